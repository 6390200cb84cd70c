import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, goodsReviewDecisionBody, goodsReviewIdParam, goodsReviewPage, goodsReviewQuery, goodsReviewView } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's goods review (catalog area): merchants' new goods and changes of 批准文号/规格/生产厂家. */
export const goodsReviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsReviews } = app.services;
  const tags = ['admin'];

  app.get(
    '/goods-reviews',
    { schema: { tags, summary: '商品审核列表（按状态、店铺）', querystring: goodsReviewQuery, response: { 200: envelope(goodsReviewPage) } } },
    async (req) => ok(await goodsReviews.list(req.query)),
  );

  app.post(
    '/goods-reviews/:id',
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
      const view = unwrap(await goodsReviews.decide(operatorActor(operatorOf(req)), req.params.id, req.body));
      return ok(view, req.body.approve === 1 ? '审核通过' : '已驳回');
    },
  );
};
