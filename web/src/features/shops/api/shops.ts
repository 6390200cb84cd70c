import { queryOptions } from '@tanstack/react-query';
import type { ShopSummary } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

/** GET /api/sjly-info?id: one merchant (logo added by the server). */
export interface ShopInfo extends ShopSummary {
  shipping_fee: number;
  min_order_amount: number;
  licence_no: string;
  business_licence_no: string;
  gsp_cert_no: string;
  description: string;
}

/** GET /api/shops: every merchant with its goods count. */
export const shopsQuery = queryOptions({
  queryKey: ['shops'],
  queryFn: () => get<ShopSummary[]>('/shops'),
  staleTime: 5 * 60_000,
});

export const shopInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['shop', id],
    queryFn: () => get<ShopInfo>('/sjly-info', { id }),
    staleTime: 5 * 60_000,
  });
