import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf, messagePage, messageReadBody, messagesQuery, messageView, unreadCount } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /wdxx: list (paged, unread filter), open, mark read, unread count (also in /api/user/base as message_count). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services;
  const tags = ['messages'];

  app.get(
    '/user/messages',
    { schema: { tags, summary: '我的消息（分页）', querystring: messagesQuery, response: { 200: envelope(messagePage) } } },
    async (req) => ok(await messages.page(req.member.memberId, req.query)),
  );

  app.get('/user/messages/unread_count', { schema: { tags, summary: '未读消息数', response: { 200: envelope(unreadCount) } } }, async (req) =>
    ok({ count: await messages.unreadCount(req.member.memberId) }),
  );

  app.get(
    '/user/messages/:id',
    { schema: { tags, summary: '消息详情（打开即已读）', params: idParamOf('消息'), response: { 200: envelope(messageView) } } },
    async (req) => ok(unwrap(await messages.open(req.member.memberId, req.params.id))),
  );

  app.post(
    '/user/messages/read',
    { schema: { tags, summary: '标记消息为已读', body: messageReadBody, response: { 200: envelope(z.object({ updated: z.number() })) } } },
    async (req) => ok({ updated: await messages.markRead(req.member.memberId, req.body.ids) }, '已标记为已读'),
  );

  app.post(
    '/user/messages/read_all',
    { schema: { tags, summary: '全部标记为已读', response: { 200: envelope(z.object({ updated: z.number() })) } } },
    async (req) => ok({ updated: await messages.markRead(req.member.memberId, 'all') }, '已全部标记为已读'),
  );
};
