import type { NavItem } from '@yaocai/contract';
import { useLocation } from 'react-router';
import { SmartLink } from '../../../components/ui/smart-link';
import styles from './main-nav.module.css';

/** Spec §9: the header nav shows at most 9 entries. */
export const MAX_NAV_ITEMS = 9;

function isActive(url: string, pathname: string) {
  const path = url.split('?')[0];
  return path === '/' ? pathname === '/' : path !== '' && pathname.startsWith(path);
}

/** Main navigation from common data; children open as a hover submenu. */
export function MainNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const visible = items.filter((n) => n.is_open !== 0).slice(0, MAX_NAV_ITEMS);
  return (
    <nav className={styles.nav} data-testid="main-nav">
      {visible.map((item) => {
        const children = item.children.filter((c) => c.is_open !== 0);
        return (
          <div key={item.id} className={styles.entry}>
            <SmartLink href={item.url} className={isActive(item.url, pathname) ? `${styles.link} ${styles.active}` : styles.link}>
              {item.image && <img src={item.image} alt="" className={styles.icon} />}
              {item.name}
            </SmartLink>
            {children.length > 0 && (
              <ul className={styles.sub}>
                {children.map((c) => (
                  <li key={c.id}>
                    <SmartLink href={c.url}>{c.name}</SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
