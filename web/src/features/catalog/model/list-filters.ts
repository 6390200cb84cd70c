import type { GoodsListQuery } from '@yaocai/contract';
import type { FormFields } from '../../../lib/api-client';

/**
 * The goods-list filters and their URL form. Filters, sort and page live in the query string so Back/Forward and
 * shared links restore a list exactly; zones add fixed filters that the URL cannot change.
 */

export type Classification = NonNullable<GoodsListQuery['classification']>;
export type SortKey = GoodsListQuery['sort'];
export type SortOrder = 'asc' | 'desc';

/** Mirrors the contract's CLASSIFICATION_NAMES (the contract package is type-only here: it would bundle zod). */
export const CLASSIFICATION_NAMES: Record<Classification, string> = {
  rx: '处方药',
  otc_a: '甲类OTC',
  otc_b: '乙类OTC',
  other: '其他',
};
const CLASSIFICATIONS = Object.keys(CLASSIFICATION_NAMES) as Classification[];
const SORTS: SortKey[] = ['default', 'sales', 'price', 'new'];

export const FLAG_KEYS = ['yx', 'zy', 'kx', 'welfare', 'free_shipping', 'in_stock', 'near_expiry'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 40, 60, 100];
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

export interface ListFilters extends Partial<Record<FlagKey, boolean>> {
  page: number;
  page_size: number;
  select?: number;
  shop_id?: number;
  brand_id?: number;
  sccj?: string;
  jx?: string;
  classification?: Classification;
  /** One 控销 group (/kxzq/goods/{url}): fixed by the path, never in the query string. */
  kx_group?: string;
  sort: SortKey;
  order?: SortOrder;
}

/** A change of the filters, applied to the current ones (see useListUrlState). */
export type FilterUpdate = (current: ListFilters) => ListFilters;

/** Every query key this model owns; anything else in the URL (keywords, type, view) is left alone. */
const FILTER_KEYS = ['select', 'shop_id', 'brand_id', 'sccj', 'jx', 'classification', ...FLAG_KEYS, 'sort', 'order', 'page', 'page_size'] as const;

function positiveInt(raw: string | null, max = 2_147_483_647): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

function text(raw: string | null, max: number): string | undefined {
  const t = raw?.trim();
  return t ? t.slice(0, max) : undefined;
}

/** Sales and newest read best from the top; price starts at the cheapest. */
export function defaultOrder(sort: SortKey): SortOrder | undefined {
  if (sort === 'default') return undefined;
  return sort === 'price' ? 'asc' : 'desc';
}

export function parseListFilters(params: URLSearchParams, fixed: Partial<ListFilters> = {}): ListFilters {
  const sortRaw = params.get('sort') as SortKey | null;
  const sort: SortKey = sortRaw && SORTS.includes(sortRaw) ? sortRaw : 'default';
  const orderRaw = params.get('order');
  const order: SortOrder | undefined = sort === 'default' ? undefined : orderRaw === 'asc' || orderRaw === 'desc' ? orderRaw : defaultOrder(sort);
  const cls = params.get('classification') as Classification | null;
  const filters: ListFilters = {
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    page_size: positiveInt(params.get('page_size'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    select: positiveInt(params.get('select')),
    shop_id: positiveInt(params.get('shop_id')),
    brand_id: positiveInt(params.get('brand_id')),
    sccj: text(params.get('sccj'), 100),
    jx: text(params.get('jx'), 30),
    classification: cls && CLASSIFICATIONS.includes(cls) ? cls : undefined,
    sort,
    order,
  };
  for (const key of FLAG_KEYS) if (params.get(key) === '1') filters[key] = true;
  return { ...filters, ...fixed };
}

/**
 * The URL form of `filters`: keeps the non-filter params of `base` (keywords, type, view), omits defaults and the
 * zone's fixed filters, and writes keys in one stable order (so equal filters give equal URLs and cache keys).
 */
export function toListParams(filters: ListFilters, fixed: Partial<ListFilters> = {}, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  base?.forEach((value, key) => {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) out.append(key, value);
  });
  const put = (key: keyof ListFilters, value: string | undefined) => {
    if (value !== undefined && !(key in fixed)) out.set(key, value);
  };
  put('select', filters.select?.toString());
  put('shop_id', filters.shop_id?.toString());
  put('brand_id', filters.brand_id?.toString());
  put('sccj', filters.sccj || undefined);
  put('jx', filters.jx || undefined);
  put('classification', filters.classification);
  for (const key of FLAG_KEYS) put(key, filters[key] ? '1' : undefined);
  if (filters.sort !== 'default') {
    put('sort', filters.sort);
    if (filters.order && filters.order !== defaultOrder(filters.sort)) put('order', filters.order);
  }
  if (filters.page > 1) put('page', String(filters.page));
  if (filters.page_size !== DEFAULT_PAGE_SIZE) put('page_size', String(filters.page_size));
  return out;
}

/** The API query of /api/goods/list, /facets and /search-new (fixed filters included, flags as 1). */
export function toApiQuery(filters: ListFilters): FormFields {
  const q: FormFields = {
    page: filters.page,
    page_size: filters.page_size,
    select: filters.select,
    shop_id: filters.shop_id,
    brand_id: filters.brand_id,
    sccj: filters.sccj,
    jx: filters.jx,
    classification: filters.classification,
    kx_group: filters.kx_group,
    sort: filters.sort,
    order: filters.order,
  };
  for (const key of FLAG_KEYS) if (filters[key]) q[key] = 1;
  return q;
}

/** The facet query ignores paging and sort: options depend on the filtered set only. */
export function toFacetQuery(filters: ListFilters): FormFields {
  const { page: _p, page_size: _s, sort: _o, order: _d, ...rest } = toApiQuery(filters);
  return rest;
}

/** A filter change starts again at page 1. */
export function withFilter(filters: ListFilters, patch: Partial<ListFilters>): ListFilters {
  return { ...filters, page: 1, ...patch };
}

/** 综合 / 销量 / 最新 select a sort; 价格 toggles between ascending and descending when already selected. */
export function withSort(filters: ListFilters, sort: SortKey): ListFilters {
  if (sort === filters.sort && sort === 'price') {
    return { ...filters, page: 1, order: filters.order === 'asc' ? 'desc' : 'asc' };
  }
  return { ...filters, page: 1, sort, order: defaultOrder(sort) };
}

/** The filters a buyer set (for the 已选条件 row); zone-fixed filters are not removable and not listed. */
export function activeFilterKeys(filters: ListFilters, fixed: Partial<ListFilters> = {}): (keyof ListFilters)[] {
  const keys: (keyof ListFilters)[] = ['sccj', 'jx', 'classification', 'in_stock', 'near_expiry', 'free_shipping'];
  return keys.filter((k) => !(k in fixed) && filters[k] !== undefined && filters[k] !== false);
}
