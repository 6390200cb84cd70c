import { Link } from 'react-router';
import { Alert, Checkbox } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import type { ShopGroup } from '@yaocai/contract';
import { reductionTags, selectableIds, selectionState, shippingText } from '../model/cart-view';
import { fenToYuan } from '../../../lib/money';
import { cartText as t } from '../text';
import { CartLineRow } from './cart-line';
import { ShopCouponButton } from './shop-coupons';
import styles from './cart-page.module.css';

interface Props {
  group: ShopGroup;
  compact: boolean;
  onSelect: (ids: number[], selected: boolean) => void;
  onEdit: (lineId: number, number: number) => void;
  onRemove: (ids: number[]) => void;
}

/** A merchant's part of the cart: shop tick and name, reduction tiers, what is still missing, 领券, then its lines. */
export function ShopGroupView({ group, compact, onSelect, onEdit, onRemove }: Props) {
  const sel = selectionState(group.lines);
  const tags = reductionTags(group);
  // The server's next_hint may already name the shipping shortfall (…，再买¥50.00免运费): say it once.
  const shipping = shippingText(group);
  const showShipping = shipping && (shipping.free || !group.next_hint?.includes('免运费'));
  return (
    <section className={styles.shop} data-testid="cart-shop" data-shop-id={group.shop_id}>
      <div className={styles.shopHead}>
        <Checkbox
          checked={sel.checked}
          indeterminate={sel.indeterminate}
          disabled={sel.disabled}
          onChange={(e) => onSelect(selectableIds(group.lines), e.target.checked)}
          aria-label={group.shop_name}
        />
        <Link to={`/list?shop_id=${group.shop_id}`} className={styles.shopName}>
          <ShopOutlined /> {group.shop_name}
        </Link>
        {group.has_coupons && <ShopCouponButton shopId={group.shop_id} />}
        {tags.length > 0 && (
          <span className={styles.tiers} data-testid="shop-reductions">
            {tags.map((tag) => (
              <span
                key={tag.text}
                className={tag.reached ? styles.tierReached : styles.tier}
                data-testid="shop-reduction-tier"
                data-reached={tag.reached ? 1 : 0}
              >
                {tag.text}
              </span>
            ))}
          </span>
        )}
        {group.next_hint && (
          <span className={styles.nextHint} data-testid="shop-next-hint">
            {group.next_hint}
          </span>
        )}
        {shipping && showShipping && (
          <span className={shipping.free ? styles.shipFree : styles.shipShort} data-testid="shop-shipping">
            {shipping.text}
          </span>
        )}
      </div>
      {group.min_order_shortfall > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.minOrderWarn}
          data-testid="shop-min-order"
          title={t.minOrderShort(fenToYuan(group.min_order_amount), fenToYuan(group.min_order_shortfall))}
        />
      )}
      {group.lines.map((line) => (
        <CartLineRow key={line.id} line={line} compact={compact} onSelect={onSelect} onEdit={onEdit} onRemove={onRemove} />
      ))}
    </section>
  );
}
