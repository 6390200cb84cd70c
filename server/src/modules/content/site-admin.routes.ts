import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adBody,
  adminAdView,
  adminBannersQuery,
  adminBannerView,
  adminFooterLink,
  adminHotWord,
  adminNavItem,
  bannerBody,
  contentIdParam,
  envelope,
  footerLinksBody,
  hotWordsBody,
  navBody,
  SITE_IMAGE_MAX_BYTES,
  siteImageView,
  siteSettingsBody,
  siteSettingsView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's site content (content area): banners by slot, ads, main nav, hot words, footer links, settings, pictures. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteAdmin, goodsImages } = app.services;
  const tags = ['admin'];
  const actor = (req: FastifyRequest) => operatorActor(req.operator);
  const removed = z.object({ id: z.number() });

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: '广告图（按广告位，含未开始与已结束）',
        querystring: adminBannersQuery,
        response: { 200: envelope(z.array(adminBannerView)) },
      },
    },
    async (req) => ok(await siteAdmin.banners(req.query.slot)),
  );
  app.post('/banners', { schema: { tags, summary: '新建广告图', body: bannerBody, response: { 200: envelope(adminBannerView) } } }, async (req) =>
    ok(unwrap(await siteAdmin.saveBanner(actor(req), null, req.body)), '保存成功'),
  );
  app.put(
    '/banners/:id',
    { schema: { tags, summary: '修改广告图', params: contentIdParam, body: bannerBody, response: { 200: envelope(adminBannerView) } } },
    async (req) => ok(unwrap(await siteAdmin.saveBanner(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.delete('/banners/:id', { schema: { tags, summary: '删除广告图', params: contentIdParam, response: { 200: envelope(removed) } } }, async (req) =>
    ok(unwrap(await siteAdmin.deleteBanner(actor(req), req.params.id)), '已删除'),
  );

  app.get(
    '/ads',
    { schema: { tags, summary: '广告位（页头右侧、搜索结果旁、抽奖弹窗）', response: { 200: envelope(z.array(adminAdView)) } } },
    async () => ok(await siteAdmin.ads()),
  );
  app.post('/ads', { schema: { tags, summary: '新建广告', body: adBody, response: { 200: envelope(adminAdView) } } }, async (req) =>
    ok(unwrap(await siteAdmin.saveAd(actor(req), null, req.body)), '保存成功'),
  );
  app.put(
    '/ads/:id',
    { schema: { tags, summary: '修改广告', params: contentIdParam, body: adBody, response: { 200: envelope(adminAdView) } } },
    async (req) => ok(unwrap(await siteAdmin.saveAd(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.delete('/ads/:id', { schema: { tags, summary: '删除广告', params: contentIdParam, response: { 200: envelope(removed) } } }, async (req) =>
    ok(unwrap(await siteAdmin.deleteAd(actor(req), req.params.id)), '已删除'),
  );

  app.get('/site/nav', { schema: { tags, summary: '主导航（首行，最多9个）', response: { 200: envelope(z.array(adminNavItem)) } } }, async () =>
    ok(await siteAdmin.nav()),
  );
  app.put(
    '/site/nav',
    { schema: { tags, summary: '保存主导航（顺序即展示顺序）', body: navBody, response: { 200: envelope(z.array(adminNavItem)) } } },
    async (req) => ok(unwrap(await siteAdmin.saveNav(actor(req), req.body)), '保存成功'),
  );
  app.get('/site/hot-words', { schema: { tags, summary: '热搜词', response: { 200: envelope(z.array(adminHotWord)) } } }, async () =>
    ok(await siteAdmin.hotWords()),
  );
  app.put(
    '/site/hot-words',
    { schema: { tags, summary: '保存热搜词（顺序即展示顺序）', body: hotWordsBody, response: { 200: envelope(z.array(adminHotWord)) } } },
    async (req) => ok(unwrap(await siteAdmin.saveHotWords(actor(req), req.body)), '保存成功'),
  );
  app.get('/site/links', { schema: { tags, summary: '页脚图标链接', response: { 200: envelope(z.array(adminFooterLink)) } } }, async () =>
    ok(await siteAdmin.links()),
  );
  app.put(
    '/site/links',
    { schema: { tags, summary: '保存页脚图标链接', body: footerLinksBody, response: { 200: envelope(z.array(adminFooterLink)) } } },
    async (req) => ok(unwrap(await siteAdmin.saveLinks(actor(req), req.body)), '保存成功'),
  );
  app.get(
    '/site/settings',
    { schema: { tags, summary: '站点设置（热线、备案与许可证号、二维码、积分规则）', response: { 200: envelope(siteSettingsView) } } },
    async () => ok(await siteAdmin.settings()),
  );
  app.put(
    '/site/settings',
    { schema: { tags, summary: '保存站点设置', body: siteSettingsBody, response: { 200: envelope(siteSettingsView) } } },
    async (req) => ok(unwrap(await siteAdmin.saveSettings(actor(req), req.body)), '保存成功'),
  );

  app.post(
    '/site/images',
    {
      schema: {
        tags,
        summary: '上传广告与链接图片（multipart，字段 file；JPG/PNG/WebP，≤2MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(siteImageView) },
      },
    },
    async (req) => {
      const file = await readOneFile(req, { maxBytes: SITE_IMAGE_MAX_BYTES + 1, tooLarge: '图片大小不能超过2MB' });
      if (!file) throw invalidField('file', '请选择要上传的图片');
      // The storefront's public pictures share one store (goods photos): sniffed by their bytes, random names.
      const stored = unwrap(await goodsImages.store(req.operator.id, file.data, '图片'));
      return ok({ url: stored.url, size: stored.size }, '上传成功');
    },
  );
};
