import styles from './page-loading.module.css';

/**
 * Shown while a page module loads for the first time; tall enough that the footer does not jump up. A CSS spinner,
 * so the shell draws it before any component library has loaded.
 */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status" aria-label="加载中">
      <span className={styles.spinner} />
    </div>
  );
}
