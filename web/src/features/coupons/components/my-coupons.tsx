import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { CouponTicket } from '../../../components/ui/coupon-ticket';
import { EmptyState } from '../../../components/ui/empty-state';
import { COUPON_PAGE_SIZE, couponNumQuery, myCouponsQuery } from '../api/coupons';
import { COUPON_TABS, COUPON_TYPES, parseChoice, tabLabel, couponUseHref } from '../model/coupon-tabs';
import styles from './my-coupons.module.css';

/** /yhq: the member's coupons by state (未使用, 已使用, 已过期) and source, as tickets; 去使用 leads to the goods. */
export function MyCoupons() {
  const [params, setParams] = useSearchParams();
  const status = parseChoice(params.get('status'), 2);
  const type = parseChoice(params.get('type'), 2);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(myCouponsQuery(status, type, page));
  const { data: num } = useQuery(couponNumQuery);
  const go = (next: { status?: number; type?: number; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? status;
    const ty = next.type ?? type;
    if (s) p.set('status', String(s));
    if (ty) p.set('type', String(ty));
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  return (
    <section className={styles.card} data-testid="my-coupons">
      <div className={styles.head}>
        <h3 className={styles.title}>我的优惠券</h3>
        <Link to="/lqzx">去领券中心 ›</Link>
      </div>
      <Tabs
        activeKey={String(status)}
        onChange={(k) => go({ status: Number(k) })}
        items={COUPON_TABS.map((tab) => ({ key: String(tab.status), label: tabLabel(tab.label, num?.[tab.count]) }))}
      />
      <Segmented
        className={styles.types}
        value={type}
        onChange={(v) => go({ type: Number(v) })}
        options={COUPON_TYPES.map((o) => ({ value: o.value, label: o.label }))}
      />
      {isPending || !data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <EmptyState text="暂无优惠券">
          <Link to="/lqzx">
            <Button type="primary">去领券</Button>
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className={styles.grid}>
            {data.list.map((c) => (
              <CouponTicket
                key={c.member_coupon_id ?? c.id}
                coupon={c}
                muted={status !== 0}
                action={
                  status === 0 ? (
                    <Link to={couponUseHref(c.sjly_id)}>
                      <Button size="small" type="primary" danger ghost>
                        去使用
                      </Button>
                    </Link>
                  ) : (
                    <span className={styles.stamp}>{status === 1 ? '已使用' : '已过期'}</span>
                  )
                }
              />
            ))}
          </div>
          <div className={styles.pager}>
            <Pagination
              current={page}
              pageSize={COUPON_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(p) => go({ page: p })}
            />
          </div>
        </>
      )}
    </section>
  );
}
