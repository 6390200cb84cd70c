import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CarOutlined, CustomerServiceOutlined, FileTextOutlined, InboxOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { CountBadge } from '../../../../components/ui/count-badge';
import { orderCountsQuery, type OrderCounts } from '../../api/orders';
import styles from './overview.module.css';

interface Entry {
  label: string;
  to: string;
  icon: ReactNode;
  count?: keyof OrderCounts;
}

/** The order centre's tabs a buyer works through, each with what is waiting there. */
const ENTRIES: Entry[] = [
  { label: '待付款', to: '/order?tab=unpaid', icon: <WalletOutlined />, count: 'unpaid' },
  { label: '待发货', to: '/order?tab=paid', icon: <InboxOutlined />, count: 'paid' },
  { label: '待收货', to: '/order?tab=shipped', icon: <CarOutlined />, count: 'shipped' },
  { label: '退款/售后', to: '/order?tab=after', icon: <CustomerServiceOutlined />, count: 'after_sale' },
  { label: '全部订单', to: '/order', icon: <FileTextOutlined /> },
];

/** /user: 我的订单 — orders by state with counts, each opening that tab of /order. */
export function OrderStrip() {
  const { data } = useQuery(orderCountsQuery);
  return (
    <div className={styles.strip} data-testid="order-strip">
      {ENTRIES.map((e) => (
        <Link key={e.label} to={e.to} className={styles.stripItem} data-testid={e.count ? `order-count-${e.count}` : undefined}>
          <span className={styles.stripIcon}>
            {e.icon}
            {e.count && (
              <span className={styles.stripBadge}>
                <CountBadge count={data?.[e.count] ?? 0} />
              </span>
            )}
          </span>
          <span>{e.label}</span>
        </Link>
      ))}
    </div>
  );
}
