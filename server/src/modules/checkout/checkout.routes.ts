import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBody, checkoutPreview, envelope, submitOrderBody, submitOrderResult } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { requireMember, viewerOrPending } from '../../core/http/member-access.js';

/** Step 2 (verify order) and placing orders. Placing needs the signed e-contract (459 → /dzht). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, accounts } = app.services;
  const tags = ['checkout'];
  const viewerOf = (req: Parameters<typeof requireMember>[0]) => accounts.viewerOf(req.session, requireMember(req));
  // Login comes before validation (401, spec §8). Placing orders reads its session with its first reads (one round
  // trip fewer): its guard is checked once read, and the error handler reads it first when the body is bad.
  app.addHook('onRequest', async (req) => {
    if (!req.session.deferred) requireMember(req);
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
      async (req) => ok(unwrap(await checkout.preview(await viewerOf(req), req.body.ids, req.body.coupon_ids))),
    );
  }

  app.post(
    '/order/submit',
    {
      config: { sessionWithReads: true },
      schema: { tags, summary: '提交订单（幂等：同一 idem_key 只下单一次）', body: submitOrderBody, response: { 200: envelope(submitOrderResult) } },
    },
    async (req) => ok(unwrap(await checkout.submit(await viewerOrPending(req, viewerOf), req.body)), '订单提交成功'),
  );
};
