import { Link, useSearchParams } from 'react-router';
import { chinaDateTime } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Pagination, Skeleton, Tag } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { ORDERS_PAGE_SIZE, pointsOrdersQuery } from '../api/points';
import styles from './points.module.css';

/** /jfdd: gifts exchanged for points or won in the lottery, with their shipping state and tracking number. */
export function PointsOrders() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(pointsOrdersQuery(page));
  return (
    <section className={styles.card} data-testid="points-orders">
      <h3 className={styles.title}>积分订单</h3>
      {isPending || !data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <EmptyState text="暂无积分订单">
          <Link to="/jfsc">
            <Button>去积分商城</Button>
          </Link>
        </EmptyState>
      ) : (
        <>
          {data.list.map((o) => (
            <div key={o.id} className={styles.order} data-testid="points-order">
              <img className={styles.thumb} src={o.image} alt={o.goods_name} />
              <div className={styles.orderText}>
                <div>
                  {o.goods_name} × {o.number} {o.source === 'lottery' && <Tag color="red">抽奖奖品</Tag>}
                </div>
                <div className={styles.orderMeta}>
                  订单号 {o.order_no} · {chinaDateTime(o.created_at)} · {o.source === 'lottery' ? '抽奖获得' : `消耗 ${o.points} 积分`}
                </div>
                <div className={styles.orderMeta}>
                  {o.address.consignee} {o.address.phone} {o.address.full_address}
                </div>
              </div>
              <div className={styles.orderState}>
                <Tag color={o.status === 0 ? 'orange' : 'green'} data-testid="points-order-status">
                  {o.status_text}
                </Tag>
                {o.status === 1 && (
                  <div className={styles.orderMeta} data-testid="points-order-tracking">
                    {o.carrier} {o.tracking_no}
                  </div>
                )}
              </div>
            </div>
          ))}
          {data.total > ORDERS_PAGE_SIZE && (
            <Pagination
              current={page}
              pageSize={ORDERS_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          )}
        </>
      )}
    </section>
  );
}
