import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Tabs, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES, phonePageOf } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { DrawRecords } from './draw-records';
import styles from './points.module.css';

const TABS = [
  { key: '', title: '全部' },
  { key: '0', title: '待发货' },
  { key: '1', title: '已发货' },
];

/** /jfdd and /cjjl (抽奖记录) on a phone: one module, as the desktop's routes/orders holds both. */
export default function PointsOrdersPage() {
  return phonePageOf(useLocation().pathname) === 'drawRecords' ? <DrawRecords /> : <PointsOrders />;
}

/** /jfdd on a phone (积分订单): gifts exchanged for points or won in the lottery, their shipping state and tracking. */
function PointsOrders() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.member);
  const raw = params.get('status');
  const status = raw === '0' || raw === '1' ? raw : '';
  const orders = useInfiniteQuery({
    queryKey: ['points', 'orders', status],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.points.orders, { query: { page: pageParam, page_size: 10, ...(status ? { status: Number(status) } : {}) } }),
    getNextPageParam: nextPageOf,
  });
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>积分订单</NavBar>
      <Tabs activeKey={status} className={styles.sticky} onChange={(k) => setParams(k ? { status: k } : {}, { replace: true })}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {orders.isSuccess && list.length === 0 && (
        <div className={styles.empty}>
          <Empty description="暂无积分订单" />
          <Button color="primary" onClick={() => navigate(PHONE_PAGES.pointsMall)}>
            去积分商城
          </Button>
        </div>
      )}
      {list.map((o) => (
        <section key={o.id} className={styles.order} data-testid="phone-points-order" data-order-no={o.order_no}>
          <header className={styles.orderHead}>
            <span className={styles.muted}>订单号 {o.order_no}</span>
            <Tag color={o.status === 0 ? 'warning' : 'success'} fill="outline" data-testid="phone-points-order-status">
              {o.status_text}
            </Tag>
          </header>
          <div className={styles.orderBody}>
            <Image src={o.image} alt={o.goods_name} width={64} height={64} fit="contain" />
            <div className={styles.orderText}>
              <div className={styles.orderName}>
                {o.goods_name} × {o.number}
                {o.source === 'lottery' && (
                  <Tag color="danger" className={styles.lotteryTag}>
                    抽奖奖品
                  </Tag>
                )}
              </div>
              <div className={styles.muted}>{o.source === 'lottery' ? '抽奖获得' : `消耗 ${o.points} 积分`}</div>
              <div className={styles.muted}>{chinaMinute(o.created_at)}</div>
            </div>
          </div>
          <div className={styles.orderAddress}>
            {o.address.consignee} {o.address.phone} {o.address.full_address}
          </div>
          {o.status === 1 && (
            <div className={styles.tracking} data-testid="phone-points-order-tracking">
              {o.carrier} {o.tracking_no}
              {o.shipped_at && <span className={styles.muted}> · {chinaMinute(o.shipped_at)} 发货</span>}
            </div>
          )}
        </section>
      ))}
      {(orders.isPending || list.length > 0) && <MoreOnScroll query={orders} />}
    </div>
  );
}
