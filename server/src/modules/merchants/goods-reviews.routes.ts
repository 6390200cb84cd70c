import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * The goods review of merchants' new goods and changes of 批准文号/规格/生产厂家: the platform (catalog area) lists and
 * decides every shop's; a merchant (商品) reads its own shop's records (contract endpoints.goodsConsole.reviews and
 * decideReview, goodsMerchant.reviews).
 */
export const goodsReviewsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { goodsReviews } = app.services;
    const e = at.kind === 'platform' ? endpoints.goodsConsole : endpoints.goodsMerchant;

    route(app, e.reviews, async (req) => ok(await goodsReviews.list(at.own(req, req.query))));

    if (at.kind !== 'platform') return;
    route(app, endpoints.goodsConsole.decideReview, async (req) => {
      const view = unwrap(await goodsReviews.decide(operatorActor(req.operator), req.params.id, req.body));
      return ok(view, req.body.approve === 1 ? '审核通过' : '已驳回');
    });
  };
  return routes;
});
