import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGoodsPage,
  envelope,
  goodsEditView,
  goodsFormBody,
  goodsFormOptions,
  goodsIdParam,
  goodsImageView,
  goodsReviewPage,
  goodsReviewView,
  goodsStatusBody,
  goodsStatusResult,
  merchantGoodsQuery,
  merchantGoodsReviewQuery,
  merchantGoodsSaved,
  qualityReportView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';
import { uploadGoodsImage } from '../catalog/goods-editor.routes.js';
import { receiveReport } from '../catalog/goods-info.routes.js';

/** 商品 (店铺管理员, 商品): the shop's goods — list, form, submit for review, save, on/off shelf, images, review records. */
export const merchantGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchantGoods, goodsImages, goodsInfo } = app.services;
  const tags = ['merchant'];

  app.get(
    '/merchant/goods',
    { schema: { tags, summary: '本店铺商品列表（全部状态）', querystring: merchantGoodsQuery, response: { 200: envelope(adminGoodsPage) } } },
    async (req) => ok(unwrap(await merchantGoods.list(merchantShopOf(req), req.query))),
  );

  app.get(
    '/merchant/goods/options',
    { schema: { tags, summary: '商品表单的选项（本店铺与其仓库）', response: { 200: envelope(goodsFormOptions) } } },
    async (req) => ok(await merchantGoods.options(merchantShopOf(req))),
  );

  app.get(
    '/merchant/goods-reviews',
    { schema: { tags, summary: '本店铺的商品审核记录', querystring: merchantGoodsReviewQuery, response: { 200: envelope(goodsReviewPage) } } },
    async (req) => ok(await merchantGoods.reviews(merchantShopOf(req), req.query)),
  );

  app.get(
    '/merchant/goods/:id',
    { schema: { tags, summary: '本店铺商品详情（编辑用）', params: goodsIdParam, response: { 200: envelope(goodsEditView) } } },
    async (req) => ok(unwrap(await merchantGoods.view(merchantShopOf(req), req.params.id))),
  );

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
    async (req) => ok(unwrap(await merchantGoods.submit(operatorActor(operatorOf(req)), merchantShopOf(req), req.body)), '已提交平台审核'),
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
      const saved = unwrap(await merchantGoods.update(operatorActor(operatorOf(req)), merchantShopOf(req), req.params.id, req.body));
      return ok(saved, saved.review ? '已保存，批准文号/规格/生产厂家的变更已提交平台审核' : '保存成功');
    },
  );

  app.post(
    '/merchant/goods/status',
    { schema: { tags, summary: '本店铺商品上架 / 下架（可批量）', body: goodsStatusBody, response: { 200: envelope(goodsStatusResult) } } },
    async (req) => {
      const { ids, status } = req.body;
      const result = unwrap(await merchantGoods.setStatus(operatorActor(operatorOf(req)), merchantShopOf(req), ids, status));
      return ok(result, status === 'on_sale' ? '已上架' : '已下架');
    },
  );

  app.post(
    '/merchant/goods/images',
    {
      schema: {
        tags,
        summary: '上传商品图片（multipart，字段 file；JPG/PNG/WebP，≤2MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(goodsImageView) },
      },
    },
    (req) => uploadGoodsImage(req, goodsImages),
  );

  app.post(
    '/merchant/goods/:id/reports',
    {
      schema: {
        tags,
        summary: '上传本店铺商品的批次质检报告（multipart：batch_no、report_no、inspector、inspected_on、conclusion，可附 file）',
        params: goodsIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(qualityReportView) },
      },
    },
    async (req) => {
      const { fields, file } = await receiveReport(req);
      return ok(unwrap(await goodsInfo.saveReport(operatorOf(req).id, req.params.id, fields, file, merchantShopOf(req))), '保存成功');
    },
  );
};
