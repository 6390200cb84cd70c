import type { ReactNode } from 'react';
import { chinaDay, formatFen, type CouponView } from '@yaocai/contract';
import styles from './coupon-ticket.module.css';

/** 2026-05-01 至 2026-05-31, in China days. */
export function couponValidity(c: Pick<CouponView, 'valid_from' | 'valid_to'>): string {
  return `${chinaDay(c.valid_from)} 至 ${chinaDay(c.valid_to)}`;
}

/**
 * Where 去使用 leads, as on the desktop: platform coupons to the goods list, a shop's to that shop's goods (the desktop
 * page until the list has a phone page of its own).
 */
export function couponUseHref(sjlyId: number): string {
  return sjlyId === 0 ? '/list' : `/list?shop_id=${sjlyId}`;
}

/** A coupon as a phone ticket: the amount and its condition on the red stub, name, scope and validity beside. */
export function CouponTicket({ coupon: c, action, extra, muted }: { coupon: CouponView; action?: ReactNode; extra?: ReactNode; muted?: boolean }) {
  const [yuan, cents] = formatFen(c.amount).split('.');
  return (
    <div className={`${styles.ticket} ${muted ? styles.muted : ''}`} data-testid="phone-coupon" data-coupon-id={c.id}>
      <div className={styles.stub}>
        <div className={styles.amount}>
          <small>¥</small>
          {yuan}
          {cents && cents !== '00' && <small>.{cents}</small>}
        </div>
        <div className={styles.condition}>{c.condition_text}</div>
      </div>
      <div className={styles.body}>
        <div className={styles.name}>
          <span className={c.sjly_id === 0 ? styles.kindPlatform : styles.kindShop}>{c.sjly_id === 0 ? '平台券' : '店铺券'}</span>
          {c.name}
        </div>
        <div className={styles.scope}>{c.scope_text}</div>
        <div className={styles.validity}>{couponValidity(c)}</div>
        {extra}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
