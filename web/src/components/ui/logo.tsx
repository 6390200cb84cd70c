import { Link } from 'react-router';
import styles from './logo.module.css';

/** The 药采 mark: a cross on a green tile with the name and the tagline. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={styles.logo} title="药采首页">
      <svg viewBox="0 0 32 32" className={compact ? styles.markSmall : styles.mark} aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
      </svg>
      <span className={styles.text}>
        <span className={compact ? styles.nameSmall : styles.name}>药采</span>
        {!compact && <span className={styles.tagline}>医药B2B批发采购平台</span>}
      </span>
    </Link>
  );
}
