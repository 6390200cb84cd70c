import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { CountBadge } from '../../components/ui/count-badge';
import { cartTotalQuery } from '../../features/cart/api/cart';
import { headerText as t } from './header-text';
import styles from './cart-count.module.css';

/**
 * The one cart count of the frame (header and side bar read the same query): the session's count first, then
 * GET /api/cart/total whenever ['cart'] is invalidated, so both badges always agree with the server.
 */
export function useCartCount(initial: number) {
  return useQuery({ ...cartTotalQuery, initialData: initial }).data;
}

export function CartCountBadge({ initial, testId }: { initial: number; testId: string }) {
  return <CountBadge count={useCartCount(initial)} testId={testId} />;
}

/** 我的购物车 beside the header search, with the count. */
export function HeaderCart({ initial }: { initial: number | null }) {
  return (
    <Link to="/cart" className={styles.cart} data-testid="header-cart">
      <ShoppingCartOutlined className={styles.icon} />
      <span>{t.myCart}</span>
      {initial !== null && (
        <span className={styles.badge}>
          <CartCountBadge initial={initial} testId="header-cart-badge" />
        </span>
      )}
    </Link>
  );
}
