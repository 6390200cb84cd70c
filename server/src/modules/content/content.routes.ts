import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOCUS_SLOTS } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { notFound } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Shell content: header, menus, banners, ads, footer (spec §7 "Focus and content"; contract endpoints.content). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const e = endpoints.content;

  route(app, e.common, async () => ok(await content.common()));
  route(app, e.banners, async (req) => ok(await content.banners(req.query.banner_id)));
  route(app, e.topBanners, async () => ok(await content.topBanners()));
  route(app, e.postList, async (req) => ok(await content.postList(req.query.type, req.query.page, req.query.page_size)));
  route(app, e.focus, async (req) => ok(await content.focus(FOCUS_SLOTS[req.params.name], req.query.ids)));
  route(app, e.ads, async (req) => ok(await content.ads(req.query.position)));
  route(app, e.links, async () => ok(await content.links()));
  route(app, e.helpGroups, async (req) => {
    const groups = await content.helpGroups(req.query.category_id);
    if (!groups) throw notFound('分类不存在');
    return ok(groups);
  });
  route(app, e.article, async (req) => {
    const article = await content.article(req.params.id);
    if (!article) throw notFound('文章不存在');
    return ok(article);
  });
  route(app, e.postDetail, async (req) => {
    const data = await content.postDetail(req.query);
    if (req.query.id && !data.post) throw notFound('资讯不存在');
    return ok(data);
  });
  route(app, e.announcements, async () => ok(await content.announcements()));
};
