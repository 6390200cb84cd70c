import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for everything this process serves (storefront, API, docs, media): a CSP that antd works under
 * (antd writes inline styles; scripts only from our origin), no framing, nosniff, a strict referrer policy.
 * HSTS only when the request reached us over TLS (directly or through a trusted proxy): on plain http it would be a lie.
 * Member answers are never stored by a cache (they vary with the session cookie).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance) {
  // Built once: @fastify/helmet rebuilt helmet (and re-parsed the CSP) on every request — 5 % of a list request's CPU.
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => applyHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const api = req.url.startsWith('/api') || req.url.startsWith('/admin/api');
    if (api && !reply.hasHeader('cache-control') && (req.session?.memberId || req.session?.data?.operatorId)) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
