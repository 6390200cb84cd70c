import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_IMAGE_MAX_BYTES } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's site content (content area): banners by slot, ads, main nav, hot words, footer links, settings and pictures (contract endpoints.siteConsole; pictures are a multipart upload). */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteAdmin, goodsImages } = app.services;
  const actor = (req: FastifyRequest) => operatorActor(req.operator);
  const e = endpoints.siteConsole;

  route(app, e.banners, async (req) => ok(await siteAdmin.banners(req.query.slot)));
  route(app, e.createBanner, async (req) => ok(unwrap(await siteAdmin.saveBanner(actor(req), null, req.body)), '保存成功'));
  route(app, e.updateBanner, async (req) => ok(unwrap(await siteAdmin.saveBanner(actor(req), req.params.id, req.body)), '保存成功'));
  route(app, e.removeBanner, async (req) => ok(unwrap(await siteAdmin.deleteBanner(actor(req), req.params.id)), '已删除'));

  route(app, e.ads, async () => ok(await siteAdmin.ads()));
  route(app, e.createAd, async (req) => ok(unwrap(await siteAdmin.saveAd(actor(req), null, req.body)), '保存成功'));
  route(app, e.updateAd, async (req) => ok(unwrap(await siteAdmin.saveAd(actor(req), req.params.id, req.body)), '保存成功'));
  route(app, e.removeAd, async (req) => ok(unwrap(await siteAdmin.deleteAd(actor(req), req.params.id)), '已删除'));

  route(app, e.nav, async () => ok(await siteAdmin.nav()));
  route(app, e.saveNav, async (req) => ok(unwrap(await siteAdmin.saveNav(actor(req), req.body)), '保存成功'));
  route(app, e.hotWords, async () => ok(await siteAdmin.hotWords()));
  route(app, e.saveHotWords, async (req) => ok(unwrap(await siteAdmin.saveHotWords(actor(req), req.body)), '保存成功'));
  route(app, e.links, async () => ok(await siteAdmin.links()));
  route(app, e.saveLinks, async (req) => ok(unwrap(await siteAdmin.saveLinks(actor(req), req.body)), '保存成功'));
  route(app, e.settings, async () => ok(await siteAdmin.settings()));
  route(app, e.saveSettings, async (req) => ok(unwrap(await siteAdmin.saveSettings(actor(req), req.body)), '保存成功'));

  route(app, e.uploadImage, async (req) => {
    const file = await readOneFile(req, { maxBytes: SITE_IMAGE_MAX_BYTES + 1, tooLarge: '图片大小不能超过2MB' });
    if (!file) throw invalidField('file', '请选择要上传的图片');
    // The storefront's public pictures share one store (goods photos): sniffed by their bytes, random names.
    const stored = unwrap(await goodsImages.store(req.operator.id, file.data, '图片'));
    return ok({ url: stored.url, size: stored.size }, '上传成功');
  });
};
