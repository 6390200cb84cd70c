import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { loginRequired } from '../http/errors.js';

/**
 * Member-only routes say so once, in their schema: `security: [{ session: [] }]` (OpenAPI shows the same).
 * For those routes this guard runs before body/query validation, so an anonymous caller always gets 401 with
 * code 10001 (spec §7–§8) — never a 422 about input it should not send yet. Routes added later get it for free.
 */
export function requiresSession(schema: unknown): boolean {
  const security = (schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  // Alternatives (OpenAPI semantics): a route an operator may also call lists `{ operator: [] }` and checks itself.
  return Array.isArray(security) && security.length > 0 && security.every((s) => s && Object.prototype.hasOwnProperty.call(s, 'session'));
}

const guard: onRequestHookHandler = async (req: FastifyRequest) => {
  if (!req.session?.memberId) throw loginRequired();
};

export function registerSessionGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin/')) return; // operator routes have their own guard
    if (!requiresSession(route.schema)) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
  });
}
