import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Avatar, Button, Tag } from 'antd';
import { CustomerServiceOutlined, PhoneOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { StatTile } from '../../../../components/ui/stat-tile';
import { centreText as t } from '../../text';
import { CertificateReminders } from './certificate-reminders';
import { ReviewBadge } from './review-badge';
import styles from './centre.module.css';

/** What other modules put on the member's home: their figures and lists (the app composes them). */
export interface MemberHomeParts {
  /** Money figures beside the points: balance, credit, coupons. */
  assets: ReactNode;
  /** 我的订单: counts by state, then the latest orders. */
  orderStrip: ReactNode;
  recentOrders: ReactNode;
  /** 常购商品. */
  frequentGoods: ReactNode;
}

function Card({ title, more, children, testId }: { title: string; more?: { to: string; label: string }; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {more && (
          <Link to={more.to} className={styles.moreLink}>
            {more.label} <RightOutlined />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * /user, as 药师帮 and 1药城 lead it: who the buyer is and whether it may buy, its money and rights, the orders waiting
 * on it, licences about to expire, its service rep, and the goods it buys most.
 */
export function MemberHome({ user, parts }: { user: UserState; parts: MemberHomeParts }) {
  const passed = user.is_passed === 1;
  const rep = user.admin;
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
          <div className={styles.badges}>
            {user.rank && <Tag color="gold">{user.rank}</Tag>}
            <Link to="/dzht">
              <Tag color={user.contract_signed ? 'success' : 'warning'}>
                {t.contract}
                {user.contract_signed ? t.contractSigned : t.contractUnsigned}
              </Tag>
            </Link>
            <Link to="/kxdl">
              <Tag color={user.kx_authorized ? 'success' : 'default'}>
                {t.kx}
                {user.kx_authorized ? t.kxYes : t.kxNo}
              </Tag>
            </Link>
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
        <div className={styles.assets} data-testid="member-assets">
          {parts.assets}
          <StatTile label={t.points} value={user.points} to="/jfsc" action={{ label: t.toMall, to: '/jfsc' }} testId="tile-points" />
        </div>
      </section>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Card title={t.myOrders} more={{ to: '/order', label: t.allOrders }} testId="member-orders">
            {parts.orderStrip}
            <div className={styles.divider} />
            {parts.recentOrders}
          </Card>
        </div>
        <aside className={styles.aside}>
          <Card title={t.certificates} testId="member-certificates">
            <CertificateReminders />
          </Card>
          <Card title={rep.is_default === 0 ? t.dedicatedRep : t.service} testId="member-rep">
            <div className={styles.rep}>
              <Avatar size={40} icon={<CustomerServiceOutlined />} className={styles.repAvatar} />
              <div>
                <div className={styles.repName}>{rep.name || t.serviceTeam}</div>
                {rep.phone && (
                  <div className={styles.muted}>
                    <PhoneOutlined /> {rep.phone}
                  </div>
                )}
              </div>
            </div>
            {user.common_config.hot_line && (
              <p className={styles.muted}>
                {t.hotLine}：{user.common_config.hot_line}
              </p>
            )}
            <Link to="/help/fwbz/zskf" className={styles.moreLink}>
              {t.aboutRep}
            </Link>
          </Card>
        </aside>
      </div>

      <Card title={t.frequentGoods} more={{ to: '/kjcg', label: t.toFastBuy }} testId="member-frequent">
        {parts.frequentGoods}
      </Card>
    </div>
  );
}
