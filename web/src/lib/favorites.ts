import * as api from '@yaocai/contract/api';
import { call } from './api-client';

/** Invalidating ['favorites'] reloads /star and every 收藏 button's state. */
export const FAVORITES_QUERY_KEY = ['favorites'] as const;
export const favoriteStateKey = (goodsId: number) => ['favorites', 'has', goodsId] as const;

interface Waiting {
  ids: Set<number>;
  done: Promise<Set<number>>;
}
let batch: Waiting | null = null;
/** The server takes at most 200 ids per check. */
const MAX_PER_CHECK = 200;

/**
 * Whether the member keeps this goods. Every 收藏 button on a page asks in the same tick; the asks are gathered into
 * one GET /api/favorite/check (a list of 60 cards is one request, not 60).
 */
export function isFavorite(goodsId: number): Promise<boolean> {
  if (!batch || batch.ids.size >= MAX_PER_CHECK) {
    const ids = new Set<number>();
    const done = new Promise<Set<number>>((resolve, reject) => {
      setTimeout(() => {
        if (batch?.ids === ids) batch = null;
        call(api.favorites.check, { query: { goods_ids: [...ids].join(',') } }, { silent: true }).then((r) => resolve(new Set(r.goods_ids)), reject);
      }, 0);
    });
    batch = { ids, done };
  }
  batch.ids.add(goodsId);
  return batch.done.then((kept) => kept.has(goodsId));
}

export const addFavorites = (goodsIds: number[]) => call(api.favorites.add, { body: { goods_ids: goodsIds.join(',') } });
export const cancelFavorites = (goodsIds: number[]) => call(api.favorites.cancel, { body: { goods_ids: goodsIds.join(',') } });
