import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { EndpointHandle, FormFields, InputOf, OutputOf } from '@yaocai/contract';
import { call, get } from './api-client';

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

/** The query a list endpoint takes (its schema's input side: numbers or their text). */
export type ListQueryOf<H> = InputOf<H> extends { query?: infer Q } ? Q : Record<never, never>;

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
/**
 * Transition (issue 45): a hand-written URL and answer type, for the pages not converted to contract endpoints yet.
 * Remove this form (and `get` below, and this file from eslint.config.js's allow-list) once nothing passes a URL.
 */
export function usePagedQuery<P extends PageOf<unknown>>(key: QueryKey, url: string, query: FormFields, opts?: PagedOptions): UseQueryResult<P>;
/** Transition (issue 45): an endpoint or a URL (a shared component whose pages are half converted); remove with the URL form. */
export function usePagedQuery<P>(
  key: QueryKey,
  source: EndpointHandle<'GET', string, { query?: object }, P> | string,
  query: FormFields,
  opts?: PagedOptions,
): UseQueryResult<P>;
export function usePagedQuery(key: QueryKey, source: ListHandle | string, query: object, opts: PagedOptions = {}) {
  return useQuery({
    queryKey: pagedQueryKey(key, query),
    queryFn: ({ signal }) =>
      typeof source === 'string'
        ? get<unknown>(source, query as FormFields, { signal })
        : call(source as EndpointHandle<'GET', string, { query?: object }, unknown>, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: opts.refetchInterval,
  });
}
