import { useQuery } from '@tanstack/react-query';
import type { AdminGoodsRow, CommonData, MenuCategory } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export const GOODS_KEY = ['console', 'goods'] as const;

export interface GoodsFilter {
  keyword?: string;
  category_id?: number;
  shop_id?: number;
  status: string;
  stock?: string;
  near_expiry?: string;
  zone?: string;
  sort: string;
  order: string;
  page: number;
  page_size: number;
}

export function useGoods(q: GoodsFilter) {
  return useQuery({
    queryKey: [...GOODS_KEY, 'list', q],
    queryFn: ({ signal }) => get<{ list: AdminGoodsRow[]; total: number; capped: boolean }>('/goods', { ...q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

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
