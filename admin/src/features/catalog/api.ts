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

/**
 * Whose goods a page works on: the platform's whole catalogue (/goods) or a merchant's own shop (/merchant/goods,
 * where a new goods and a change of 批准文号/规格/生产厂家 go to the platform's goods review).
 */
export type GoodsScope = { base: '/goods'; merchant: false } | { base: '/merchant/goods'; merchant: true };
export const PLATFORM_GOODS: GoodsScope = { base: '/goods', merchant: false };
export const MERCHANT_GOODS: GoodsScope = { base: '/merchant/goods', merchant: true };

export function useGoods(q: GoodsFilter, scope: GoodsScope = PLATFORM_GOODS) {
  return useQuery({
    queryKey: [...GOODS_KEY, scope.base, 'list', q],
    queryFn: ({ signal }) => get<{ list: AdminGoodsRow[]; total: number; capped: boolean }>(scope.base, { ...q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export { useCatalogOptions } from '../../lib/reference-data';
