import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBody, checkoutPreview, envelope, submitOrderBody, submitOrderResult } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { contractRequired, unwrap } from '../../core/http/errors.js';
import { requireMember } from '../../core/http/member-access.js';

/** Step 2 (verify order) and placing orders. Placing needs the signed e-contract (459 → /dzht). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, accounts } = app.services;
  const tags = ['checkout'];
  app.addHook('onRequest', async (req) => {
    requireMember(req);
  });

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
      async (req) => ok(unwrap(await checkout.preview(await accounts.viewerOf(req.session, requireMember(req)), req.body.ids, req.body.coupon_ids))),
    );
  }

  app.post(
    '/order/submit',
    {
      schema: { tags, summary: '提交订单（幂等：同一 idem_key 只下单一次）', body: submitOrderBody, response: { 200: envelope(submitOrderResult) } },
    },
    async (req) => {
      const viewer = await accounts.viewerOf(req.session, requireMember(req));
      // Placing orders needs the signed e-contract (459 → /dzht); the viewer already read it.
      if (!viewer.contractSigned) throw contractRequired();
      return ok(unwrap(await checkout.submit(viewer, req.body)), '订单提交成功');
    },
  );
};
