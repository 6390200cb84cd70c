import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from './feedback';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from './api-client';
import { CART_KEY, USER_KEY } from './query-client';
import { useUser } from './user';

/** Kinds of goods in the cart, for the tab bar's badge (the member's state carries it; a guest's is 0). */
export function useCartCount(): number {
  return useUser().data?.cart ?? 0;
}

/**
 * 加入购物车: the server prices and checks everything (资质, 经营范围, stock, 起订); its `msg` is what the buyer reads
 * (加入购物车成功, or which goods were refused and why).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { goods_id: number; number: number }) => callEnvelope(api.cart.add, { body: { params: [item] } }),
    onSuccess: (env) => {
      const refused = env.data.refused[0]?.reason;
      toast(refused ?? env.msg ?? '加入购物车成功', refused ? 'fail' : 'success');
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
