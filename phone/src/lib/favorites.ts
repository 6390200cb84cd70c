import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from './feedback';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';

/** Every favourites query (the /star list and each goods' 已收藏 state) sits under this key. */
export const FAVORITES_KEY = ['favorites'] as const;
const stateKey = (goodsId: number) => [...FAVORITES_KEY, 'state', goodsId] as const;

/**
 * 收藏 on a goods: whether the signed-in member keeps it (GET /api/favorite/check) and the toggle (POST /api/favorite,
 * /api/favorite/cancel), with the spec's words 收藏成功 / 取消收藏成功. A guest has no state (`enabled` false).
 */
export function useFavorite(goodsId: number, enabled: boolean) {
  const qc = useQueryClient();
  const state = useQuery({
    queryKey: stateKey(goodsId),
    queryFn: () => call(api.favorites.check, { query: { goods_ids: [goodsId] } }, { silent: true }).then((r) => r.goods_ids.includes(goodsId)),
    enabled,
  });
  const toggle = useMutation({
    mutationFn: (keep: boolean) => call(keep ? api.favorites.add : api.favorites.cancel, { body: { goods_ids: [goodsId] } }).then(() => keep),
    onSuccess: async (kept) => {
      qc.setQueryData(stateKey(goodsId), kept);
      toast(kept ? '收藏成功' : '取消收藏成功', 'success');
      await qc.invalidateQueries({ queryKey: [...FAVORITES_KEY, 'list'] });
    },
  });
  return { favorite: state.data === true, known: state.isSuccess, toggle };
}

/** After the /star page cancels some: their goods pages show 收藏 again. */
export function forgetFavorites(qc: ReturnType<typeof useQueryClient>, goodsIds: number[]) {
  for (const id of goodsIds) qc.setQueryData(stateKey(id), false);
}
