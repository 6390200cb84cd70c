import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './stat-tile.module.css';

interface Props {
  label: string;
  /** The figure, already formatted (¥1,234.00, 3 张); undefined while loading. */
  value: ReactNode | undefined;
  to: string;
  /** A small link under the figure (去充值, 去领券). */
  action?: { label: string; to: string };
  hint?: ReactNode;
  testId?: string;
}

/** One figure of the member's money or rights, linking to where it is managed (the /user assets row). */
export function StatTile({ label, value, to, action, hint, testId }: Props) {
  return (
    <div className={styles.tile} data-testid={testId}>
      <Link to={to} className={styles.label}>
        {label}
      </Link>
      <Link to={to} className={styles.value}>
        {value ?? '—'}
      </Link>
      <div className={styles.foot}>
        {hint && <span className={styles.hint}>{hint}</span>}
        {action && (
          <Link to={action.to} className={styles.action}>
            {action.label}
          </Link>
        )}
      </div>
    </div>
  );
}
