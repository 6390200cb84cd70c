import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Popover, Spin } from 'antd';
import type { CouponView } from '@yaocai/contract';
import { fenToYuan } from '../../../lib/money';
import { shopCouponsQuery } from '../api/coupons';
import { isHeld } from '../../../lib/coupons';
import { useClaimCoupon } from '../../../components/ui/use-claim-coupon';
import { cartText as t } from '../text';
import { CouponTicket } from '../../../components/ui/coupon-ticket';
import styles from './shop-coupons.module.css';

/** A merchant's coupons: the ones still to claim (领取), then the ones the member holds. */
export function ShopCouponList({ shopId }: { shopId: number }) {
  const { data, isPending } = useQuery(shopCouponsQuery(shopId));
  const { claim, claiming } = useClaimCoupon();
  if (isPending) return <Spin className={styles.spin} />;
  const list = data ?? [];
  const claimable = list.filter((c) => c.can_claim);
  const held = list.filter((c) => !c.can_claim && isHeld(c));
  if (claimable.length === 0 && held.length === 0) return <div className={styles.none}>{t.noShopCoupons}</div>;
  const section = (title: string, items: CouponView[], action: (c: CouponView) => ReactNode) =>
    items.length > 0 && (
      <section>
        <h5 className={styles.title}>{title}</h5>
        <div className={styles.list}>
          {items.map((c) => (
            <CouponTicket key={`${c.id}-${c.member_coupon_id ?? 'tpl'}`} coupon={c} action={action(c)} />
          ))}
        </div>
      </section>
    );
  return (
    <div className={styles.panel} data-testid="shop-coupons">
      {section(t.claimable, claimable, (c) => (
        <Button size="small" type="primary" danger loading={claiming === c.id} onClick={() => void claim(c.id)} data-testid="shop-coupon-claim">
          {t.claim}
        </Button>
      ))}
      {section(t.heldCoupons, held, () => (
        <span className={styles.held} data-testid="shop-coupon-held">
          {t.claimed}
        </span>
      ))}
    </div>
  );
}

/** 领券: opens the merchant's coupons in a popover (the cart's shop row and the goods detail merchant block). */
export function ShopCouponButton({ shopId, children }: { shopId: number; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" destroyOnHidden content={<ShopCouponList shopId={shopId} />}>
      {children ?? (
        <button type="button" className={styles.trigger} data-testid="shop-coupon-button">
          {t.claimCoupon}
        </button>
      )}
    </Popover>
  );
}

/** The goods detail merchant block's 领券 strip: the first coupons as tags, the full list on click. */
export function ShopCouponStrip({ shopId }: { shopId: number }) {
  const { data } = useQuery(shopCouponsQuery(shopId, true));
  const list = (data ?? []).filter((c) => c.can_claim || isHeld(c));
  if (list.length === 0) return null;
  return (
    <div className={styles.strip} data-testid="shop-coupon-strip">
      <span className={styles.stripLabel}>{t.claimCoupon}</span>
      <ShopCouponButton shopId={shopId}>
        <button type="button" className={styles.stripTags}>
          {list.slice(0, 3).map((c) => (
            <span key={c.id} className={styles.stripTag}>
              {c.condition_text.replace(/可用$/, '')}减{fenToYuan(c.amount).replace(/\.00$/, '')}
            </span>
          ))}
        </button>
      </ShopCouponButton>
    </div>
  );
}
