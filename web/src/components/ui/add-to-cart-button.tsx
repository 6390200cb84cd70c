import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { AddToCartItem } from '../../lib/cart-add';
import { useAddToCart } from './use-add-to-cart';
import styles from './add-to-cart-button.module.css';

interface Props {
  /** What the click adds (the stepper's quantity where there is one, else the minimum order). */
  item: AddToCartItem;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Text only, for dense rows and cards. */
  compact?: boolean;
  disabled?: boolean;
  text?: string;
}

/** 加入购物车: guests are sent to /login, members add through the shared add-to-cart action. */
export function AddToCartButton({ item, size = 'middle', block = false, compact = false, disabled = false, text = '加入购物车' }: Props) {
  const { add, pending } = useAddToCart();
  return (
    <Button
      type="primary"
      danger
      size={size}
      block={block}
      icon={compact ? undefined : <ShoppingCartOutlined />}
      className={compact ? styles.compact : undefined}
      loading={pending}
      disabled={disabled}
      onClick={() => add([item])}
      data-testid="add-to-cart"
    >
      {text}
    </Button>
  );
}
