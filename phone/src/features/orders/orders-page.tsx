import { generatePath, Link, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Tabs } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { ORDER_STATUS, ORDER_STATUS_NAMES, PHONE_PAGES, chinaMinute, type OutputOf } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { yuan } from '../../lib/money';
import { useRebuy } from '../../lib/rebuy';
import { useReceive } from './use-receive';
import { AfterSaleList } from '../after-sales/after-sale-list';
import styles from './orders.module.css';

type Order = OutputOf<typeof api.orders.list>['list'][number];
const PAGE_SIZE = 10;
const TABS = [{ key: '', title: '全部' }, ...ORDER_STATUS_NAMES.map((title, i) => ({ key: String(i), title })), { key: 'after', title: '退款/售后' }];

/** /order on a phone: the order centre's tabs by state, one endless list, and each order's next step. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.member);
  const status = params.get('status') ?? '';
  const afterSales = status === 'after';
  const orders = useInfiniteQuery({
    queryKey: ['orders', 'list', status],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(api.orders.list, { query: { ...(status ? { status: Number(status) } : {}), page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
    enabled: !afterSales,
  });
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>我的订单</NavBar>
      <Tabs activeKey={status} onChange={(key) => setParams(key ? { status: key } : {}, { replace: true })} className={styles.tabs}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {afterSales ? (
        <AfterSaleList />
      ) : (
        <>
          {orders.isSuccess && list.length === 0 && <Empty description="暂无订单" />}
          {list.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
          <MoreOnScroll query={orders} />
        </>
      )}
    </div>
  );
}

export function OrderActions({ order: o }: { order: Pick<Order, 'id' | 'status'> }) {
  const navigate = useNavigate();
  const rebuy = useRebuy();
  const receive = useReceive();
  return (
    <div className={styles.actions}>
      {o.status === ORDER_STATUS.unpaid && (
        <Button size="small" color="primary" onClick={() => navigate(generatePath(PHONE_PAGES.pay, { id: String(o.id) }))}>
          去支付
        </Button>
      )}
      {o.status === ORDER_STATUS.shipped && (
        <Button size="small" color="primary" loading={receive.isPending} onClick={() => receive.confirm(o.id)}>
          确认收货
        </Button>
      )}
      {o.status !== ORDER_STATUS.unpaid && (
        <Button size="small" color="primary" fill="outline" loading={rebuy.isPending} onClick={() => rebuy.mutate(o.id)}>
          再来一单
        </Button>
      )}
    </div>
  );
}

function OrderCard({ order: o }: { order: Order }) {
  const href = generatePath(PHONE_PAGES.orderDetail, { id: String(o.id) });
  return (
    <section className={styles.card} data-testid="phone-order-card" data-order-no={o.order_no}>
      <Link to={href}>
        <header className={styles.cardHead}>
          <strong>{o.shop_name}</strong>
          <span className={styles.status}>{o.status_text}</span>
        </header>
        <div className={styles.thumbs}>
          {o.items.slice(0, 4).map((it) => (
            <Image key={it.id} src={it.image} width={64} height={64} fit="contain" alt={it.name} />
          ))}
          <span className={styles.muted}>共 {o.item_count} 种</span>
        </div>
        <div className={styles.sum}>
          <span className={styles.muted}>{chinaMinute(o.created_at)}</span>
          <span>
            实付 <span className="yc-price">{yuan(o.pay_amount)}</span>
          </span>
        </div>
      </Link>
      <OrderActions order={o} />
    </section>
  );
}
