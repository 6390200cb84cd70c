import styles from './expiry.module.css';

export const NEAR_EXPIRY_TEXT = '近效期';

/** 有效期至 date with the red 近效期 flag when the server marks it near expiry. */
export function Expiry({ date, nearExpiry, testId }: { date: string; nearExpiry: number | boolean; testId?: string }) {
  return (
    <span className={styles.expiry} data-testid={testId}>
      {date || '—'}
      {nearExpiry ? <NearExpiryTag /> : null}
    </span>
  );
}

export function NearExpiryTag() {
  return <span className={styles.near}>{NEAR_EXPIRY_TEXT}</span>;
}
