import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ad,
  adQuery,
  announcementData,
  articleCategoryQuery,
  articleIdParam,
  articleView,
  postDetailData,
  postDetailQuery,
  banner,
  commonData,
  envelope,
  FOCUS_SLOTS,
  focusDemoQuery,
  focusName,
  focusQuery,
  globalLink,
  helpGroup,
  postListQuery,
  postPage,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { notFound } from '../../core/http/errors.js';

/** Shell content: header, menus, banners, ads, footer (spec §7 "Focus and content"). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const tags = ['content'];

  app.get('/focus/common', { schema: { tags, summary: '公共数据：热词、导航、分类、时间戳', response: { 200: envelope(commonData) } } }, async () =>
    ok(await content.common()),
  );

  app.get(
    '/focus/demo',
    { schema: { tags, summary: '广告位轮播图 (banner_id)', querystring: focusDemoQuery, response: { 200: envelope(z.array(banner)) } } },
    async (req) => ok(await content.banners(req.query.banner_id)),
  );

  app.get('/focus/top', { schema: { tags, summary: '顶部横幅', response: { 200: envelope(z.array(banner)) } } }, async () =>
    ok(await content.topBanners()),
  );

  app.get(
    '/focus/postList',
    { schema: { tags, summary: '资讯列表（按类型分页）', querystring: postListQuery, response: { 200: envelope(postPage) } } },
    async (req) => ok(await content.postList(req.query.type, req.query.page, req.query.page_size)),
  );

  app.get(
    '/focus/:name',
    {
      schema: {
        tags,
        summary: '专区广告位（right, xrtj, ppzq, kxzq, zyzq, yx, login, new_kxzq, kxzq_ad）',
        params: z.object({ name: focusName }),
        querystring: focusQuery,
        response: { 200: envelope(z.array(banner)) },
      },
    },
    async (req) => ok(await content.focus(FOCUS_SLOTS[req.params.name], req.query.ids)),
  );

  app.get('/ad', { schema: { tags, summary: '广告（按位置）', querystring: adQuery, response: { 200: envelope(z.array(ad)) } } }, async (req) =>
    ok(await content.ads(req.query.position)),
  );

  app.get('/global/links', { schema: { tags, summary: '全站链接', response: { 200: envelope(z.array(globalLink)) } } }, async () =>
    ok(await content.links()),
  );

  app.get(
    '/article/category',
    { schema: { tags, summary: '帮助中心分类及文章', querystring: articleCategoryQuery, response: { 200: envelope(z.array(helpGroup)) } } },
    async (req) => {
      const groups = await content.helpGroups(req.query.category_id);
      if (!groups) throw notFound('分类不存在');
      return ok(groups);
    },
  );

  app.get(
    '/article/:id',
    { schema: { tags, summary: '帮助中心文章', params: articleIdParam, response: { 200: envelope(articleView) } } },
    async (req) => {
      const article = await content.article(req.params.id);
      if (!article) throw notFound('文章不存在');
      return ok(article);
    },
  );

  app.get(
    '/post/postDetail',
    { schema: { tags, summary: '资讯详情（带 id）或按类型分页列表', querystring: postDetailQuery, response: { 200: envelope(postDetailData) } } },
    async (req) => {
      const data = await content.postDetail(req.query);
      if (req.query.id && !data.post) throw notFound('资讯不存在');
      return ok(data);
    },
  );

  app.get('/post/zxgg', { schema: { tags, summary: '最新公告（滚动公告栏）', response: { 200: envelope(announcementData) } } }, async () =>
    ok(await content.announcements()),
  );
};
