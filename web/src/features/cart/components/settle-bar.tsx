import { Button, Checkbox } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import type { MoneyBreakdown } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import type { SettlePlan } from '../model/cart-view';
import { cartText as t } from '../text';
import styles from './cart-page.module.css';

interface Props {
  allChecked: boolean;
  allIndeterminate: boolean;
  allDisabled: boolean;
  selectedCount: number;
  /** The server's figures of what 去结算 takes: goods − 满减 − coupons + 换购 = 应付. */
  breakdown: MoneyBreakdown;
  /** What 去结算 takes, the shops left under their 起订金额, and why it is off. */
  plan: SettlePlan;
  couponCount: number;
  onSelectAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
  onChooseCoupon: () => void;
  onCheckout: () => void;
}

/**
 * The sticky bottom bar: 全选, 删除选中, what is ticked, the server's totals of what goes to step 2 and 去结算. Shops
 * still under their 起订金额 are named above it (they stay in the cart); with nothing to take, 去结算 is off and says why.
 */
export function SettleBar(p: Props) {
  const { plan } = p;
  return (
    <div className={styles.settleWrap} data-testid="settle-bar">
      {plan.heldBack.length > 0 && (
        <div className={styles.settleNote} data-testid="settle-held-back">
          <ExclamationCircleFilled />
          {t.heldBack(plan.heldBack.map((s) => s.shop_name).join('、'))}
        </div>
      )}
      <div className={styles.settle}>
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
        <div className={styles.settleAction}>
          {plan.blocked && (
            <span className={styles.blockedReason} data-testid="settle-blocked">
              {plan.blocked}
            </span>
          )}
          <Button
            type="primary"
            danger
            className={styles.checkout}
            disabled={plan.blocked !== null}
            title={plan.blocked ?? undefined}
            onClick={p.onCheckout}
            data-testid="checkout"
          >
            {t.checkout}
            {plan.ids.length > 0 && `(${plan.ids.length})`}
          </Button>
        </div>
      </div>
    </div>
  );
}
