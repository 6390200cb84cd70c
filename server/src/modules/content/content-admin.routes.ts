import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's content area: news posts (质量公告, 公司新闻, 活动公告) and the help centre's articles (contract endpoints.contentConsole). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contentAdmin } = app.services;
  const e = endpoints.contentConsole;
  const actor = (req: FastifyRequest) => operatorActor(req.operator);

  route(app, e.posts, async (req) => ok(await contentAdmin.posts(req.query)));
  route(app, e.post, async (req) => ok(unwrap(await contentAdmin.post(req.params.id))));
  route(app, e.createPost, async (req) => ok(unwrap(await contentAdmin.savePost(actor(req), null, req.body)), '发布成功'));
  route(app, e.updatePost, async (req) => ok(unwrap(await contentAdmin.savePost(actor(req), req.params.id, req.body)), '保存成功'));

  route(app, e.help, async () => ok(await contentAdmin.helpTree()));
  route(app, e.article, async (req) => ok(unwrap(await contentAdmin.article(req.params.id))));
  route(app, e.createArticle, async (req) => ok(unwrap(await contentAdmin.saveArticle(actor(req), null, req.body)), '发布成功'));
  route(app, e.updateArticle, async (req) => ok(unwrap(await contentAdmin.saveArticle(actor(req), req.params.id, req.body)), '保存成功'));
};
