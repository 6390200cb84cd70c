import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '@yaocai/contract';
import { CloseOutlined, DownOutlined, RightOutlined, UpOutlined } from '@ant-design/icons';
import type { Facets } from '../api/goods';
import { categoryPath } from '../model/category-path';
import { activeFilterKeys, CLASSIFICATION_NAMES, withFilter, type Classification, type FilterUpdate, type ListFilters } from '../model/list-filters';
import { catalogText as t } from '../text';
import styles from './filter-bar.module.css';

interface Props {
  filters: ListFilters;
  fixed: Partial<ListFilters>;
  onChange: (update: FilterUpdate) => void;
  /** Category trees, the zone's own first (for names and the children row). */
  trees: MenuCategory[][];
  facets: Facets | undefined;
  /** Where a category link goes when the zone fixes the category (it cannot change in place). */
  categoryHref: (id: number) => string;
  /** First crumb (全部商品, or 搜索 “…”). */
  root?: ReactNode;
}

function ChipRow({
  label,
  options,
  value,
  onPick,
  testId,
  loading = false,
}: {
  label: string;
  options: { key: string; label: string; onClick?: () => void; href?: string }[];
  value: string | undefined;
  onPick?: (key: string | undefined) => void;
  testId: string;
  /** Options still on their way: the row holds its place so the list below does not jump when they arrive. */
  loading?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (loading && options.length === 0)
    return (
      <div className={styles.row} aria-busy>
        <div className={styles.label}>{label}</div>
        <div className={styles.values} />
      </div>
    );
  if (options.length === 0) return null;
  const long = options.length > 8;
  return (
    <div className={styles.row} data-testid={testId}>
      <div className={styles.label}>{label}</div>
      <div className={open ? `${styles.values} ${styles.open}` : styles.values}>
        {options.map((o) => {
          const active = o.key === value;
          const className = active ? `${styles.chip} ${styles.active}` : styles.chip;
          if (o.href) {
            return (
              <Link key={o.key} to={o.href} className={className} title={o.label}>
                {o.label}
              </Link>
            );
          }
          return (
            <button key={o.key} type="button" className={className} title={o.label} onClick={() => onPick?.(active ? undefined : o.key)}>
              {o.label}
              {active && <CloseOutlined className={styles.chipClose} />}
            </button>
          );
        })}
      </div>
      {long && (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)}>
          {open ? t.less : t.more}
          {open ? <UpOutlined /> : <DownOutlined />}
        </button>
      )}
    </div>
  );
}

/**
 * The filter box above a goods list: category trail and children, manufacturer, dosage form and prescription class,
 * then the chosen conditions with a way to drop each. Every choice lands in the URL through `onChange`.
 */
export function FilterBar({ filters, fixed, onChange, trees, facets, categoryHref, root }: Props) {
  const set = (patch: Partial<ListFilters>) => onChange((f) => withFilter(f, patch));
  const path = categoryPath(trees, filters.select);
  const current = path.at(-1);
  const selectFixed = 'select' in fixed;
  const children = current ? current.children : filters.select ? [] : (trees[0] ?? []);
  const catOption = (c: MenuCategory) =>
    selectFixed ? { key: String(c.id), label: c.name, href: categoryHref(c.id) } : { key: String(c.id), label: c.name };

  const active = activeFilterKeys(filters, fixed);
  const activeLabel = (k: keyof ListFilters): string => {
    if (k === 'sccj') return `${t.manufacturer}：${filters.sccj}`;
    if (k === 'jx') return `${t.dosageForm}：${filters.jx}`;
    if (k === 'classification') return `${t.classification}：${CLASSIFICATION_NAMES[filters.classification!]}`;
    if (k === 'in_stock') return t.inStock;
    if (k === 'near_expiry') return t.nearExpiry;
    return t.freeShipping;
  };

  return (
    <section className={styles.box} data-testid="filter-bar">
      <nav className={styles.crumbs} aria-label="分类路径" data-testid="list-breadcrumb">
        {root ?? (
          <button type="button" className={styles.crumbLink} disabled={selectFixed} onClick={() => set({ select: undefined })}>
            {t.allGoods}
          </button>
        )}
        {path.map((c, i) => (
          <span key={c.id} className={styles.crumb}>
            <RightOutlined className={styles.crumbArrow} />
            {i === path.length - 1 ? (
              <strong>{c.name}</strong>
            ) : selectFixed ? (
              <Link to={categoryHref(c.id)} className={styles.crumbLink}>
                {c.name}
              </Link>
            ) : (
              <button type="button" className={styles.crumbLink} onClick={() => set({ select: c.id })}>
                {c.name}
              </button>
            )}
          </span>
        ))}
      </nav>
      <ChipRow
        label={t.category}
        testId="filter-category"
        options={children.map(catOption)}
        value={undefined}
        onPick={(key) => key && set({ select: Number(key) })}
      />
      <ChipRow
        label={t.manufacturer}
        testId="filter-sccj"
        loading={facets === undefined}
        options={(facets?.sccj ?? []).map((v) => ({ key: v, label: v }))}
        value={filters.sccj}
        onPick={(v) => set({ sccj: v })}
      />
      <ChipRow
        label={t.dosageForm}
        testId="filter-jx"
        loading={facets === undefined}
        options={(facets?.jx ?? []).map((v) => ({ key: v, label: v }))}
        value={filters.jx}
        onPick={(v) => set({ jx: v })}
      />
      <ChipRow
        label={t.classification}
        testId="filter-classification"
        options={(Object.keys(CLASSIFICATION_NAMES) as Classification[]).map((k) => ({ key: k, label: CLASSIFICATION_NAMES[k] }))}
        value={filters.classification}
        onPick={(v) => set({ classification: v as Classification | undefined })}
      />
      {active.length > 0 && (
        <div className={styles.row}>
          <div className={styles.label}>{t.selected}</div>
          <div className={styles.values}>
            {active.map((k) => (
              <button key={k} type="button" className={styles.selected} onClick={() => set({ [k]: undefined })}>
                {activeLabel(k)}
                <CloseOutlined className={styles.chipClose} />
              </button>
            ))}
            <button type="button" className={styles.clear} onClick={() => set(Object.fromEntries(active.map((k) => [k, undefined])))}>
              {t.clearFilters}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
