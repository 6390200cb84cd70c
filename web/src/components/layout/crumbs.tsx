import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import styles from './crumbs.module.css';

interface Props extends HTMLAttributes<HTMLElement> {
  /** From the first (首页) to the page itself, which is the last and drawn darker. */
  items: { title: ReactNode }[];
}

/**
 * A trail of links (首页 / 西药 / … / the page), drawn as antd's Breadcrumb draws one — same markup, sizes and colours —
 * without its code: antd's Breadcrumb brings its Dropdown and Menu (for crumbs with a menu, which these never have),
 * about 18 kB of gzip on the goods page's first load.
 */
export function Crumbs({ items, className, ...rest }: Props) {
  return (
    <nav className={className ? `${styles.crumbs} ${className}` : styles.crumbs} {...rest}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li className={styles.item}>
              <span>{item.title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
