import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

/** 确认收货, after the buyer confirms the goods arrived (it cannot be taken back). */
export function useReceive() {
  const queryClient = useQueryClient();
  const m = useMutation({
    mutationFn: (id: number) => call(api.orders.receive, { params: { id } }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: '已确认收货' });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  return {
    isPending: m.isPending,
    confirm: async (id: number) => {
      if (await Dialog.confirm({ content: '请确认已收到全部商品，确认后订单完成', confirmText: '确认收货' })) m.mutate(id);
    },
  };
}
