import { Link } from 'react-router';
import { Checkbox } from 'antd';
import { ExclamationCircleFilled, RightOutlined, ShopOutlined } from '@ant-design/icons';
import type { ShopGroup } from '@yaocai/contract';
import { reductionTags, selectableIds, selectionState, shippingText, showsManjianMark } from '../model/cart-view';
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

/**
 * A merchant's part of the cart: shop tick and name, reduction tiers, what is still missing, 领券, then its lines. A
 * shop whose selected lines do not reach its 起订金额 says what is missing and offers 去凑单 (its goods list): 去结算
 * leaves it in the cart until it reaches it.
 */
export function ShopGroupView({ group, compact, onSelect, onEdit, onRemove }: Props) {
  const sel = selectionState(group.lines);
  const belowMinimum = group.min_order_shortfall > 0;
  const tags = reductionTags(group);
  // The server's next_hint may already name the shipping shortfall (…，再买¥50.00免运费): say it once.
  const shipping = shippingText(group);
  const showShipping = shipping && (shipping.free || !group.next_hint?.includes('免运费'));
  return (
    <section
      className={`${styles.shop} ${belowMinimum ? styles.shopBelowMinimum : ''}`}
      data-testid="cart-shop"
      data-shop-id={group.shop_id}
      data-settles={group.settles ? 1 : 0}
    >
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
            <span className={styles.tiersLabel} data-testid="shop-reduction-scope">
              {group.manjian_scope === 'some' ? t.manjianSome : t.manjianAll}
            </span>
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
      {belowMinimum && (
        <div className={styles.minOrderBar} role="status" data-testid="shop-min-order">
          <ExclamationCircleFilled className={styles.minOrderIcon} />
          <span>{t.minOrderShort(fenToYuan(group.min_order_amount), fenToYuan(group.min_order_shortfall))}</span>
          <Link to={`/list?shop_id=${group.shop_id}`} className={styles.addOn} data-testid="shop-add-on">
            {t.addOn}
            <RightOutlined />
          </Link>
        </div>
      )}
      {group.lines.map((line) => (
        <CartLineRow
          key={line.id}
          line={line}
          compact={compact}
          manjianMark={showsManjianMark(group, line)}
          belowMinimum={belowMinimum && line.is_selected === 1 && !line.deselect_reason ? group.min_order_shortfall : 0}
          onSelect={onSelect}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
    </section>
  );
}
