import { Link } from 'react-router';
import { UserOutlined } from '@ant-design/icons';
import { useSessionUser } from '../api/session';
import { shellText as t } from '../shell-text';
import styles from './member-box.module.css';

/** The small box beside the home carousel: login/register for guests, the company for members. */
export function MemberBox() {
  const user = useSessionUser();
  return (
    <section className={styles.box}>
      {/* Plain markup (no antd Avatar/Button): this box is on the home page's first screen. */}
      <span className={styles.avatar} aria-hidden>
        {user?.face ? <img src={user.face} alt="" width={52} height={52} /> : <UserOutlined />}
      </span>
      {user ? (
        <>
          <p className={styles.name} title={user.company}>
            {t.hello}
            {user.company || user.username}
          </p>
          {user.is_passed === 0 && <p className={styles.hint}>{t.pendingReview}</p>}
          <div className={styles.actions}>
            <Link to="/user" className={`${styles.button} ${styles.primary}`}>
              {t.memberCentre}
            </Link>
            <Link to="/order" className={styles.button}>
              我的订单
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.name}>{t.memberBoxGuest}</p>
          <p className={styles.hint}>{t.memberBoxHint}</p>
          <div className={styles.actions}>
            <Link to="/login" className={`${styles.button} ${styles.primary}`}>
              {t.login}
            </Link>
            <Link to="/register" className={styles.button}>
              {t.register}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
