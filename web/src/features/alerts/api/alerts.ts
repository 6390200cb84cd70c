import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type GoodsAlert = OutputOf<typeof api.alerts.subscribe>;

/** GET /api/goods/alert: the member's waiting alerts on one goods. */
export const goodsAlertsQuery = (goodsId: number) =>
  queryOptions({ queryKey: ['alerts', goodsId], queryFn: () => call(api.alerts.mine, { query: { goods_id: goodsId } }), staleTime: 0 });

/** POST /api/goods/alert: kind 1 到货提醒, kind 2 降价提醒 with a target price in yuan. */
export function subscribe(body: { goods_id: number; kind: 1 | 2; target_price?: string }) {
  return call(api.alerts.subscribe, { body });
}

export function cancelAlert(id: number) {
  return call(api.alerts.cancel, { params: { id } });
}
