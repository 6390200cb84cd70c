import { Button, Checkbox } from 'antd';
import type { MoneyBreakdown } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import { cartText as t } from '../text';
import styles from './cart-page.module.css';

interface Props {
  allChecked: boolean;
  allIndeterminate: boolean;
  allDisabled: boolean;
  selectedCount: number;
  /** The server's figures: goods − 满减 − coupons + 换购 = 应付. */
  breakdown: MoneyBreakdown;
  couponCount: number;
  onSelectAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
  onChooseCoupon: () => void;
  onCheckout: () => void;
}

/** The sticky bottom bar: 全选, 删除选中, what is ticked, the server's totals and 去结算. */
export function SettleBar(p: Props) {
  return (
    <div className={styles.settle} data-testid="settle-bar">
      <div className={styles.settleLeft}>
        <Checkbox
          checked={p.allChecked}
          indeterminate={p.allIndeterminate}
          disabled={p.allDisabled}
          onChange={(e) => p.onSelectAll(e.target.checked)}
        >
          {t.selectAll}
        </Checkbox>
        <button type="button" className={styles.link} onClick={p.onRemoveSelected} data-testid="remove-selected">
          {t.removeSelected}
        </button>
        <span className={styles.selectedCount}>{t.selectedCount(p.selectedCount)}</span>
      </div>
      <div className={styles.settleFigures}>
        <span>
          {t.goodsAmount}{' '}
          <strong className={styles.sum} data-testid="settle-goods">
            {formatMoney(p.breakdown.goods_amount)}
          </strong>
        </span>
        {p.breakdown.manjian_amount > 0 && (
          <span className={styles.minus} data-testid="settle-reduction">
            {t.reduction} −{formatMoney(p.breakdown.manjian_amount)}
          </span>
        )}
        {p.breakdown.addon_amount > 0 && (
          <span data-testid="settle-addon">
            {t.addon} +{formatMoney(p.breakdown.addon_amount)}
          </span>
        )}
        <span className={styles.minus} data-testid="settle-coupon">
          {t.coupon} −{formatMoney(p.breakdown.coupon_amount)}
          <button type="button" className={styles.couponBtn} onClick={p.onChooseCoupon} data-testid="choose-coupon">
            {p.couponCount > 0 ? `已用${p.couponCount}张` : t.chooseCoupon}
          </button>
        </span>
        <span className={styles.payableLine}>
          {t.payable}
          <strong className={styles.payable} data-testid="settle-payable">
            {formatMoney(p.breakdown.payable)}
          </strong>
        </span>
      </div>
      <Button type="primary" danger className={styles.checkout} disabled={p.selectedCount === 0} onClick={p.onCheckout} data-testid="checkout">
        {t.checkout}
      </Button>
    </div>
  );
}
