import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the server's absolute links point (see `publicOrigin`). */
    origins: { configured: string | null; fallback: string };
  }
}

/** A host as a browser may have typed it: a DNS name, IPv4 or [IPv6], an optional port; nothing else. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::\d{1,5})?$/i;

/**
 * `configured`: config PUBLIC_URL, the one address of every absolute link (required in production). Unset (demo,
 * development), links are built from the address the request came to, so a buyer on http://127.0.0.1:3000 or a LAN
 * address gets a QR code that opens; `fallback` (http://localhost:PORT) only when that address is malformed.
 */
export function registerPublicOrigin(app: FastifyInstance, configured: string | undefined, port: number) {
  app.decorate('origins', { configured: configured ?? null, fallback: `http://localhost:${port}` });
}

/**
 * The shop's origin for a link made while answering `req`: PUBLIC_URL when set; else the request's own scheme and
 * host — Host, or X-Forwarded-Proto/-Host only from a trusted proxy (TRUST_PROXY; Fastify ignores them otherwise) —
 * checked to be a plain host[:port].
 */
export function publicOrigin(req: FastifyRequest): string {
  const { configured, fallback } = req.server.origins;
  if (configured) return configured;
  const scheme = req.protocol;
  const host = req.host;
  if ((scheme !== 'http' && scheme !== 'https') || !HOST.test(host)) return fallback;
  return `${scheme}://${host.toLowerCase()}`;
}

/** Whether `publicOrigin` depends on the request (a cache keyed only by URL must then also vary on the host). */
export function originFromRequest(req: FastifyRequest): boolean {
  return req.server.origins.configured === null;
}
