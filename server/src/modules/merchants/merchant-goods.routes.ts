import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, goodsFormBody, goodsIdParam, goodsReviewView, merchantGoodsSaved } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 商品 (店铺管理员, 商品): saving the shop's goods form — a new goods and a change of 批准文号/规格/生产厂家 go to the
 * platform's goods review. The list, the form's reads, the shelf and the files are the platform's routes with the shop
 * as scope (catalog/goods-console.routes.ts).
 */
export const merchantGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchantGoods } = app.services;
  const tags = ['merchant'];

  app.post(
    '/merchant/goods',
    {
      schema: {
        tags,
        summary: '发布新商品：提交平台商品审核，通过后上架销售（禁售类别直接拒绝）',
        body: goodsFormBody,
        response: { 200: envelope(goodsReviewView) },
      },
    },
    async (req) => ok(unwrap(await merchantGoods.submit(operatorActor(req.operator), req.merchant.shopId, req.body)), '已提交平台审核'),
  );

  app.put(
    '/merchant/goods/:id',
    {
      schema: {
        tags,
        summary: '修改本店铺商品（批准文号、规格、生产厂家的变更须经平台审核，其余即时生效）',
        params: goodsIdParam,
        body: goodsFormBody,
        response: { 200: envelope(merchantGoodsSaved) },
      },
    },
    async (req) => {
      const saved = unwrap(await merchantGoods.update(operatorActor(req.operator), req.merchant.shopId, req.params.id, req.body));
      return ok(saved, saved.review ? '已保存，批准文号/规格/生产厂家的变更已提交平台审核' : '保存成功');
    },
  );
};
