import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChatHistoryQuery,
  adminChatSendBody,
  adminConversation,
  adminConversationsQuery,
  chatHistory,
  chatMessage,
  conversationIdParam,
  envelope,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** 客服消息 in the console (service area): conversations, history, answers for the shop, read marks, live socket. */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, chatHub } = app.services;
  const tags = ['admin'];
  const base = '/im/conversations';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: '客户会话（按店铺、未读；最新在前）',
        querystring: adminConversationsQuery,
        response: { 200: envelope(paged(adminConversation)) },
      },
    },
    async (req) => ok(await chat.adminList(req.query)),
  );

  app.get(
    `${base}/:id/messages`,
    {
      schema: {
        tags,
        summary: '会话消息',
        params: conversationIdParam,
        querystring: adminChatHistoryQuery,
        response: { 200: envelope(chatHistory) },
      },
    },
    async (req) => ok(unwrap(await chat.adminHistory(req.params.id, req.query))),
  );

  app.post(
    `${base}/:id/messages`,
    {
      schema: { tags, summary: '以店铺客服身份回复', params: conversationIdParam, body: adminChatSendBody, response: { 200: envelope(chatMessage) } },
    },
    async (req) => {
      const op = operatorOf(req);
      return ok(unwrap(await chat.adminSend({ ...operatorActor(op), operatorId: op.id }, req.params.id, req.body)));
    },
  );

  app.post(
    `${base}/:id/read`,
    { schema: { tags, summary: '标记会话已读', params: conversationIdParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await chat.adminRead(req.params.id))),
  );

  app.route({
    method: 'GET',
    url: '/im/ws',
    schema: { hide: true },
    handler: async (_req, reply) => reply.code(426).send({ code: 426, msg: '请使用 WebSocket 连接', data: null }),
    wsHandler: (socket) => chatHub.attach(socket, { kind: 'all' }),
  });
};
