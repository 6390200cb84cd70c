import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request whose Origin (or Referer) names another
 * site is refused. Requests without either header (curl, server-to-server notifications) carry no cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: string[]) {
  const allowedHosts = new Set(allowed.map((o) => safeHost(o)).filter(Boolean));
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin ?? req.headers.referer;
    if (!origin) {
      if (req.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, '非法的跨站请求');
      return;
    }
    const host = safeHost(origin);
    // Normalise the request's own host the same way (default ports dropped) before comparing.
    const own = safeHost(`${req.protocol}://${req.host}`);
    if (host && (host === own || allowedHosts.has(host))) return;
    throw new HttpError(403, '非法的跨站请求');
  });
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
