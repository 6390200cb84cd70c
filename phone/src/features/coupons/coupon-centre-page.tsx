import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, ProgressBar, Tabs, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, type CouponView } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { callEnvelope, call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { CouponTicket, couponUseHref } from '../../components/coupon-ticket';
import { useOpen } from '../../lib/navigation';
import { CART_KEY } from '../../lib/query-client';
import styles from './coupons.module.css';

const TABS = ['全部', '平台券', '店铺券'];

/** The member already holds one (the centre lists templates; `claimed` counts the member's copies). */
const held = (c: Pick<CouponView, 'member_coupon_id' | 'claimed'>) => c.claimed > 0 || c.member_coupon_id !== null;

/**
 * What the centre offers for a coupon (the desktop's rule): 立即领取 while the member may claim, 去使用 once one is held
 * and unused, 已领取 when held but none is left to use, else 已抢光.
 */
export function couponAction(c: Pick<CouponView, 'can_claim' | 'member_coupon_id' | 'status' | 'claimed'>): 'claim' | 'claimed' | 'use' | 'gone' {
  if (c.can_claim) return 'claim';
  if (!held(c)) return 'gone';
  return c.status === 1 || c.status === 2 ? 'claimed' : 'use';
}

/** /lqzx on a phone (领券中心): coupons open to the member (all, platform, shop), how much of each is gone, claim, use. */
export default function CouponCentrePage() {
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.home);
  const open = useOpen();
  const qc = useQueryClient();
  const raw = Number(params.get('type'));
  const type = raw === 1 || raw === 2 ? raw : 0;
  const coupons = useInfiniteQuery({
    queryKey: ['coupons', 'centre', type],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.coupons.centre, { query: { type, page: pageParam, page_size: 10 } }),
    getNextPageParam: nextPageOf,
  });
  const claim = useMutation({
    mutationFn: (id: number) => callEnvelope(api.coupons.claim, { query: { id } }),
    onSuccess: (r) => Toast.show({ icon: 'success', content: r.msg || '领取成功' }),
    // Claimed or refused (已领完, 已达领取上限…, shown by the request client): every coupon list and the cart read again.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['coupons'] }), qc.invalidateQueries({ queryKey: CART_KEY })]),
  });
  const list = coupons.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back} right={<a onClick={() => open(PHONE_PAGES.myCoupons)}>我的券</a>}>
        领券中心
      </NavBar>
      <div className={styles.banner}>
        <strong>领券中心</strong>
        <span>先领券，再下单，采购更省钱</span>
      </div>
      <Tabs activeKey={String(type)} className={styles.sticky} onChange={(k) => setParams(k === '0' ? {} : { type: k }, { replace: true })}>
        {TABS.map((title, i) => (
          <Tabs.Tab key={String(i)} title={title} />
        ))}
      </Tabs>
      {coupons.isSuccess && list.length === 0 && <Empty description="暂无可领取的优惠券" />}
      <div className={styles.tickets} data-testid="phone-coupon-centre">
        {list.map((c) => {
          const action = couponAction(c);
          const percent = Math.round(c.claimed_percent);
          return (
            <CouponTicket
              key={c.id}
              coupon={c}
              muted={action === 'gone'}
              extra={
                <div className={styles.progress}>
                  <ProgressBar percent={percent} style={{ '--fill-color': 'var(--yc-price)', '--track-width': '4px' }} />
                  <span>已抢{percent}%</span>
                </div>
              }
              action={
                action === 'claim' ? (
                  <div className={styles.stacked}>
                    <Button
                      size="small"
                      color="danger"
                      shape="rounded"
                      loading={claim.isPending && claim.variables === c.id}
                      onClick={() => claim.mutate(c.id)}
                    >
                      立即领取
                    </Button>
                    {held(c) && (
                      <Button size="small" color="danger" fill="outline" shape="rounded" onClick={() => open(couponUseHref(c.sjly_id))}>
                        去使用
                      </Button>
                    )}
                  </div>
                ) : action === 'use' ? (
                  <div className={styles.stacked}>
                    <span className={styles.stamp}>已领取</span>
                    <Button size="small" color="danger" fill="outline" shape="rounded" onClick={() => open(couponUseHref(c.sjly_id))}>
                      去使用
                    </Button>
                  </div>
                ) : (
                  <span className={styles.stamp}>{action === 'claimed' ? '已领取' : '已抢光'}</span>
                )
              }
            />
          );
        })}
      </div>
      {(coupons.isPending || list.length > 0) && <MoreOnScroll query={coupons} />}
    </div>
  );
}
