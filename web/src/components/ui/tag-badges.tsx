import { readableOnWhite } from './readable-color';
import styles from './tag-badges.module.css';

export interface TagBadge {
  name: string;
  describe: string;
  is_show: number;
  color: string;
}

/** Spec §9: promotion tags (优, 秒, 满, 特, 新, 赠 …) in the colour the server defines for each. */
export function TagBadges({ tags, max }: { tags: TagBadge[]; max?: number }) {
  const shown = tags.filter((t) => t.is_show !== 0).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <span className={styles.tags}>
      {shown.map((t) => (
        <span key={t.name} className={styles.tag} style={{ color: readableOnWhite(t.color), borderColor: t.color }} title={t.describe || t.name}>
          {t.name}
        </span>
      ))}
    </span>
  );
}
