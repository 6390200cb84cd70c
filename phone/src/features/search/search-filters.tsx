import { useState } from 'react';
import { Button, Popup, Selector, Switch } from 'antd-mobile';
import styles from './search.module.css';

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

/** The bar under the search box: 综合, 销量, 价格 (tap again to reverse), and 筛选 with the sheet. */
export function FilterBar(props: { filters: SearchFilters; facets: { sccj: string[]; jx: string[] }; onChange: (f: SearchFilters) => void }) {
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
      <Popup visible={open} onMaskClick={() => setOpen(false)} position="bottom" bodyClassName={styles.sheet}>
        <FilterSheet
          filters={f}
          facets={props.facets}
          onDone={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      </Popup>
    </div>
  );
}

function FilterSheet({
  filters,
  facets,
  onDone,
}: {
  filters: SearchFilters;
  facets: { sccj: string[]; jx: string[] };
  onDone: (f: SearchFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const pick = (key: 'sccj' | 'jx', values: string[]) => {
    const { [key]: _old, ...rest } = draft;
    setDraft(values[0] ? { ...rest, [key]: values[0] } : rest);
  };
  const flag = (key: 'in_stock' | 'near_expiry', on: boolean) => {
    const { [key]: _old, ...rest } = draft;
    setDraft(on ? { ...rest, [key]: '1' } : rest);
  };
  return (
    <div data-testid="phone-search-filters">
      <div className={styles.sheetRow}>
        <span>只看有货</span>
        <Switch checked={draft.in_stock === '1'} onChange={(on) => flag('in_stock', on)} aria-label="只看有货" />
      </div>
      <div className={styles.sheetRow}>
        <span>近效期</span>
        <Switch checked={draft.near_expiry === '1'} onChange={(on) => flag('near_expiry', on)} aria-label="近效期" />
      </div>
      {facets.sccj.length > 0 && (
        <section>
          <h3 className={styles.sheetHead}>生产厂家</h3>
          <Selector
            options={facets.sccj.slice(0, 30).map((v) => ({ label: v, value: v }))}
            value={draft.sccj ? [draft.sccj] : []}
            onChange={(v) => pick('sccj', v)}
          />
        </section>
      )}
      {facets.jx.length > 0 && (
        <section>
          <h3 className={styles.sheetHead}>剂型</h3>
          <Selector
            options={facets.jx.slice(0, 30).map((v) => ({ label: v, value: v }))}
            value={draft.jx ? [draft.jx] : []}
            onChange={(v) => pick('jx', v)}
          />
        </section>
      )}
      <div className={styles.sheetActions}>
        <Button block onClick={() => setDraft({ sort: draft.sort, ...(draft.order ? { order: draft.order } : {}) })}>
          重置
        </Button>
        <Button block color="primary" onClick={() => onDone(draft)}>
          确定
        </Button>
      </div>
    </div>
  );
}
