import { useState } from 'react';
import type { MenuCategory } from '@yaocai/contract';
import { Link } from 'react-router';
import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { categoryHref, TOP_CATEGORIES_SHOWN, type CategoryZone } from '../model/category-links';
import { catalogText } from '../text';
import styles from './category-menu.module.css';

interface Props {
  categories: MenuCategory[];
  zone: CategoryZone;
  /** Home page: the list stays open; elsewhere it opens on hover. */
  expanded: boolean;
}

function Flyout({ category, zone }: { category: MenuCategory; zone: CategoryZone }) {
  if (category.children.length === 0) return null;
  return (
    <div className={styles.flyout}>
      {category.children.map((level2) => (
        <dl key={level2.id} className={styles.row}>
          <dt>
            <Link to={categoryHref(zone, level2.id)}>
              {level2.name}
              <RightOutlined className={styles.arrow} />
            </Link>
          </dt>
          <dd>
            {level2.children.map((level3) => (
              <Link key={level3.id} to={categoryHref(zone, level3.id)}>
                {level3.name}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

/**
 * "全部商品分类": the first 7 top categories, each with a hover panel of its level-2 and level-3 children.
 *
 * The hidden parts (the whole list away from the home page, every flyout) are drawn when the pointer or the keyboard
 * first reaches the menu: some 400 elements a page's first load would otherwise draw, lay out and never show.
 */
export function CategoryMenu({ categories, zone, expanded }: Props) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const top = categories.slice(0, TOP_CATEGORIES_SHOWN);
  return (
    <div className={expanded ? `${styles.menu} ${styles.expanded}` : styles.menu} data-testid="category-menu" onPointerEnter={reach} onFocus={reach}>
      <div className={styles.title}>
        <AppstoreOutlined />
        {catalogText.allCategories}
      </div>
      {(expanded || reached) && <MenuPanel top={top} zone={zone} withFlyouts={reached} />}
    </div>
  );
}

function MenuPanel({ top, zone, withFlyouts }: { top: MenuCategory[]; zone: CategoryZone; withFlyouts: boolean }) {
  return (
    <ul className={styles.panel}>
      {top.length === 0 && <li className={styles.empty}>{catalogText.noCategories}</li>}
      {top.map((c) => (
        <li key={c.id} className={styles.item} data-testid="category-menu-item">
          <Link to={categoryHref(zone, c.id)} className={styles.itemLink}>
            {c.logo && <img src={c.logo} alt="" className={styles.logo} />}
            <span className={styles.itemName}>{c.name}</span>
            <RightOutlined className={styles.arrow} />
          </Link>
          <div className={styles.peek}>
            {c.children.slice(0, 3).map((child) => (
              <Link key={child.id} to={categoryHref(zone, child.id)}>
                {child.name}
              </Link>
            ))}
          </div>
          {withFlyouts && <Flyout category={c} zone={zone} />}
        </li>
      ))}
    </ul>
  );
}
