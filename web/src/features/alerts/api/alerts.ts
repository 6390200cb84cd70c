import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { goodsAlertView } from '@yaocai/contract';
import { del, get, post } from '../../../lib/api-client';

export type GoodsAlert = z.infer<typeof goodsAlertView>;

/** GET /api/goods/alert: the member's waiting alerts on one goods. */
export const goodsAlertsQuery = (goodsId: number) =>
  queryOptions({ queryKey: ['alerts', goodsId], queryFn: () => get<GoodsAlert[]>('/goods/alert', { goods_id: goodsId }), staleTime: 0 });

/** POST /api/goods/alert: kind 1 到货提醒, kind 2 降价提醒 with a target price in yuan. */
export function subscribe(body: { goods_id: number; kind: 1 | 2; target_price?: string }) {
  return post<GoodsAlert>('/goods/alert', body);
}

export function cancelAlert(id: number) {
  return del<null>(`/goods/alert/${id}`);
}
