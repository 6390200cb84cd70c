import { lazy, Suspense, useState } from 'react';
import styles from './search.module.css';

/** The sheet's parts (Popup, Selector, Switch) load on the first tap of 筛选, not with the results. */
const FilterSheet = lazy(() => import('./filter-sheet'));

/** What a phone search is narrowed and ordered by; each is a URL parameter, so a shared address keeps it. */
export interface SearchFilters {
  sort: 'default' | 'sales' | 'price';
  order?: 'asc' | 'desc';
  sccj?: string;
  jx?: string;
  in_stock?: '1';
  near_expiry?: '1';
}

export function filtersFrom(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    sort: sort === 'sales' || sort === 'price' ? sort : 'default',
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    ...(params.get('sccj') ? { sccj: params.get('sccj')! } : {}),
    ...(params.get('jx') ? { jx: params.get('jx')! } : {}),
    ...(params.get('in_stock') === '1' ? { in_stock: '1' as const } : {}),
    ...(params.get('near_expiry') === '1' ? { near_expiry: '1' as const } : {}),
  };
}

/** Where the sheet's 厂家 and 剂型 come from: a query, run when the sheet opens. */
export interface FacetSource {
  key: readonly unknown[];
  load: () => Promise<{ sccj: string[]; jx: string[] }>;
}

/** The bar under the search box: 综合, 销量, 价格 (tap again to reverse), and 筛选 with the sheet. */
export function FilterBar(props: { facetSource: FacetSource; filters: SearchFilters; onChange: (f: SearchFilters) => void }) {
  const { filters: f, onChange } = props;
  const [open, setOpen] = useState(false);
  const narrowed = [f.sccj, f.jx, f.in_stock, f.near_expiry].filter(Boolean).length;
  const sortButton = (sort: SearchFilters['sort'], label: string) => {
    const active = f.sort === sort;
    const arrow = sort === 'price' && active ? (f.order === 'desc' ? '↓' : '↑') : '';
    return (
      <button
        type="button"
        className={active ? `${styles.sort} ${styles.sortOn}` : styles.sort}
        aria-pressed={active}
        onClick={() => {
          const { order: _order, ...rest } = f;
          if (sort !== 'price') onChange({ ...rest, sort });
          else onChange({ ...rest, sort, order: active && f.order !== 'desc' ? 'desc' : 'asc' });
        }}
      >
        {label}
        {arrow}
      </button>
    );
  };
  return (
    <div className={styles.filterBar}>
      {sortButton('default', '综合')}
      {sortButton('sales', '销量')}
      {sortButton('price', '价格')}
      <button type="button" className={narrowed ? `${styles.sort} ${styles.sortOn}` : styles.sort} onClick={() => setOpen(true)}>
        筛选{narrowed ? `(${narrowed})` : ''}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet
            facetSource={props.facetSource}
            filters={f}
            onClose={() => setOpen(false)}
            onDone={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
