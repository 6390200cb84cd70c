import { Link } from 'react-router';
import { Button } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { ordersText as t } from '../text';
import styles from './orders.module.css';

/** /jfdd: points-mall orders. The points mall is not open yet, so the list is always empty. */
export function PointsOrders() {
  return (
    <section className={styles.card} data-testid="points-orders">
      <h3 className={styles.cardTitle}>{t.pointsTitle}</h3>
      <EmptyState text={t.pointsEmpty}>
        <Link to="/jfsc">
          <Button>{t.pointsMall}</Button>
        </Link>
      </EmptyState>
    </section>
  );
}
