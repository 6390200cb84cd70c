import { defineEndpoint } from '../endpoint.js';
import { checkoutBody, checkoutPreview, submitOrderBody, submitOrderResult } from '../checkout.js';

/** Step 2 (verify order) and placing orders. Placing needs the signed e-contract (459 → /dzht). */
const tags = ['checkout'];

export const checkoutEndpoints = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/v1/cart/checkout',
    aliases: ['/api/cart/checkout'],
    tags,
    summary: '确认订单：按店铺拆单、服务端计价、优惠券、运费、发票',
    body: checkoutBody,
    response: checkoutPreview,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/order/submit',
    tags,
    summary: '提交订单（幂等：同一 idem_key 只下单一次）',
    body: submitOrderBody,
    response: submitOrderResult,
  }),
};
