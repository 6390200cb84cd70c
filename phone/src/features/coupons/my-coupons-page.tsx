import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, CapsuleTabs, Empty, Tabs } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack, useOpen } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { CouponTicket, couponUseHref } from '../../components/coupon-ticket';
import styles from './coupons.module.css';

const STATUS = [
  { status: 0, label: '未使用', count: 'unused' },
  { status: 1, label: '已使用', count: 'used' },
  { status: 2, label: '已过期', count: 'expired' },
] as const;
const TYPES = ['全部', '平台券', '店铺券'];
const choice = (v: string | null, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
};

/** /yhq on a phone (我的优惠券): the member's coupons by state and source, 去使用, and the way to 领券中心. */
export default function MyCouponsPage() {
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.member);
  const open = useOpen();
  const status = choice(params.get('status'), 2);
  const type = choice(params.get('type'), 2);
  const counts = useQuery({ queryKey: ['coupons', 'num'], queryFn: () => call(api.coupons.counts, undefined, { silent: true }) });
  const coupons = useInfiniteQuery({
    queryKey: ['coupons', 'mine', status, type],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.coupons.mine, { query: { status, type, page: pageParam, page_size: 10 } }),
    getNextPageParam: nextPageOf,
  });
  const go = (next: { status?: number; type?: number }) => {
    const s = next.status ?? status;
    const ty = next.type ?? type;
    setParams({ ...(s ? { status: String(s) } : {}), ...(ty ? { type: String(ty) } : {}) }, { replace: true });
  };
  const list = coupons.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back} right={<a onClick={() => open(PHONE_PAGES.couponCentre)}>领券中心</a>}>
        我的优惠券
      </NavBar>
      <div className={styles.sticky}>
        <Tabs activeKey={String(status)} onChange={(k) => go({ status: Number(k) })}>
          {STATUS.map((s) => (
            <Tabs.Tab key={String(s.status)} title={counts.data ? `${s.label}(${counts.data[s.count]})` : s.label} />
          ))}
        </Tabs>
        <CapsuleTabs activeKey={String(type)} onChange={(k) => go({ type: Number(k) })} className={styles.capsules}>
          {TYPES.map((title, i) => (
            <CapsuleTabs.Tab key={String(i)} title={title} />
          ))}
        </CapsuleTabs>
      </div>
      {coupons.isSuccess && list.length === 0 && (
        <div className={styles.empty}>
          <Empty description="暂无优惠券" />
          <Button color="primary" onClick={() => open(PHONE_PAGES.couponCentre)}>
            去领券
          </Button>
        </div>
      )}
      <div className={styles.tickets} data-testid="phone-my-coupons">
        {list.map((c) => (
          <CouponTicket
            key={c.member_coupon_id ?? c.id}
            coupon={c}
            muted={status !== 0}
            action={
              status === 0 ? (
                <Button size="small" color="danger" fill="outline" shape="rounded" onClick={() => open(couponUseHref(c.sjly_id))}>
                  去使用
                </Button>
              ) : (
                <span className={styles.stamp}>{status === 1 ? '已使用' : '已过期'}</span>
              )
            }
          />
        ))}
      </div>
      {(coupons.isPending || list.length > 0) && <MoreOnScroll query={coupons} />}
    </div>
  );
}
