import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { EndpointHandle, InputOf, OutputOf } from '@yaocai/contract';
import { call } from './api-client';

/** The console's lists show 20 rows a page unless the page lets the operator choose. */
export const PAGE_SIZE = 20;

/** One page of a console list, as every list endpoint answers it (some add counts or totals beside). */
export interface PageOf<Row> {
  list: Row[];
  total: number;
}

/**
 * The cache key of one page of a list: the list's own key, then the query sent. Everything that changes the request
 * changes the key, and invalidating the list's own key (a prefix) refreshes every page and filter of it.
 */
export const pagedQueryKey = (key: QueryKey, query: object): QueryKey => [...key, query];

/** A list endpoint: a GET whose filters, page and page size are its query. */
export type ListHandle = EndpointHandle<'GET'>;

/**
 * The query a list endpoint takes: its schema's fields and no other, each as the schema's input or as the text a page
 * reads from its URL filters (a tab's status, a state) — the server checks it, as it checks any query. A list of
 * either audience (a union of handles) takes the query of either.
 */
export type ListQueryOf<H> = H extends unknown
  ? InputOf<H> extends { query?: infer Q }
    ? { [K in keyof Q]: Q[K] | string }
    : Record<never, never>
  : never;

interface PagedOptions {
  enabled?: boolean;
  refetchInterval?: number;
}

/**
 * One page of a console list (`endpoint` with `query`, which carries the page and its size). While the next page or
 * filter loads, the table keeps the rows it shows; a superseded request is aborted.
 */
export function usePagedQuery<H extends ListHandle>(
  key: QueryKey,
  endpoint: H,
  query: ListQueryOf<H>,
  opts?: PagedOptions,
): UseQueryResult<OutputOf<H>>;
export function usePagedQuery(key: QueryKey, endpoint: ListHandle, query: object, opts: PagedOptions = {}) {
  return useQuery({
    queryKey: pagedQueryKey(key, query),
    queryFn: ({ signal }) => call(endpoint as EndpointHandle<'GET', string, { query?: object }, unknown>, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: opts.refetchInterval,
  });
}

/**
 * The pager under a console table of a paged list: the page shown, its size, the list's total, and what choosing
 * another page does. A page that lets the operator choose the page size passes `sizes` (the choices, shown once the
 * list is longer than the smallest); every other table shows no size changer, since its query keeps its own size.
 */
export function tablePaging(opts: {
  page: number | string;
  pageSize?: number;
  total: number | undefined;
  onChange: (page: number, pageSize: number) => void;
  showTotal?: (n: number) => string;
  sizes?: number[];
}): TablePaginationConfig {
  return {
    current: Number(opts.page),
    pageSize: opts.pageSize ?? PAGE_SIZE,
    total: opts.total ?? 0,
    // A size choice is offered only when it can change what the table shows (more rows than the smallest size).
    showSizeChanger: Boolean(opts.sizes) && (opts.total ?? 0) > Math.min(...(opts.sizes ?? [])),
    ...(opts.sizes ? { pageSizeOptions: opts.sizes } : {}),
    ...(opts.showTotal ? { showTotal: opts.showTotal } : {}),
    onChange: opts.onChange,
  };
}
