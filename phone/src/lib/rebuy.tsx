import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';
import { CART_KEY, USER_KEY } from './query-client';

/**
 * 再来一单: a past order's goods into the cart in one tap (the server re-checks each: stock, 资质, 经营范围, still on
 * sale), then the cart. What could not go in is named with its reason, so the buyer knows before paying.
 */
export function useRebuy() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(api.orders.rebuy, { params: { id: orderId } }),
    onSuccess: async (r) => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      if (r.refused.length > 0) {
        await Dialog.alert({
          title: r.added.length > 0 ? `已加入购物车 ${r.added.length} 种商品` : '这些商品暂时无法购买',
          content: (
            <ul style={{ margin: 0, paddingLeft: 18, textAlign: 'left' }}>
              {r.refused.map((x) => (
                <li key={x.goods_id}>{x.reason}</li>
              ))}
            </ul>
          ),
          confirmText: '知道了',
        });
      } else Toast.show({ icon: 'success', content: `已加入购物车 ${r.added.length} 种商品` });
      if (r.added.length > 0) navigate('/cart');
    },
  });
}
