import { useQuery } from '@tanstack/react-query';
import { belowShelfLife, chinaToday, shelfLifeMonthsFor } from '@yaocai/contract';
import { userQuery } from '../../features/accounts/api/session';
import styles from './expiry.module.css';

export const NEAR_EXPIRY_TEXT = '近效期';

/**
 * 有效期至 date with the red 近效期 flag when the server marks it near expiry, and 效期不足 when it expires before the
 * member's 最低剩余效期 (its own setting, read from the profile every page already has).
 */
export function Expiry({
  date,
  nearExpiry,
  testId,
  categoryPath = [],
}: {
  date: string;
  nearExpiry: number | boolean;
  testId?: string;
  /** The goods' category ids (where known, the detail page): a minimum set for one of them applies. */
  categoryPath?: number[];
}) {
  const { data: user } = useQuery(userQuery);
  const months = shelfLifeMonthsFor(user?.min_shelf_life_months ?? 0, user?.shelf_life_categories, categoryPath);
  return (
    <span className={styles.expiry} data-testid={testId}>
      {date || '—'}
      {nearExpiry ? <NearExpiryTag /> : null}
      {date && belowShelfLife(date, months, chinaToday()) ? <ShortShelfLifeTag months={months} /> : null}
    </span>
  );
}

export function NearExpiryTag() {
  return <span className={styles.near}>{NEAR_EXPIRY_TEXT}</span>;
}

/** The batch expires before the member's minimum remaining shelf life. */
export function ShortShelfLifeTag({ months }: { months?: number }) {
  return (
    <span className={styles.short} title={months ? `有效期不足您设置的最低剩余效期${months}个月` : undefined} data-testid="short-expiry-tag">
      效期不足
    </span>
  );
}
