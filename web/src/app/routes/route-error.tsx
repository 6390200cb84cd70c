import { reloadPage } from '../../lib/feedback';
import styles from './route-error.module.css';

/**
 * Last resort when rendering a route throws (most often a page chunk that failed to load after a deploy):
 * offer a reload instead of React Router's developer screen. Plain markup: the component library may be the very
 * chunk that failed to load.
 */
export function RouteError() {
  return (
    <div className={styles.wrap} role="alert">
      <div className={styles.code}>500</div>
      <h1 className={styles.title}>页面出错了</h1>
      <p className={styles.sub}>请刷新页面后重试</p>
      <button type="button" className={styles.button} onClick={reloadPage}>
        刷新
      </button>
    </div>
  );
}
