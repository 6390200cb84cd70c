import { useQuery } from '@tanstack/react-query';
import type { CommonData, MenuCategory } from '@yaocai/contract';
import { get } from './api-client';

/** Categories (the storefront's menu tree) and shops: the filter bar's options. */
export function useCatalogOptions() {
  const categories = useQuery({
    queryKey: ['console', 'categories'],
    queryFn: () => get<CommonData>('/api/focus/common').then((d) => d.category),
    staleTime: 10 * 60_000,
  });
  const shops = useQuery({
    queryKey: ['console', 'shops'],
    queryFn: () => get<Array<{ id: number; short_name: string }>>('/api/shops'),
    staleTime: 10 * 60_000,
  });
  return { categories: categories.data ?? ([] as MenuCategory[]), shops: shops.data ?? [] };
}
