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
  merchantConversationsQuery,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 客服消息: conversations with members, their history, answers as the shop, read marks and a live socket — the
 * platform's (service area: every shop's conversations) and a merchant's (客服: its own shop's, and a socket that
 * carries its own shop's messages only).
 */
export const chatConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { chat, chatHub } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/im/conversations`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('客户会话（按店铺、未读；最新在前）', '本店铺的客户会话（未读优先筛选；最新在前）'),
          querystring: at.pick(adminConversationsQuery, merchantConversationsQuery),
          response: { 200: envelope(paged(adminConversation)) },
        },
      },
      async (req) => ok(await chat.adminList(req.query, at.shop(req))),
    );

    app.get(
      `${base}/:id/messages`,
      {
        schema: {
          tags,
          summary: at.pick('会话消息', '本店铺会话的消息'),
          params: conversationIdParam,
          querystring: adminChatHistoryQuery,
          response: { 200: envelope(chatHistory) },
        },
      },
      async (req) => ok(unwrap(await chat.adminHistory(req.params.id, req.query, at.shop(req)))),
    );

    app.post(
      `${base}/:id/messages`,
      {
        schema: {
          tags,
          summary: at.pick('以店铺客服身份回复', '以本店客服身份回复'),
          params: conversationIdParam,
          body: adminChatSendBody,
          response: { 200: envelope(chatMessage) },
        },
      },
      async (req) => {
        const op = req.operator;
        return ok(unwrap(await chat.adminSend({ ...operatorActor(op), operatorId: op.id }, req.params.id, req.body, at.shop(req))));
      },
    );

    app.post(
      `${base}/:id/read`,
      {
        schema: { tags, summary: at.pick('标记会话已读', '标记本店铺会话已读'), params: conversationIdParam, response: { 200: envelope(z.null()) } },
      },
      async (req) => ok(unwrap(await chat.adminRead(req.params.id, at.shop(req)))),
    );

    app.route({
      method: 'GET',
      url: `${at.prefix}/im/ws`,
      schema: { hide: true },
      handler: async (_req, reply) => reply.code(426).send({ code: 426, msg: '请使用 WebSocket 连接', data: null }),
      wsHandler: (socket, req) => {
        const shop = at.shop(req);
        chatHub.attach(socket, shop === undefined ? { kind: 'all' } : { kind: 'shop', id: shop });
      },
    });
  };
  return routes;
});
