import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request whose Origin (or Referer) names another
 * site is refused, and so is a WebSocket upgrade from another site. Requests without either header (curl, server-to-server notifications) carry no cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: string[]) {
  const allowedOrigins = new Set(allowed.map((o) => originOf(o)).filter(Boolean));
  app.addHook('onRequest', async (req) => {
    // A WebSocket upgrade is a GET that opens a channel with the member's cookie: it is checked like a write
    // (cross-site WebSocket hijacking).
    if (SAFE.has(req.method) && req.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = req.headers.origin ?? req.headers.referer;
    if (!origin) {
      if (req.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, '非法的跨站请求');
      return;
    }
    // Scheme, host and port all count: http://shop and https://shop, or shop:3000 and shop:8080, are other origins.
    const from = originOf(origin);
    const own = originOf(`${req.protocol}://${req.host}`);
    if (from && (from === own || allowedOrigins.has(from))) return;
    throw new HttpError(403, '非法的跨站请求');
  });
}

/** `scheme://host[:port]` with default ports dropped, or '' for anything that is not an http(s) URL. */
function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}
