import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /pzqg, /pzqg/add, /pzqg/info: the member's wanted-variety requests (品种求购; contract endpoints.wanted). */
export const wantedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wanted } = app.services;
  const e = endpoints.wanted;

  route(app, e.list, async (req) => ok(await wanted.page(req.member.memberId, req.query)));
  route(app, e.create, async (req) => ok(unwrap(await wanted.create(req.member.memberId, req.body)), '提交成功，我们会尽快为您寻找货源'));
  route(app, e.detail, async (req) => ok(unwrap(await wanted.detail(req.member.memberId, req.member, req.params.id))));
  route(app, e.cancel, async (req) => ok(unwrap(await wanted.cancel(req.member.memberId, req.params.id)), '已撤销'));
};

/** Operator: the 求购 queue and answers (the member is told in /wdxx; contract endpoints.wantedConsole). */
export const wantedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wanted } = app.services;
  const e = endpoints.wantedConsole;

  route(app, e.list, async (req) => ok(await wanted.adminPage(req.query)));
  route(app, e.reply, async (req) => ok(unwrap(await wanted.reply(req.operator, req.params.id, req.body)), '答复成功'));
};
