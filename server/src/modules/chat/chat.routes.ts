import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Spec §7 Instant message, and the chat dialog's calls (member scope; contract endpoints.chat). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const e = endpoints.chat;

  route(app, e.account, async (req) => ok(unwrap(await chat.account(req.member.memberId, req.query.sjly_id))));
  route(app, e.unread, async (req) => ok(await chat.unread(req.member.memberId)));
  route(app, e.conversations, async (req) => ok(await chat.conversations(req.member.memberId)));
  route(app, e.history, async (req) => ok(unwrap(await chat.history(req.member.memberId, req.query))));
  route(app, e.send, async (req) => ok(unwrap(await chat.send(req.member.memberId, req.body))));
  route(app, e.read, async (req) => ok(unwrap(await chat.read(req.member.memberId, req.body.sjly_id))));
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
