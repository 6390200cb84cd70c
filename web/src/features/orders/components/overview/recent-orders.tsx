import { Link } from 'react-router';
import { chinaMinute } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Tag } from 'antd';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatMoney } from '../../../../lib/money';
import { orderListQuery } from '../../api/orders';
import { statusColor, STATUS } from '../../model/order-status';
import styles from './overview.module.css';

const SHOWN = 3;

/** /user: the latest orders — what, from whom, how much, where each stands — with the next step for each. */
export function RecentOrders() {
  const { data, isPending } = useQuery(orderListQuery({ page: 1 }));
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const orders = data?.list.slice(0, SHOWN) ?? [];
  if (orders.length === 0)
    return (
      <EmptyState text="还没有订单">
        <Link to="/">
          <Button type="primary">去采购</Button>
        </Link>
      </EmptyState>
    );
  return (
    <ul className={styles.recent} data-testid="recent-orders">
      {orders.map((o) => (
        <li key={o.id} className={styles.recentRow}>
          <div className={styles.thumbs}>
            {o.items.slice(0, 2).map((i) => (
              <img key={i.id} src={i.image} alt={i.name} title={`${i.name} ${i.spec}`} className={styles.thumb} loading="lazy" />
            ))}
          </div>
          <div className={styles.recentMain}>
            <div className={styles.recentTitle}>
              {o.items[0]?.name}
              {o.item_count > 1 && <span className={styles.muted}> 等{o.item_count}种商品</span>}
            </div>
            <div className={styles.muted}>
              {o.shop_name}
              <span className={styles.sep}>|</span>
              {chinaMinute(o.created_at)}
            </div>
          </div>
          <div className={styles.recentAmount}>{formatMoney(o.pay_amount)}</div>
          <Tag color={statusColor(o.status)} className={styles.recentTag}>
            {o.status_text}
          </Tag>
          <div className={styles.recentGo}>
            {o.status === STATUS.unpaid && (
              <Link to={`/cart/step3/${o.id}?ids=${o.id}`}>
                <Button type="primary" danger size="small">
                  去支付
                </Button>
              </Link>
            )}
            <Link to={`/order/info/${o.id}`}>查看详情</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
