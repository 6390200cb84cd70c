import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { cartKeys } from '../api/cart';
import { claimCoupon } from '../api/coupons';
import { cartText as t } from '../text';

/** POST lq-coupon, then reload every coupon list and the cart (a new coupon may lower what is payable). */
export function useClaimCoupon() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = async (couponId: number) => {
    setClaiming(couponId);
    try {
      await claimCoupon(couponId);
      message.success(t.claimedOk);
    } catch {
      // Shown by the request client (已领完, 已达领取上限…).
    } finally {
      setClaiming(null);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['coupons'] }), queryClient.invalidateQueries({ queryKey: cartKeys.all })]);
    }
  };
  return { claim, claiming };
}
