import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWantedPage,
  envelope,
  wantedBody,
  wantedDetail,
  wantedIdParam,
  wantedPage,
  wantedQuery,
  wantedReplyBody,
  wantedView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /pzqg, /pzqg/add, /pzqg/info: the member's wanted-variety requests (品种求购). */
export const wantedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wanted } = app.services;
  const tags = ['wanted'];

  app.get('/pzqg', { schema: { tags, summary: '我的品种求购', querystring: wantedQuery, response: { 200: envelope(wantedPage) } } }, async (req) =>
    ok(await wanted.page(req.member.memberId, req.query)),
  );

  app.post(
    '/pzqg',
    { schema: { tags, summary: '提交品种求购（名称、规格、厂家、数量、期望单价）', body: wantedBody, response: { 200: envelope(wantedView) } } },
    async (req) => ok(unwrap(await wanted.create(req.member.memberId, req.body)), '提交成功，我们会尽快为您寻找货源'),
  );

  app.get(
    '/pzqg/:id',
    { schema: { tags, summary: '求购详情（含运营关联的商品）', params: wantedIdParam, response: { 200: envelope(wantedDetail) } } },
    async (req) => {
      const memberId = req.member.memberId;
      return ok(unwrap(await wanted.detail(memberId, req.member, req.params.id)));
    },
  );

  app.post(
    '/pzqg/:id/cancel',
    { schema: { tags, summary: '撤销待处理的求购', params: wantedIdParam, response: { 200: envelope(wantedView) } } },
    async (req) => ok(unwrap(await wanted.cancel(req.member.memberId, req.params.id)), '已撤销'),
  );
};

/** Operator: the 求购 queue and answers (the member is told in /wdxx). */
export const wantedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wanted } = app.services;
  const tags = ['admin'];

  app.get(
    '/wanted',
    { schema: { tags, summary: '品种求购列表', querystring: wantedQuery, response: { 200: envelope(adminWantedPage) } } },
    async (req) => ok(await wanted.adminPage(req.query)),
  );

  app.post(
    '/wanted/:id/reply',
    {
      schema: {
        tags,
        summary: '答复求购：status 1 找到货源（关联商品），2 暂无货源',
        params: wantedIdParam,
        body: wantedReplyBody,
        response: { 200: envelope(wantedView) },
      },
    },
    async (req) => ok(unwrap(await wanted.reply(req.operator, req.params.id, req.body)), '答复成功'),
  );
};
