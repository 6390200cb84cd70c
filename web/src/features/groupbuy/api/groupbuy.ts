import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JoinGroupBuyBody, JoinGroupBuyResult } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { memberAddressesQuery } from '../../../lib/addresses';
import { call, callEnvelope } from '../../../lib/api-client';

export type { GroupBuyView, MyGroupBuyView, OpenGroupView } from '@yaocai/contract';

export const ZONE_PAGE_SIZE = 10;
export const MINE_PAGE_SIZE = 10;
const KEY = ['groupbuy'] as const;

/** GET /api/groupbuy?page: the running campaigns with their open groups and the server time for countdowns. */
export const groupBuyZoneQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'zone', page],
    queryFn: () => call(api.groupbuy.list, { query: { page, page_size: ZONE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** GET /api/groupbuy?goods_id: one goods' running campaigns, for its detail page (silent: the panel is extra). */
export const goodsGroupBuyQuery = (goodsId: number) =>
  queryOptions({
    queryKey: [...KEY, 'goods', goodsId],
    queryFn: () => call(api.groupbuy.list, { query: { goods_id: goodsId, page_size: 5 } }, { silent: true }),
    staleTime: 10_000,
  });

/** GET /api/groupbuy/mine?page: 我的拼团. */
export const myGroupBuysQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'mine', page],
    queryFn: () => call(api.groupbuy.mine, { query: { page, page_size: MINE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The member's delivery addresses for the join dialog (default first). */
export const joinAddressesQuery = memberAddressesQuery;

/** POST /api/groupbuy/join: the server's message says whether the group formed. Errors go to the common handler. */
export async function joinGroupBuy(body: JoinGroupBuyBody): Promise<{ msg: string; data: JoinGroupBuyResult }> {
  const res = await callEnvelope(api.groupbuy.join, { body: { ...body } });
  return { msg: res.msg, data: res.data };
}

export const GROUP_BUY_QUERY_KEY = KEY;
