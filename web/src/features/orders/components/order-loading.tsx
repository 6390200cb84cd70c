import { Link } from 'react-router';
import { Button, Result, Skeleton } from 'antd';
import { ordersText as t } from '../text';
import styles from './orders.module.css';

/**
 * What an order page shows before it has its order: 订单不存在 (with the way back to /order) when the order is not
 * the member's or does not exist, else a skeleton while it loads.
 */
export function OrderLoading({ isError, rows }: { isError: boolean; rows: number }) {
  if (isError)
    return (
      <Result
        status="404"
        title="订单不存在"
        extra={
          <Link to="/order">
            <Button type="primary">{t.back}</Button>
          </Link>
        }
      />
    );
  return (
    <section className={styles.card}>
      <Skeleton active paragraph={{ rows }} />
    </section>
  );
}
