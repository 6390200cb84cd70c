import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  goodsReviewDecisionBody,
  goodsReviewIdParam,
  goodsReviewPage,
  goodsReviewQuery,
  goodsReviewView,
  merchantGoodsReviewQuery,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * The goods review of merchants' new goods and changes of 批准文号/规格/生产厂家: the platform (catalog area) lists and
 * decides every shop's; a merchant (商品) reads its own shop's records.
 */
export const goodsReviewsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { goodsReviews } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/goods-reviews`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('商品审核列表（按状态、店铺）', '本店铺的商品审核记录'),
          querystring: at.pick(goodsReviewQuery, merchantGoodsReviewQuery),
          response: { 200: envelope(goodsReviewPage) },
        },
      },
      async (req) => ok(await goodsReviews.list(at.own(req, req.query))),
    );

    if (at.kind !== 'platform') return;
    app.post(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: '商品审核：通过（新品按商家所选状态上架，变更生效）或驳回（须填写原因）',
          params: goodsReviewIdParam,
          body: goodsReviewDecisionBody,
          response: { 200: envelope(goodsReviewView) },
        },
      },
      async (req) => {
        const view = unwrap(await goodsReviews.decide(operatorActor(req.operator), req.params.id, req.body));
        return ok(view, req.body.approve === 1 ? '审核通过' : '已驳回');
      },
    );
  };
  return routes;
});
