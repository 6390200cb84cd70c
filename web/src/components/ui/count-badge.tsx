import styles from './count-badge.module.css';

/** Spec §9: badges are capped at 99. */
export function formatBadgeCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** A small red count bubble; renders nothing for 0. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      {formatBadgeCount(count)}
    </span>
  );
}
