import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Step 2 (verify order) and placing orders (contract endpoints.checkout). Placing needs the signed e-contract (459 → /dzht). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  const e = endpoints.checkout;

  route(app, e.preview, async (req) => ok(unwrap(await checkout.preview(req.member, req.body.ids, req.body.coupon_ids))));
  route(app, e.submit, async (req) => ok(unwrap(await checkout.submit(req.member, req.body)), '订单提交成功'));
};
