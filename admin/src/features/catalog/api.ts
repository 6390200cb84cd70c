import { useQuery } from '@tanstack/react-query';
import type { AdminGoodsRow } from '@yaocai/contract';
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

export { useCatalogOptions } from '../../lib/reference-data';
