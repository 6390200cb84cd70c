import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 客服消息: conversations with members, their history, answers as the shop, read marks and a live socket — the
 * platform's (service area: every shop's conversations) and a merchant's (客服: its own shop's, and a socket that
 * carries its own shop's messages only). Contract endpoints.chatConsole and endpoints.chatMerchant; the socket is no endpoint.
 */
export const chatConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { chat, chatHub } = app.services;
    const e = at.kind === 'platform' ? endpoints.chatConsole : endpoints.chatMerchant;

    route(app, e.conversations, async (req) => ok(await chat.adminList(req.query, at.shop(req))));
    route(app, e.messages, async (req) => ok(unwrap(await chat.adminHistory(req.params.id, req.query, at.shop(req)))));
    route(app, e.send, async (req) => {
      const op = req.operator;
      return ok(unwrap(await chat.adminSend({ ...operatorActor(op), operatorId: op.id }, req.params.id, req.body, at.shop(req))));
    });
    route(app, e.read, async (req) => ok(unwrap(await chat.adminRead(req.params.id, at.shop(req)))));

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
