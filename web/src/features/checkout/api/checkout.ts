import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { CheckoutPreview, SubmitOrderResult } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import type { CouponChoice } from '../model/checkout-params';

export type { CheckoutPreview, SubmitOrderResult };

/**
 * POST /api/v1/cart/checkout: the order as it will be placed, priced by the server. The preview carries the
 * idem_key the submission sends back, so it is not refetched behind the buyer's back (a new key would let a retry
 * place the orders twice).
 */
export const checkoutPreviewQuery = (ids: number[], coupons: CouponChoice) =>
  queryOptions({
    queryKey: ['checkout', 'preview', ids, coupons],
    queryFn: () => call(api.checkout.preview, { body: { ids, coupon_ids: coupons === 'auto' ? undefined : coupons.join(',') } }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export interface SubmitBody {
  ids: number[];
  coupons: CouponChoice;
  address_id: number;
  invoice_type: 1 | 2;
  remark: string;
  /** 1: the buyer confirmed the lines below its minimum remaining shelf life. */
  accept_short_expiry: 0 | 1;
  idem_key: string;
}

/** POST /api/order/submit: one order per shop. 459 (sign the e-contract) is handled by the request client. */
export function submitOrder(b: SubmitBody) {
  return call(api.checkout.submit, {
    body: {
      ids: b.ids,
      coupon_ids: b.coupons === 'auto' ? undefined : b.coupons.join(','),
      address_id: b.address_id,
      invoice_type: b.invoice_type,
      remark: b.remark,
      accept_short_expiry: b.accept_short_expiry,
      idem_key: b.idem_key,
    },
  });
}
