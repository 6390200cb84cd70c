import { Link } from 'react-router';
import { Avatar, Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSessionUser } from '../api/session';
import { accountsText as t } from '../text';
import styles from './member-box.module.css';

/** The small box beside the home carousel: login/register for guests, the company for members. */
export function MemberBox() {
  const user = useSessionUser();
  return (
    <section className={styles.box}>
      <Avatar size={52} src={user?.face || undefined} icon={<UserOutlined />} className={styles.avatar} />
      {user ? (
        <>
          <p className={styles.name} title={user.company}>
            {t.hello}
            {user.company || user.username}
          </p>
          {user.is_passed === 0 && <p className={styles.hint}>{t.pendingReview}</p>}
          <div className={styles.actions}>
            <Link to="/user">
              <Button type="primary" size="small">
                {t.memberCentre}
              </Button>
            </Link>
            <Link to="/order">
              <Button size="small">我的订单</Button>
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.name}>{t.memberBoxGuest}</p>
          <p className={styles.hint}>{t.memberBoxHint}</p>
          <div className={styles.actions}>
            <Link to="/login">
              <Button type="primary" size="small">
                {t.login}
              </Button>
            </Link>
            <Link to="/register">
              <Button size="small">{t.register}</Button>
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
