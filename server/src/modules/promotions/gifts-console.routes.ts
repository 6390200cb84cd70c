import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGiftRule,
  adminGiftRulesQuery,
  envelope,
  giftPreview,
  giftPreviewBody,
  giftRuleBody,
  merchantGiftRulesQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 买赠、换购与阶梯满赠: list, create, edit, end, and a sample line priced with a draft — the platform's (promotions
 * area, every shop) and a merchant's (营销: its own shop's goods only).
 */
export const giftsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { giftsAdmin: service } = app.services;
    const tags = at.tags;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);
    const base = `${at.prefix}/promotions/gifts`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('买赠与换购列表（按商品、店铺、类型、状态）', '本店铺买赠与换购'),
          querystring: at.pick(adminGiftRulesQuery, merchantGiftRulesQuery),
          response: { 200: envelope(paged(adminGiftRule)) },
        },
      },
      async (req) => ok(await service.list(at.own(req, req.query))),
    );

    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: at.pick('用草稿规则计算样例数量能得到的赠品（与购物车同一计价引擎，不保存）', '用草稿规则计算本店商品的赠品'),
          body: giftPreviewBody,
          response: { 200: envelope(giftPreview) },
        },
      },
      async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: at.pick(
            '新建买赠、换购或阶梯满赠（同一商品同一时间只能有一个买赠或换购；处方药和甲类OTC不得作为赠品）',
            '新建本店铺买赠、换购或阶梯满赠',
          ),
          body: giftRuleBody,
          response: { 200: envelope(adminGiftRule) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '买赠活动已创建'),
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('修改买赠活动', '修改本店铺买赠活动'),
          params: promotionIdParam,
          body: giftRuleBody,
          response: { 200: envelope(adminGiftRule) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'),
    );

    app.post(
      `${base}/:id/end`,
      {
        schema: {
          tags,
          summary: at.pick('结束进行中的买赠（未开始的直接撤销）', '结束或撤销本店铺买赠'),
          params: promotionIdParam,
          response: { 200: envelope(z.object({ id: z.number(), removed: z.boolean() })) },
        },
      },
      async (req) => {
        const r = unwrap(await service.end(actor(req), req.params.id, at.shop(req)));
        return ok(r, r.removed ? '活动已撤销' : '活动已结束');
      },
    );
  };
  return routes;
});
