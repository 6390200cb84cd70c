import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBody, checkoutPreview, envelope, submitOrderBody, submitOrderResult } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Step 2 (verify order) and placing orders. Placing needs the signed e-contract (459 → /dzht). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  const tags = ['checkout'];

  for (const url of ['/cart/checkout', '/v1/cart/checkout']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: '确认订单：按店铺拆单、服务端计价、优惠券、运费、发票',
          body: checkoutBody,
          response: { 200: envelope(checkoutPreview) },
        },
      },
      async (req) => ok(unwrap(await checkout.preview(req.member, req.body.ids, req.body.coupon_ids))),
    );
  }

  app.post(
    '/order/submit',
    {
      schema: { tags, summary: '提交订单（幂等：同一 idem_key 只下单一次）', body: submitOrderBody, response: { 200: envelope(submitOrderResult) } },
    },
    async (req) => ok(unwrap(await checkout.submit(req.member, req.body)), '订单提交成功'),
  );
};
