import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Checkbox } from 'antd';
import {
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BarsOutlined,
  CaretDownOutlined,
  CaretUpOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { withFilter, withSort, type FilterUpdate, type FlagKey, type ListFilters, type SortKey } from '../model/list-filters';
import type { ListView } from '../model/zones';
import { catalogText as t } from '../text';
import styles from './sort-bar.module.css';

interface Props {
  filters: ListFilters;
  fixed: Partial<ListFilters>;
  onChange: (update: FilterUpdate) => void;
  total: number | undefined;
  /** Search counted only up to `total`: more goods match (shown as 1000+). */
  totalCapped?: boolean;
  view: ListView;
  viewHrefs: Record<ListView, string>;
  onView: (view: ListView) => void;
}

const SORT_KEYS: SortKey[] = ['default', 'sales', 'price', 'new'];
const CHECKS: { key: FlagKey; label: string; testId: string }[] = [
  { key: 'in_stock', label: t.inStock, testId: 'filter-in-stock' },
  { key: 'near_expiry', label: t.nearExpiry, testId: 'filter-near-expiry' },
  { key: 'free_shipping', label: t.freeShipping, testId: 'filter-free-shipping' },
];

function SortIcon({ sort, filters }: { sort: SortKey; filters: ListFilters }) {
  if (sort === 'price') {
    const on = filters.sort === 'price';
    return (
      <span className={styles.carets} aria-hidden>
        <CaretUpOutlined className={on && filters.order === 'asc' ? styles.caretOn : undefined} />
        <CaretDownOutlined className={on && filters.order === 'desc' ? styles.caretOn : undefined} />
      </span>
    );
  }
  if (sort === 'default') return null;
  return filters.sort === sort && filters.order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined />;
}

/** Sort buttons, quick filters, the total, a mini pager and the 卡片 / 列表 view switch. */
export function SortBar({ filters, fixed, onChange, total, totalCapped = false, view, viewHrefs, onView }: Props) {
  const switchTo = (to: ListView) => (e: MouseEvent) => {
    // A plain click switches from the URL as it is now; modified clicks (new tab) keep the link's own behaviour.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onView(to);
  };
  const pages = total ? Math.max(1, Math.ceil(total / filters.page_size)) : 1;
  const go = (page: number) => onChange((f) => ({ ...f, page }));
  return (
    <div className={styles.bar} data-testid="sort-bar">
      <div className={styles.sorts}>
        {SORT_KEYS.map((s) => (
          <button
            key={s}
            type="button"
            className={filters.sort === s ? `${styles.sort} ${styles.on}` : styles.sort}
            onClick={() => onChange((f) => withSort(f, s))}
            data-testid={`sort-${s}`}
            aria-pressed={filters.sort === s}
            data-order={filters.sort === s ? filters.order : undefined}
          >
            {t.sorts[s]}
            <SortIcon sort={s} filters={filters} />
          </button>
        ))}
      </div>
      <div className={styles.checks}>
        {CHECKS.map((c) => (
          <Checkbox
            key={c.key}
            checked={!!filters[c.key]}
            disabled={c.key in fixed}
            onChange={(e) => {
              const on = e.target.checked || undefined;
              onChange((f) => withFilter(f, { [c.key]: on }));
            }}
            data-testid={c.testId}
          >
            {c.label}
          </Checkbox>
        ))}
      </div>
      <div className={styles.right}>
        <span className={styles.total} data-testid="list-total">
          共 <b>{total === undefined ? '-' : `${total}${totalCapped ? '+' : ''}`}</b> 件商品
        </span>
        <span className={styles.mini}>
          <b>{filters.page}</b>/{pages}
          <button type="button" disabled={filters.page <= 1} onClick={() => go(filters.page - 1)} aria-label="上一页">
            <LeftOutlined />
          </button>
          <button type="button" disabled={filters.page >= pages} onClick={() => go(filters.page + 1)} aria-label="下一页">
            <RightOutlined />
          </button>
        </span>
        <span className={styles.views}>
          <Link
            to={viewHrefs.cards}
            onClick={switchTo('cards')}
            className={view === 'cards' ? `${styles.view} ${styles.viewOn}` : styles.view}
            data-testid="view-switch-cards"
            aria-current={view === 'cards' ? 'page' : undefined}
          >
            <AppstoreOutlined />
            {t.cardsView}
          </Link>
          <Link
            to={viewHrefs.table}
            onClick={switchTo('table')}
            className={view === 'table' ? `${styles.view} ${styles.viewOn}` : styles.view}
            data-testid="view-switch-table"
            aria-current={view === 'table' ? 'page' : undefined}
          >
            <BarsOutlined />
            {t.tableView}
          </Link>
        </span>
      </div>
    </div>
  );
}
