import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /wdxx: list (paged, unread filter), open, mark read, unread count (contract endpoints.messages; the count is also /api/user/base's message_count). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services;
  const e = endpoints.messages;

  route(app, e.list, async (req) => ok(await messages.page(req.member.memberId, req.query)));
  route(app, e.unreadCount, async (req) => ok({ count: await messages.unreadCount(req.member.memberId) }));
  route(app, e.open, async (req) => ok(unwrap(await messages.open(req.member.memberId, req.params.id))));
  route(app, e.read, async (req) => ok({ updated: await messages.markRead(req.member.memberId, req.body.ids) }, '已标记为已读'));
  route(app, e.readAll, async (req) => ok({ updated: await messages.markRead(req.member.memberId, 'all') }, '已全部标记为已读'));
};
