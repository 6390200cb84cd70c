import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticleView,
  adminHelpTree,
  adminPostPage,
  adminPostsQuery,
  adminPostView,
  articleBody,
  contentIdParam,
  envelope,
  postBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's content area: news posts (质量公告, 公司新闻, 活动公告) and the help centre's articles. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contentAdmin } = app.services;
  const tags = ['admin'];
  const actor = (req: FastifyRequest) => operatorActor(req.operator);

  app.get(
    '/posts',
    { schema: { tags, summary: '公告资讯列表（含定时与已下线）', querystring: adminPostsQuery, response: { 200: envelope(adminPostPage) } } },
    async (req) => ok(await contentAdmin.posts(req.query)),
  );
  app.get(
    '/posts/:id',
    { schema: { tags, summary: '公告资讯详情（编辑用）', params: contentIdParam, response: { 200: envelope(adminPostView) } } },
    async (req) => ok(unwrap(await contentAdmin.post(req.params.id))),
  );
  app.post(
    '/posts',
    { schema: { tags, summary: '发布公告资讯（正文经服务端净化后保存）', body: postBody, response: { 200: envelope(adminPostView) } } },
    async (req) => ok(unwrap(await contentAdmin.savePost(actor(req), null, req.body)), '发布成功'),
  );
  app.put(
    '/posts/:id',
    {
      schema: { tags, summary: '修改公告资讯（可定时、可下线）', params: contentIdParam, body: postBody, response: { 200: envelope(adminPostView) } },
    },
    async (req) => ok(unwrap(await contentAdmin.savePost(actor(req), req.params.id, req.body)), '保存成功'),
  );

  app.get('/help', { schema: { tags, summary: '帮助中心：分组与全部文章', response: { 200: envelope(adminHelpTree) } } }, async () =>
    ok(await contentAdmin.helpTree()),
  );
  app.get(
    '/articles/:id',
    { schema: { tags, summary: '帮助文章详情（编辑用）', params: contentIdParam, response: { 200: envelope(adminArticleView) } } },
    async (req) => ok(unwrap(await contentAdmin.article(req.params.id))),
  );
  app.post(
    '/articles',
    { schema: { tags, summary: '新建帮助文章（正文经服务端净化后保存）', body: articleBody, response: { 200: envelope(adminArticleView) } } },
    async (req) => ok(unwrap(await contentAdmin.saveArticle(actor(req), null, req.body)), '发布成功'),
  );
  app.put(
    '/articles/:id',
    { schema: { tags, summary: '修改帮助文章', params: contentIdParam, body: articleBody, response: { 200: envelope(adminArticleView) } } },
    async (req) => ok(unwrap(await contentAdmin.saveArticle(actor(req), req.params.id, req.body)), '保存成功'),
  );
};
