import { Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import styles from './cart-soon-button.module.css';

export const CART_SOON_TEXT = '购物车功能即将上线';

/**
 * 加入购物车 while POST /api/cart is not available yet: visible where buyers expect it, disabled, and saying why.
 * No fake success. (A disabled button swallows mouse events, hence the wrapping span for the tooltip.)
 */
export function CartSoonButton({ size = 'middle', block = false, compact = false }: { size?: 'small' | 'middle' | 'large'; block?: boolean; compact?: boolean }) {
  return (
    <Tooltip title={CART_SOON_TEXT}>
      <span className={block ? `${styles.wrap} ${styles.block}` : styles.wrap} data-testid="add-to-cart-soon">
        <Button type="primary" danger size={size} icon={compact ? undefined : <ShoppingCartOutlined />} disabled block={block} className={compact ? `${styles.button} ${styles.compact}` : styles.button}>
          加入购物车
        </Button>
      </span>
    </Tooltip>
  );
}
