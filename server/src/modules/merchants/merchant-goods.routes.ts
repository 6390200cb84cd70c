import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 商品 (店铺管理员, 商品): saving the shop's goods form — a new goods and a change of 批准文号/规格/生产厂家 go to the
 * platform's goods review. The list, the form's reads, the shelf and the files are the platform's routes with the shop
 * as scope (catalog/goods-console.routes.ts). (contract endpoints.goodsMerchant.create and update)
 */
export const merchantGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchantGoods } = app.services;
  const e = endpoints.goodsMerchant;

  route(app, e.create, async (req) =>
    ok(unwrap(await merchantGoods.submit(operatorActor(req.operator), req.merchant.shopId, req.body)), '已提交平台审核'),
  );
  route(app, e.update, async (req) => {
    const saved = unwrap(await merchantGoods.update(operatorActor(req.operator), req.merchant.shopId, req.params.id, req.body));
    return ok(saved, saved.review ? '已保存，批准文号/规格/生产厂家的变更已提交平台审核' : '保存成功');
  });
};
