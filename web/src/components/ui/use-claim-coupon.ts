import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { claimCoupon } from '../../lib/coupons';
import { CART_QUERY_KEY, COUPONS_QUERY_KEY } from '../../lib/query-keys';

/**
 * POST lq-coupon, then reload every coupon list and the cart (a new coupon may lower what is payable), and the page's
 * own answer when it shows the coupons too (`alsoReload`, e.g. an activity page).
 */
export function useClaimCoupon(alsoReload?: readonly unknown[]) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = async (couponId: number) => {
    setClaiming(couponId);
    try {
      await claimCoupon(couponId);
      message.success('领取成功');
    } catch {
      // Shown by the request client (已领完, 已达领取上限…).
    } finally {
      setClaiming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        alsoReload ? queryClient.invalidateQueries({ queryKey: alsoReload }) : undefined,
      ]);
    }
  };
  return { claim, claiming };
}
