import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGoodsPage,
  adminGoodsQuery,
  envelope,
  GOODS_IMAGE_MAX_BYTES,
  goodsEditView,
  goodsFormOptions,
  goodsIdParam,
  goodsImageView,
  goodsStatusBody,
  goodsStatusResult,
  merchantGoodsQuery,
  qualityReportView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';
import type { GoodsImagesService } from './goods-images.service.js';
import { receiveReport } from './goods-info.routes.js';

/** POST …/goods/images: one sniffed, size-checked photo, kept for the uploader. */
async function uploadGoodsImage(req: FastifyRequest, goodsImages: GoodsImagesService) {
  const file = await readOneFile(req, { maxBytes: GOODS_IMAGE_MAX_BYTES + 1, tooLarge: '图片大小不能超过2MB' });
  if (!file) throw invalidField('file', '请选择要上传的图片');
  return ok(unwrap(await goodsImages.store(req.operator.id, file.data)), '上传成功');
}

/**
 * Goods in the console over every state: the list, the form's choices and one goods for it, on/off shelf, photos
 * and batch reports — the platform's (catalog area, every shop) and a merchant's (商品: its own shop's goods; another
 * shop's is not found). Saving the form differs: the platform publishes (goods-editor.routes.ts), a merchant submits
 * to the goods review (merchants/merchant-goods.routes.ts).
 */
export const goodsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { catalogAdmin, goodsEditor, goodsImages, goodsInfo } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/goods`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('商品列表（运营）：全部状态，按分类、店铺、库存、近效期、专区筛选', '本店铺商品列表（全部状态）'),
          querystring: at.pick(adminGoodsQuery, merchantGoodsQuery),
          response: { 200: envelope(adminGoodsPage) },
        },
      },
      async (req) => ok(unwrap(await catalogAdmin.list(at.own(req, req.query)))),
    );

    app.get(
      `${base}/options`,
      {
        schema: {
          tags,
          summary: at.pick('商品表单的选项：末级分类、品牌、店铺与仓库、经营范围、标签', '商品表单的选项（本店铺与其仓库）'),
          response: { 200: envelope(goodsFormOptions) },
        },
      },
      async (req) => ok(await goodsEditor.options(at.shop(req))),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('商品详情（编辑用）', '本店铺商品详情（编辑用）'),
          params: goodsIdParam,
          response: { 200: envelope(goodsEditView) },
        },
      },
      async (req) => ok(unwrap(await goodsEditor.view(req.params.id, at.shop(req)))),
    );

    app.post(
      `${base}/status`,
      {
        schema: {
          tags,
          summary: at.pick('商品上架 / 下架（可批量；禁售类别不能上架）', '本店铺商品上架 / 下架（可批量）'),
          body: goodsStatusBody,
          response: { 200: envelope(goodsStatusResult) },
        },
      },
      async (req) => {
        const { ids, status } = req.body;
        const result = unwrap(await catalogAdmin.setStatus(operatorActor(req.operator), ids, status, at.shop(req)));
        return ok(result, status === 'on_sale' ? '已上架' : '已下架');
      },
    );

    app.post(
      `${base}/images`,
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
      `${base}/:id/reports`,
      {
        schema: {
          tags,
          summary: `${at.pick('上传批次质检报告', '上传本店铺商品的批次质检报告')}（multipart：batch_no、report_no、inspector、inspected_on、conclusion，可附 file）`,
          params: goodsIdParam,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(qualityReportView) },
        },
      },
      async (req) => {
        const { fields, file } = await receiveReport(req);
        return ok(unwrap(await goodsInfo.saveReport(req.operator.id, req.params.id, fields, file, at.shop(req))), '保存成功');
      },
    );
  };
  return routes;
});
