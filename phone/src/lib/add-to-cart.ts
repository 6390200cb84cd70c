import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from './api-client';
import { toast } from './feedback';
import { CART_KEY, USER_KEY } from './query-client';

// Apart from lib/cart.ts (the tab bar's count): the first screen (home, the cart) never loads the add action.

/** A goods (or, with `combination_id`, a 组合购 package led by that goods) and how many. */
export type CartItem = { goods_id: number; number: number; combination_id?: number };

/**
 * 加入购物车: the server prices and checks everything (资质, 经营范围, stock, 起订); its `msg` is what the buyer reads
 * (加入购物车成功, or which goods were refused and why).
 */
function useAdd<T>(items: (input: T) => CartItem[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => callEnvelope(api.cart.add, { body: { params: items(input) } }),
    onSuccess: (env) => {
      // Nothing added is a refusal the request client shows; some of several refused: the message names them.
      toast(env.msg || '加入购物车成功', env.data.refused.length > 0 ? 'fail' : 'success');
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** One goods (or 组合购 package) into the cart. */
export const useAddToCart = () => useAdd((item: CartItem) => [item]);
/** Several goods in one request (快速下单's rows). */
export const useAddAllToCart = () => useAdd((items: CartItem[]) => items);
