import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { ACTIVITY_ENDED, ACTIVITY_NOT_STARTED, activityCountdown, chinaMinute, type ActivityDetail } from '@yaocai/contract';
import { CouponTicket } from '../../../components/ui/coupon-ticket';
import { useClaimCoupon } from '../../../components/ui/use-claim-coupon';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid } from '../../../components/ui/goods-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './activities.module.css';

/** 距结束 3天 04:05:06, ticking each second. */
function Countdown({ to }: { to: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <span className={styles.countdown} data-testid="activity-countdown">
      {activityCountdown((Date.parse(to) - now) / 1000)}
    </span>
  );
}

/** One activity page: banner, time, then its sections of coupons and goods (spec §4 states: not started, running, ended). */
export function ActivityView({ activity: a }: { activity: ActivityDetail }) {
  const { claim, claiming } = useClaimCoupon(['activities', 'detail', a.id]);

  return (
    <div className={styles.activity} style={{ ['--activity-color' as string]: a.color }} data-testid="activity-page">
      <img className={styles.banner} src={a.banner} alt={a.title} />
      <div className={styles.timeBar}>
        <strong>{a.title}</strong>
        <span>
          活动时间：{chinaMinute(a.starts_at)} 至 {chinaMinute(a.ends_at)}
        </span>
        {a.state === 'running' && <Countdown to={a.ends_at} />}
      </div>
      {a.state === 'not_started' && (
        <Result
          status="info"
          title={ACTIVITY_NOT_STARTED}
          subTitle={`活动将于 ${chinaMinute(a.starts_at)} 开始，敬请期待`}
          data-testid="activity-not-started"
        />
      )}
      {a.state === 'ended' && <Result status="warning" {...ACTIVITY_ENDED} data-testid="activity-ended" />}
      {a.state === 'running' &&
        a.sections.map((s) => (
          <section key={s.id} className={styles.section} data-testid="activity-section">
            <h2 className={styles.sectionTitle}>{s.title}</h2>
            {s.kind === 'coupons' ? (
              s.coupons.length === 0 ? (
                <EmptyState text="优惠券已领完" />
              ) : (
                <div className={styles.coupons}>
                  {s.coupons.map((c) => (
                    <CouponTicket
                      key={c.id}
                      coupon={c}
                      action={
                        <Button type="primary" danger size="small" disabled={!c.can_claim} loading={claiming === c.id} onClick={() => claim(c.id)}>
                          {c.can_claim ? '立即领取' : c.claimed > 0 ? '已领取' : '已领完'}
                        </Button>
                      }
                    />
                  ))}
                </div>
              )
            ) : s.goods.length === 0 ? (
              <EmptyState />
            ) : (
              <GoodsGrid>
                {s.goods.map((g) => (
                  <GoodsCardView key={g.id} goods={g} />
                ))}
              </GoodsGrid>
            )}
          </section>
        ))}
      {a.rules && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>活动规则</h2>
          <p className={styles.rules}>{a.rules}</p>
        </section>
      )}
    </div>
  );
}
