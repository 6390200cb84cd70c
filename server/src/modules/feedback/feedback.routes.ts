import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /yjfk: POST /api/user/feedback (spec §7) and the member's own feedback with the replies (contract endpoints.feedback). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app.services;
  const e = endpoints.feedback;

  route(app, e.send, async (req) => ok(unwrap(await feedback.send(req.member.memberId, req.body)), '提交成功，感谢您的反馈'));
  route(app, e.mine, async (req) => ok(await feedback.page(req.member.memberId, req.query)));
};

/** Operator: the feedback queue and replies (contract endpoints.feedbackConsole). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app.services;
  const e = endpoints.feedbackConsole;

  route(app, e.list, async (req) => ok(await feedback.adminPage(req.query)));
  route(app, e.reply, async (req) => ok(unwrap(await feedback.reply(req.operator, req.params.id, req.body.reply)), '回复成功'));
};
