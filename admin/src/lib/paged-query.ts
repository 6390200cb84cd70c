import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { FormFields } from '@yaocai/contract';
import { get } from './api-client';

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
export const pagedQueryKey = (key: QueryKey, query: FormFields): QueryKey => [...key, query];

/**
 * One page of a console list (GET `url` with `query`, which carries the page and its size). While the next page or
 * filter loads, the table keeps the rows it shows; a superseded request is aborted.
 */
export function usePagedQuery<P extends PageOf<unknown>>(
  key: QueryKey,
  url: string,
  query: FormFields,
  opts: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: pagedQueryKey(key, query),
    queryFn: ({ signal }) => get<P>(url, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    refetchInterval: opts.refetchInterval,
  });
}
