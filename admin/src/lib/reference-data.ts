import { useQuery } from '@tanstack/react-query';
import type { MenuCategory } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';

/** Categories (the storefront's menu tree) and shops: the filter bar's options. */
export function useCatalogOptions() {
  const categories = useQuery({
    queryKey: ['console', 'categories'],
    queryFn: () => call(api.content.common).then((d) => d.category),
    staleTime: 10 * 60_000,
  });
  const shops = useQuery({
    queryKey: ['console', 'shops'],
    queryFn: () => call(api.catalog.shops),
    staleTime: 10 * 60_000,
  });
  return { categories: categories.data ?? ([] as MenuCategory[]), shops: shops.data ?? [] };
}
