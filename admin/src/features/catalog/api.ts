import { useQuery } from '@tanstack/react-query';
import type { InputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

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

/** The scope's contract handles: the platform's goods calls (/admin/api/goods…) or the merchant's (/admin/api/merchant/goods…). */
export const goodsApi = (scope: GoodsScope): typeof api.goodsConsole | typeof api.goodsMerchant =>
  scope.merchant ? api.goodsMerchant : api.goodsConsole;

/** The list's query as the endpoint takes it (the URL's filters are the server's to check: an unknown value is refused). */
type GoodsQuery = NonNullable<InputOf<typeof api.goodsConsole.list>['query']>;
/** The export's query: the list's filters without the page. */
export type GoodsExportQuery = NonNullable<InputOf<typeof api.goodsConsole.exportGoods>['query']>;

export function useGoods(q: GoodsFilter, scope: GoodsScope = PLATFORM_GOODS) {
  return useQuery({
    queryKey: [...GOODS_KEY, scope.base, 'list', q],
    queryFn: ({ signal }) => call(goodsApi(scope).list, { query: q as GoodsQuery }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export { useCatalogOptions } from '../../lib/reference-data';
