import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { cartListQuery, type CouponChoice } from '../api/cart';
import { CouponPicker } from '../components/coupon-picker';
import { SettleBar } from '../components/settle-bar';
import { ShopGroupView } from '../components/shop-group';
import { useCartActions } from '../hooks/use-cart-actions';
import { allLines, appliedCouponIds, selectableIds, selectedIds, selectionState, settleHref, settlePlan } from '../model/cart-view';
import { couponChoiceParam, parseCouponChoice } from '../model/coupon-choice';
import { cartText as t } from '../text';
import styles from '../components/cart-page.module.css';

interface Props {
  /** null while the session is still loading. */
  isMember: boolean | null;
  /** /cart_new: the same cart in a denser list without images. */
  variant?: 'full' | 'compact';
  /** Above the lines (the route gives the e-contract banner of the accounts feature). */
  notice?: ReactNode;
}

/** Step 1 of checkout (/cart, /cart_step1, /cart_new): the cart by shop, with the server's totals and coupons. */
export function CartTemplate({ isMember, variant = 'full', notice }: Props) {
  const [params, setParams] = useSearchParams();
  const choice = parseCouponChoice(params.get('coupon_ids'));
  const { data, isPending } = useQuery({ ...cartListQuery(choice), enabled: isMember === true });
  const { select, edit, remove } = useCartActions();
  const [picking, setPicking] = useState(false);
  const navigate = useNavigate();

  if (isMember === false) {
    return (
      <PageContainer className={styles.page}>
        <EmptyState text={t.loginPrompt}>
          <Link to="/login?redirect=%2Fcart">
            <Button type="primary">{t.login}</Button>
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }
  if (isPending || !data) {
    return (
      <PageContainer className={styles.page} data-testid="cart-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  }
  const groups = data.data.filter((g) => g.lines.length > 0);
  if (groups.length === 0) {
    return (
      <PageContainer className={styles.page} data-testid="cart-empty">
        <EmptyState text={t.empty}>
          <Link to="/">
            <Button type="primary">{t.goShopping}</Button>
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }

  const lines = allLines(groups);
  const all = selectionState(lines);
  const picked = selectedIds(groups);
  const applied = appliedCouponIds(data.coupons);
  // 去结算 takes only the shops that reach their 起订金额; the coupons the server applied are of those shops alone.
  const plan = settlePlan(data);
  const choose = (next: CouponChoice) => {
    setPicking(false);
    const value = couponChoiceParam(next);
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (value === null) q.delete('coupon_ids');
        else q.set('coupon_ids', value);
        return q;
      },
      { replace: true },
    );
  };

  return (
    <PageContainer className={styles.page} data-testid="cart-page">
      {notice}
      <div className={`${styles.row} ${styles.tableHead}`}>
        <div className={styles.colCheck} />
        <div className={styles.colGoods}>{t.head.goods}</div>
        <div className={styles.colPrice}>{t.head.price}</div>
        <div className={styles.colQty}>{t.head.quantity}</div>
        <div className={styles.colTotal}>{t.head.subtotal}</div>
        <div className={styles.colAction}>{t.head.action}</div>
      </div>
      <div className={variant === 'compact' ? styles.compact : undefined}>
        {groups.map((g) => (
          <ShopGroupView
            key={g.shop_id}
            group={g}
            compact={variant === 'compact'}
            onSelect={(ids, on) => void select(ids, on)}
            onEdit={(id, n) => void edit(id, n)}
            onRemove={(ids) => remove(ids)}
          />
        ))}
      </div>
      <SettleBar
        allChecked={all.checked}
        allIndeterminate={all.indeterminate}
        allDisabled={all.disabled}
        selectedCount={picked.length}
        breakdown={data.breakdown}
        plan={plan}
        couponCount={applied.length}
        onSelectAll={(on) => void select(selectableIds(lines), on)}
        onRemoveSelected={() => remove(picked, t.confirmRemoveSelected(picked.length))}
        onChooseCoupon={() => setPicking(true)}
        onCheckout={() => navigate(settleHref(plan.ids, applied))}
      />
      <CouponPicker open={picking} applied={applied} onClose={() => setPicking(false)} onChoose={choose} />
    </PageContainer>
  );
}
