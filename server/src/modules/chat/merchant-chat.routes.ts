import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChatHistoryQuery,
  adminChatSendBody,
  adminConversation,
  chatHistory,
  chatMessage,
  conversationIdParam,
  envelope,
  merchantConversationsQuery,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * The shop's 客服 (merchant area 客服): its own conversations with members, their history, answers as the shop, read
 * marks, and a live socket that carries its own shop's messages only.
 */
export const merchantChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, chatHub } = app.services;
  const tags = ['merchant'];
  const base = '/merchant/im/conversations';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: '本店铺的客户会话（未读优先筛选；最新在前）',
        querystring: merchantConversationsQuery,
        response: { 200: envelope(paged(adminConversation)) },
      },
    },
    async (req) => ok(await chat.adminList(req.query, merchantShopOf(req))),
  );
  app.get(
    `${base}/:id/messages`,
    {
      schema: {
        tags,
        summary: '本店铺会话的消息',
        params: conversationIdParam,
        querystring: adminChatHistoryQuery,
        response: { 200: envelope(chatHistory) },
      },
    },
    async (req) => ok(unwrap(await chat.adminHistory(req.params.id, req.query, merchantShopOf(req)))),
  );
  app.post(
    `${base}/:id/messages`,
    {
      schema: { tags, summary: '以本店客服身份回复', params: conversationIdParam, body: adminChatSendBody, response: { 200: envelope(chatMessage) } },
    },
    async (req) => {
      const op = operatorOf(req);
      return ok(unwrap(await chat.adminSend({ ...operatorActor(op), operatorId: op.id }, req.params.id, req.body, merchantShopOf(req))));
    },
  );
  app.post(
    `${base}/:id/read`,
    { schema: { tags, summary: '标记本店铺会话已读', params: conversationIdParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await chat.adminRead(req.params.id, merchantShopOf(req)))),
  );
  app.route({
    method: 'GET',
    url: '/merchant/im/ws',
    schema: { hide: true },
    handler: async (_req, reply) => reply.code(426).send({ code: 426, msg: '请使用 WebSocket 连接', data: null }),
    wsHandler: (socket, req) => chatHub.attach(socket, { kind: 'shop', id: merchantShopOf(req) }),
  });
};
