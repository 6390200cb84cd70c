import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatHistory,
  chatHistoryQuery,
  chatMessage,
  chatReadBody,
  chatSendBody,
  envelope,
  imAccount,
  imAccountQuery,
  imUnread,
  memberConversation,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';

/** Spec §7 Instant message, and the chat dialog's calls (member scope). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const tags = ['im'];

  app.post(
    '/im/accountImport',
    { schema: { tags, summary: '聊天账号（与店铺的会话；sig 与 username）', querystring: imAccountQuery, response: { 200: envelope(imAccount) } } },
    async (req) => ok(unwrap(await chat.account(req.member.memberId, req.query.sjly_id))),
  );

  app.get('/im/unreadNum', { schema: { tags, summary: '未读消息数', response: { 200: envelope(imUnread) } } }, async (req) =>
    ok(await chat.unread(req.member.memberId)),
  );

  app.get(
    '/im/conversations',
    { schema: { tags, summary: '我的会话（最新在前）', response: { 200: envelope(z.array(memberConversation)) } } },
    async (req) => ok(await chat.conversations(req.member.memberId)),
  );

  app.get(
    '/im/messages',
    {
      schema: {
        tags,
        summary: '与店铺的聊天记录（after_id 之后，或 before_id 之前）',
        querystring: chatHistoryQuery,
        response: { 200: envelope(chatHistory) },
      },
    },
    async (req) => ok(unwrap(await chat.history(req.member.memberId, req.query))),
  );

  app.post(
    '/im/send',
    {
      schema: {
        tags,
        summary: '发消息给店铺（文字、图片、商品或订单卡片；每分钟限30条）',
        body: chatSendBody,
        response: { 200: envelope(chatMessage) },
      },
    },
    async (req) => ok(unwrap(await chat.send(req.member.memberId, req.body))),
  );

  app.post('/im/read', { schema: { tags, summary: '已读与店铺的会话', body: chatReadBody, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(unwrap(await chat.read(req.member.memberId, req.body.sjly_id))),
  );
};

/**
 * GET /api/im/ws: the member's live messages (public scope: the session cookie, or the chat account's username and
 * sig in the query, as the spec's IM login). Not in the OpenAPI document: it speaks WebSocket, not the envelope.
 */
export const chatSocketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, chatHub } = app.services;
  const memberOf = (req: { session?: { memberId?: number | null } | null; query: unknown }) => {
    if (req.session?.memberId) return req.session.memberId;
    const q = req.query as { username?: unknown; sig?: unknown };
    return typeof q.username === 'string' && typeof q.sig === 'string' ? chat.memberOfSig(q.username, q.sig) : null;
  };
  app.route({
    method: 'GET',
    url: '/im/ws',
    schema: { hide: true },
    preHandler: async (req) => {
      if (!memberOf(req)) throw loginRequired();
    },
    handler: async (_req, reply) => reply.code(426).send({ code: 426, msg: '请使用 WebSocket 连接', data: null }),
    wsHandler: (socket, req) => chatHub.attach(socket, { kind: 'member', id: memberOf(req)! }),
  });
};
