import { Link } from 'react-router';
import { Alert, Avatar, Button, Descriptions } from 'antd';
import { RightOutlined, UserOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { CountBadge } from '../../../../components/ui/count-badge';
import { centreText as t } from '../../text';
import { ReviewBadge } from './review-badge';
import styles from './centre.module.css';

/** /user: who the member is, the review state, certificate warnings, and the way to every account page. */
export function MemberHome({ user }: { user: UserState }) {
  const passed = user.is_passed === 1;
  return (
    <div className={styles.home} data-testid="member-centre">
      <section className={styles.card}>
        <div className={styles.profile}>
          <Avatar size={64} src={user.face || undefined} icon={<UserOutlined />} />
          <div className={styles.who}>
            <h2 className={styles.company} data-testid="member-company">
              {user.company || user.username}
              <ReviewBadge status={user.review_status} />
            </h2>
            <p className={styles.meta}>
              {t.account}：{user.username}
              <span className={styles.sep}>|</span>
              {t.contact}：{user.name || '—'}
              <span className={styles.sep}>|</span>
              {t.phone}：{user.phone}
            </p>
            <p className={passed ? styles.passed : styles.notPassed} data-testid="member-is-passed" data-passed={user.is_passed}>
              {passed ? t.passed : t.notPassed}
              {!passed && (
                <Link to={user.review_status === 'incomplete' ? '/register/step2' : '/register/step3'} className={styles.inlineLink}>
                  {t.toStatus} <RightOutlined />
                </Link>
              )}
            </p>
          </div>
        </div>
        {user.review_status === 'rejected' && user.review_reason && (
          <Alert type="error" showIcon title={`审核意见：${user.review_reason}`} className={styles.alert} />
        )}
        {user.zizhi_warning && (
          <Alert
            type="warning"
            showIcon
            className={styles.alert}
            data-testid="zizhi-warning"
            title={user.zizhi_warning}
            action={
              <Link to="/zzzj">
                <Button size="small">{t.toZzzj}</Button>
              </Link>
            }
          />
        )}
        <Descriptions
          className={styles.facts}
          column={4}
          size="small"
          items={[
            { key: 'rank', label: t.rank, children: user.rank || '—' },
            { key: 'points', label: t.points, children: user.points },
            { key: 'cart', label: t.cart, children: user.cart },
            { key: 'msg', label: t.messages, children: <Link to="/wdxx">{user.message_count}</Link> },
            { key: 'service', label: t.service, children: user.admin?.name ? `${user.admin.name} ${user.admin.phone}` : '—' },
            { key: 'contract', label: t.contract, children: <Link to="/dzht">{user.contract_signed ? t.contractSigned : t.contractUnsigned}</Link> },
            { key: 'kx', label: t.kx, children: <Link to="/kxdl">{user.kx_authorized ? t.kxYes : t.kxNo}</Link> },
          ]}
        />
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.shortcuts}</h3>
        <div className={styles.links}>
          {t.links.map((l) => (
            <Link key={l.to} to={l.to} className={styles.link}>
              {l.label}
              {l.to === '/wdxx' && <CountBadge count={user.message_count} />}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
