import type { ReactNode } from 'react';
import type { CouponView } from '@yaocai/contract';
import { chinaDay } from '@yaocai/contract';
import { fenToYuan } from '../../lib/money';
import styles from './coupon-ticket.module.css';

/** 2026-05-01 至 2026-05-31, in China dates (a coupon valid from China midnight is 16:00 UTC the day before). */
export function couponValidity(c: Pick<CouponView, 'valid_from' | 'valid_to'>): string {
  return `${chinaDay(c.valid_from)} 至 ${chinaDay(c.valid_to)}`;
}

interface Props {
  coupon: CouponView;
  /** Right-hand button or mark (领取, 去使用, a stamp). */
  action?: ReactNode;
  /** Under the scope: a progress bar, why a coupon cannot be used… */
  extra?: ReactNode;
  size?: 'sm' | 'lg';
  muted?: boolean;
  selected?: boolean;
}

/**
 * A coupon as a ticket: amount big on the red stub, condition under it; name, scope and validity beside.
 * Shared by the cart, the coupon centre, the member's coupons (/yhq) and checkout.
 */
export function CouponTicket({ coupon: c, action, extra, size = 'sm', muted = false, selected = false }: Props) {
  const [yuan, cents] = fenToYuan(c.amount).split('.');
  const cls = [styles.ticket, styles[size], muted ? styles.muted : '', selected ? styles.selected : ''].filter(Boolean).join(' ');
  return (
    <div className={cls} data-testid="coupon-ticket">
      <div className={styles.stub}>
        <div className={styles.amount}>
          <span className={styles.symbol}>¥</span>
          {yuan}
          {cents !== '00' && <span className={styles.cents}>.{cents}</span>}
        </div>
        <div className={styles.condition}>{c.condition_text}</div>
      </div>
      <div className={styles.body}>
        <div className={styles.name} title={c.name}>
          <span className={c.sjly_id === 0 ? styles.kindPlatform : styles.kindShop}>{c.sjly_id === 0 ? '平台券' : '店铺券'}</span>
          {c.name}
        </div>
        <div className={styles.scope} title={c.scope_text}>
          {c.scope_text}
        </div>
        <div className={styles.validity}>{couponValidity(c)}</div>
        {extra}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
