import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call, type FormFields } from '../../../lib/api-client';
import { facetsFromGoods } from '@yaocai/contract';
import type { SearchType } from '../model/search-type';

/** Spec §9: the suggestion list is refreshed when older than 5 s. */
export const SUGGEST_FRESH_MS = 5_000;
export const SUGGEST_SIZE = 10;

export const searchKeys = {
  suggest: ['search', 'suggest'] as const,
};

/** GET /api/goods/search?keywords&type&page_size=10 for the dropdown: a silent call (spec §8). */
export const suggestQuery = (keywords: string, type: SearchType) =>
  queryOptions({
    queryKey: [...searchKeys.suggest, type, keywords],
    queryFn: () => call(api.search.search, { query: { keywords, type, page_size: SUGGEST_SIZE } }, { silent: true }),
    staleTime: SUGGEST_FRESH_MS,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/goods/search-new: the search result page; failures go to the common handler (spec §8). */
export const searchPageQuery = (keywords: string, type: SearchType, filters: FormFields) =>
  queryOptions({
    queryKey: ['search', 'page', type, keywords, filters],
    queryFn: () => call(api.search.page, { query: { keywords, type, ...filters } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/goods/hot: hot search words under the box. */
export const hotWordsQuery = queryOptions({
  queryKey: ['search', 'hot'],
  queryFn: () => call(api.search.hotWords, undefined, { silent: true }),
  staleTime: 10 * 60_000,
});

/** GET /api/ad?position=search: ads a keyword can name exactly (spec §5). Silent: it only redirects. */
export const searchAdsQuery = queryOptions({
  queryKey: ['ad', 'search'],
  queryFn: () => call(api.content.ads, { query: { position: 'search' } }, { silent: true }),
  staleTime: 10 * 60_000,
});

/** How many matches the filter options of a search are taken from. */
export const FACET_SAMPLE = 100;

/**
 * Manufacturer and dosage-form options of a search (the facets endpoint takes no keywords): the first 100 matches of
 * the other filters, through the dropdown's endpoint so it never cancels the result page's own request (spec §7).
 */
export const searchFacetsQuery = (keywords: string, type: SearchType, filters: FormFields) => {
  const { sccj: _m, jx: _j, page: _p, page_size: _s, sort: _o, order: _d, ...rest } = filters;
  return queryOptions({
    queryKey: ['search', 'facets', type, keywords, rest],
    queryFn: () =>
      call(api.search.search, { query: { keywords, type, ...rest, page: 1, page_size: FACET_SAMPLE } }, { silent: true }).then((r) =>
        facetsFromGoods(r.data.list),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
