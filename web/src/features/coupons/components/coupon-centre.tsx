import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Pagination, Progress, Skeleton, Tabs } from 'antd';
import type { CouponView } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { couponCentreQuery, type CouponCentreType } from '../api/coupons';
import { useClaimCoupon } from '../../../components/ui/use-claim-coupon';
import { isHeld } from '../../../lib/coupons';
import { couponAction } from '../model/coupon-centre';
import { couponUseHref } from '../model/coupon-tabs';
import { CouponTicket } from '../../../components/ui/coupon-ticket';
import styles from './coupon-centre.module.css';

const TABS: Array<{ key: CouponCentreType; label: string }> = [
  { key: 0, label: '全部' },
  { key: 1, label: '平台券' },
  { key: 2, label: '店铺券' },
];

function CentreAction({ coupon: c, claiming, onClaim }: { coupon: CouponView; claiming: boolean; onClaim: () => void }) {
  const action = couponAction(c);
  const use = (
    <Link to={couponUseHref(c.sjly_id)}>
      <Button size="small">去使用</Button>
    </Link>
  );
  if (action === 'claim') {
    return (
      <>
        <Button type="primary" danger loading={claiming} onClick={onClaim} data-testid="coupon-claim">
          立即领取
        </Button>
        {isHeld(c) && use}
      </>
    );
  }
  if (action === 'use') {
    return (
      <>
        <span className={styles.stamp}>已领取</span>
        {use}
      </>
    );
  }
  return <span className={styles.stamp}>{action === 'claimed' ? '已领取' : '已抢光'}</span>;
}

/** /lqzx: coupons open to the member (all, platform, shop), with how much of each is gone, claim and use. */
export function CouponCentre() {
  const [params, setParams] = useSearchParams();
  const rawType = Number(params.get('type'));
  const type: CouponCentreType = rawType === 1 || rawType === 2 ? rawType : 0;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(couponCentreQuery(type, page));
  const { claim, claiming } = useClaimCoupon();
  const go = (next: { type?: number; page?: number }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next.type !== undefined) {
        q.set('type', String(next.type));
        q.delete('page');
      }
      if (next.page !== undefined) q.set('page', String(next.page));
      return q;
    });

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data || data.list.length === 0) body = <EmptyState text="暂无可领取的优惠券" />;
  else {
    body = (
      <>
        <div className={styles.grid}>
          {data.list.map((c) => (
            <CouponTicket
              key={c.id}
              size="lg"
              coupon={c}
              muted={couponAction(c) === 'gone'}
              extra={
                <div className={styles.progress}>
                  <Progress percent={Math.round(c.claimed_percent)} size="small" strokeColor="#e4393c" showInfo={false} />
                  <span>已抢{Math.round(c.claimed_percent)}%</span>
                </div>
              }
              action={<CentreAction coupon={c} claiming={claiming === c.id} onClaim={() => void claim(c.id)} />}
            />
          ))}
        </div>
        <Pagination
          className={styles.pager}
          current={data.page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(p) => go({ page: p })}
        />
      </>
    );
  }

  return (
    <div className={styles.centre} data-testid="coupon-centre">
      <div className={styles.banner}>
        <h1>领券中心</h1>
        <p>先领券，再下单，采购更省钱</p>
      </div>
      <Tabs activeKey={String(type)} onChange={(k) => go({ type: Number(k) })} items={TABS.map((t) => ({ key: String(t.key), label: t.label }))} />
      {body}
    </div>
  );
}
