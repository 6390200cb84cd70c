import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackPage,
  adminFeedbackQuery,
  envelope,
  feedbackBody,
  feedbackIdParam,
  feedbackPage,
  feedbackQuery,
  feedbackReplyBody,
  feedbackView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /yjfk: POST /api/user/feedback (spec §7) and the member's own feedback with the replies. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app.services;
  const tags = ['feedback'];

  app.post(
    '/user/feedback',
    {
      schema: { tags, summary: '提交意见反馈（类型、内容、最多4张图片、联系方式）', body: feedbackBody, response: { 200: envelope(feedbackView) } },
    },
    async (req) => ok(unwrap(await feedback.send(req.member.memberId, req.body)), '提交成功，感谢您的反馈'),
  );

  app.get(
    '/user/feedback',
    { schema: { tags, summary: '我的意见反馈与回复', querystring: feedbackQuery, response: { 200: envelope(feedbackPage) } } },
    async (req) => ok(await feedback.page(req.member.memberId, req.query)),
  );
};

/** Operator: the feedback queue and replies. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app.services;
  const tags = ['admin'];

  app.get(
    '/feedback',
    {
      schema: {
        tags,
        summary: '意见反馈列表（status 0 待回复，1 已回复）',
        querystring: adminFeedbackQuery,
        response: { 200: envelope(adminFeedbackPage) },
      },
    },
    async (req) => ok(await feedback.adminPage(req.query)),
  );

  app.post(
    '/feedback/:id/reply',
    {
      schema: {
        tags,
        summary: '回复意见反馈（会员在我的消息中收到）',
        params: feedbackIdParam,
        body: feedbackReplyBody,
        response: { 200: envelope(feedbackView) },
      },
    },
    async (req) => ok(unwrap(await feedback.reply(req.operator, req.params.id, req.body.reply)), '回复成功'),
  );
};
