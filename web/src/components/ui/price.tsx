import { fenToYuan } from '../../lib/money';
import styles from './price.module.css';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

interface PriceProps {
  /** Integer fen; null when the viewer may not see the price. */
  fen: number | null | undefined;
  /** What to show instead of a hidden price (登录后可见, 资质审核通过后可见, 控销商品，授权后可见). */
  tip: string;
  size?: PriceSize;
  className?: string;
}

/** Hidden-price text when the server sent none (should not happen, but never show ¥0.00 for "unknown"). */
const NO_PRICE = '暂无报价';

/**
 * A selling price in red (`¥12.34`), or the server's tip in its place. A null price is never shown as ¥0.00:
 * wholesale buyers read a zero as a real offer.
 */
export function Price({ fen, tip, size = 'md', className }: PriceProps) {
  if (fen === null || fen === undefined) {
    return (
      <span className={cx(styles.tip, styles[`tip_${size}`], className)} data-testid="price-tip">
        {tip || NO_PRICE}
      </span>
    );
  }
  const [yuan, cents] = fenToYuan(fen).split('.');
  return (
    <span className={cx(styles.price, styles[size], className)} data-testid="goods-price">
      <span className={styles.symbol}>¥</span>
      {yuan}
      <span className={styles.cents}>.{cents}</span>
    </span>
  );
}

/** A secondary amount (retail price, threshold): grey, optionally struck through; nothing when hidden. */
export function MutedMoney({ fen, strike = false, label }: { fen: number | null | undefined; strike?: boolean; label?: string }) {
  if (fen === null || fen === undefined) return null;
  return (
    <span className={strike ? `${styles.muted} ${styles.strike}` : styles.muted}>
      {label}¥{fenToYuan(fen)}
    </span>
  );
}

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(' ');
}
