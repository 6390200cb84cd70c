import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCombination,
  adminFullReductionPage,
  adminFullReductionRow,
  adminFullReductionView,
  adminGiftRule,
  combinationBody,
  combinationPreview,
  combinationPreviewBody,
  envelope,
  fullReductionBody,
  fullReductionPreview,
  fullReductionPreviewBody,
  giftPreview,
  giftPreviewBody,
  giftRuleBody,
  merchantCombinationsQuery,
  merchantFullReductionsQuery,
  merchantGiftRulesQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

const ended = z.object({ id: z.number(), removed: z.boolean() });

/**
 * The shop's 满减, 买赠/换购 and 组合套餐 (merchant area 营销): the console's own services with the shop as scope —
 * lists of the shop only, another shop's activity not found, a body naming another shop refused on shop_id.
 */
export const merchantPromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fullReductionsAdmin, giftsAdmin, combinationsAdmin } = app.services;
  const tags = ['merchant'];
  const actor = (req: FastifyRequest) => operatorActor(operatorOf(req));
  const endMsg = (r: { removed: boolean }) => (r.removed ? '活动已撤销' : '活动已结束');

  const mj = '/merchant/promotions/full-reductions';
  app.get(
    mj,
    { schema: { tags, summary: '本店铺满减活动', querystring: merchantFullReductionsQuery, response: { 200: envelope(adminFullReductionPage) } } },
    async (req) => ok(await fullReductionsAdmin.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.get(
    `${mj}/:id`,
    { schema: { tags, summary: '本店铺满减详情', params: promotionIdParam, response: { 200: envelope(adminFullReductionView) } } },
    async (req) => ok(unwrap(await fullReductionsAdmin.view(req.params.id, merchantShopOf(req)))),
  );
  app.post(
    `${mj}/preview`,
    { schema: { tags, summary: '用草稿满减计算本店样例购物车', body: fullReductionPreviewBody, response: { 200: envelope(fullReductionPreview) } } },
    async (req) => ok(unwrap(await fullReductionsAdmin.preview(req.body, merchantShopOf(req)))),
  );
  app.post(
    mj,
    { schema: { tags, summary: '新建本店铺满减', body: fullReductionBody, response: { 200: envelope(adminFullReductionRow) } } },
    async (req) => ok(unwrap(await fullReductionsAdmin.create(actor(req), req.body, merchantShopOf(req))), '满减活动已创建'),
  );
  app.put(
    `${mj}/:id`,
    {
      schema: {
        tags,
        summary: '修改本店铺满减',
        params: promotionIdParam,
        body: fullReductionBody,
        response: { 200: envelope(adminFullReductionRow) },
      },
    },
    async (req) => ok(unwrap(await fullReductionsAdmin.update(actor(req), req.params.id, req.body, merchantShopOf(req))), '保存成功'),
  );
  app.post(
    `${mj}/:id/end`,
    { schema: { tags, summary: '结束或撤销本店铺满减', params: promotionIdParam, response: { 200: envelope(ended) } } },
    async (req) => {
      const r = unwrap(await fullReductionsAdmin.end(actor(req), req.params.id, merchantShopOf(req)));
      return ok(r, endMsg(r));
    },
  );

  const gifts = '/merchant/promotions/gifts';
  app.get(
    gifts,
    { schema: { tags, summary: '本店铺买赠与换购', querystring: merchantGiftRulesQuery, response: { 200: envelope(paged(adminGiftRule)) } } },
    async (req) => ok(await giftsAdmin.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.post(
    `${gifts}/preview`,
    { schema: { tags, summary: '用草稿规则计算本店商品的赠品', body: giftPreviewBody, response: { 200: envelope(giftPreview) } } },
    async (req) => ok(unwrap(await giftsAdmin.preview(req.body, merchantShopOf(req)))),
  );
  app.post(
    gifts,
    { schema: { tags, summary: '新建本店铺买赠、换购或阶梯满赠', body: giftRuleBody, response: { 200: envelope(adminGiftRule) } } },
    async (req) => ok(unwrap(await giftsAdmin.save(actor(req), null, req.body, merchantShopOf(req))), '买赠活动已创建'),
  );
  app.put(
    `${gifts}/:id`,
    { schema: { tags, summary: '修改本店铺买赠活动', params: promotionIdParam, body: giftRuleBody, response: { 200: envelope(adminGiftRule) } } },
    async (req) => ok(unwrap(await giftsAdmin.save(actor(req), req.params.id, req.body, merchantShopOf(req))), '保存成功'),
  );
  app.post(
    `${gifts}/:id/end`,
    { schema: { tags, summary: '结束或撤销本店铺买赠', params: promotionIdParam, response: { 200: envelope(ended) } } },
    async (req) => {
      const r = unwrap(await giftsAdmin.end(actor(req), req.params.id, merchantShopOf(req)));
      return ok(r, endMsg(r));
    },
  );

  const combos = '/merchant/promotions/combinations';
  app.get(
    combos,
    { schema: { tags, summary: '本店铺组合套餐', querystring: merchantCombinationsQuery, response: { 200: envelope(paged(adminCombination)) } } },
    async (req) => ok(await combinationsAdmin.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.get(
    `${combos}/:id`,
    { schema: { tags, summary: '本店铺组合套餐详情', params: promotionIdParam, response: { 200: envelope(adminCombination) } } },
    async (req) => ok(unwrap(await combinationsAdmin.view(req.params.id, merchantShopOf(req)))),
  );
  app.post(
    `${combos}/preview`,
    { schema: { tags, summary: '用草稿套餐计算样例套数的价格', body: combinationPreviewBody, response: { 200: envelope(combinationPreview) } } },
    async (req) => ok(unwrap(await combinationsAdmin.preview(req.body, merchantShopOf(req)))),
  );
  app.post(
    combos,
    { schema: { tags, summary: '新建本店铺组合套餐', body: combinationBody, response: { 200: envelope(adminCombination) } } },
    async (req) => ok(unwrap(await combinationsAdmin.save(actor(req), null, req.body, merchantShopOf(req))), '组合套餐已创建'),
  );
  app.put(
    `${combos}/:id`,
    {
      schema: { tags, summary: '修改本店铺组合套餐', params: promotionIdParam, body: combinationBody, response: { 200: envelope(adminCombination) } },
    },
    async (req) => ok(unwrap(await combinationsAdmin.save(actor(req), req.params.id, req.body, merchantShopOf(req))), '保存成功'),
  );
  app.post(
    `${combos}/:id/end`,
    { schema: { tags, summary: '结束或撤销本店铺组合套餐', params: promotionIdParam, response: { 200: envelope(ended) } } },
    async (req) => {
      const r = unwrap(await combinationsAdmin.end(actor(req), req.params.id, merchantShopOf(req)));
      return ok(r, endMsg(r));
    },
  );
};
