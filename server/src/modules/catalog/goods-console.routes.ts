import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOODS_IMAGE_MAX_BYTES } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
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
 * to the goods review (merchants/merchant-goods.routes.ts). (contract endpoints.goodsConsole and goodsMerchant; the
 * photos and reports are multipart uploads, whose files the handlers read themselves)
 */
export const goodsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { catalogAdmin, goodsBatches, goodsEditor, goodsImages, goodsInfo } = app.services;
    const e = at.kind === 'platform' ? endpoints.goodsConsole : endpoints.goodsMerchant;

    route(app, e.list, async (req) => ok(unwrap(await catalogAdmin.list(at.own(req, req.query)))));
    route(app, e.options, async (req) => ok(await goodsEditor.options(at.shop(req))));
    route(app, e.batches, async (req) => ok(unwrap(await goodsBatches.view(req.params.id, at.shop(req)))));
    route(app, e.saveBatches, async (req) =>
      ok(unwrap(await goodsBatches.save(operatorActor(req.operator), req.params.id, req.body, at.shop(req))), '批次已保存'),
    );
    route(app, e.startClearance, async (req) =>
      ok(
        unwrap(await goodsBatches.startClearance(operatorActor(req.operator), req.params.id, req.params.batch_id, req.body, at.shop(req))),
        '近效期特价已开始',
      ),
    );
    route(app, e.get, async (req) => ok(unwrap(await goodsEditor.view(req.params.id, at.shop(req)))));
    route(app, e.setStatus, async (req) => {
      const { ids, status } = req.body;
      const result = unwrap(await catalogAdmin.setStatus(operatorActor(req.operator), ids, status, at.shop(req)));
      return ok(result, status === 'on_sale' ? '已上架' : '已下架');
    });

    route(app, e.uploadImage, (req) => uploadGoodsImage(req, goodsImages));
    route(app, e.uploadReport, async (req) => {
      const { fields, file } = await receiveReport(req);
      return ok(unwrap(await goodsInfo.saveReport(req.operator.id, req.params.id, fields, file, at.shop(req))), '保存成功');
    });
  };
  return routes;
});
