import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { FavoriteItem } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import { FAVORITES_QUERY_KEY } from '../../../lib/favorites';

export type { FavoriteItem };
export const FAVORITES_PAGE_SIZE = 20;

/** GET /api/favorite?page: newest first, priced and stocked as they are now. */
export const favoritesQuery = (page: number) =>
  queryOptions({
    queryKey: [...FAVORITES_QUERY_KEY, 'page', page],
    queryFn: () => call(api.favorites.list, { query: { page, page_size: FAVORITES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
