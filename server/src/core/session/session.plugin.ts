import fp from 'fastify-plugin';
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { freshBatches } from '../cache/fresh-batches.js';
import { SessionRepository, type SessionAttachment, type SessionRow } from './session.repository.js';

export const SESSION_COOKIE = 'yc_sid';

export interface Session {
  memberId: number | null;
  /** What the plugin's `attach` read about the member with the session (null for guests, or when nothing is attached). */
  attached: unknown;
  data: Record<string, unknown>;
  /**
   * Starts a fresh session for this member (new id: defeats fixation) carrying `data`, and drops the old one, in one
   * statement. `null`: a session of nobody's (an operator's console session carries its operator in `data`).
   */
  login(memberId: number | null, data?: Record<string, unknown>): Promise<void>;
  /** Ends the session and clears the cookie. */
  logout(): Promise<void>;
  /** Saves `data` (state kept across requests, such as the current store). */
  save(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Sessions stored in the database so every server process shares them. The cookie carries a random token;
 * the table keeps only its hash. Expiry slides forward at most once an hour to keep reads cheap. `attach` reads facts
 * about the signed-in member in the same query (the accounts module's viewer: one round trip fewer on every request).
 */
export const sessionPlugin = fp<{ database: Database; ttlDays: number; secure: boolean; attach?: SessionAttachment }>(async (app, opts) => {
  const repo = new SessionRepository(opts.database);
  // The requests that arrive while a session read runs share the next one (each still reads after it arrived).
  const readSession = freshBatches((ids: string[]) => repo.findMany(ids, opts.attach));
  const ttlMs = opts.ttlDays * 86_400_000;

  function setCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      maxAge: Math.floor(ttlMs / 1000),
    });
  }

  app.decorateRequest('session', null as unknown as Session);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api') && !req.url.startsWith('/admin/api') && !req.url.startsWith('/media/private')) return;
    const token = req.cookies[SESSION_COOKIE];
    /** The stored session's id (the token's hash), once there is one. */
    let current: string | null = null;
    const settle = async (found: SessionRow | null) => {
      let row = found;
      if (row && row.expiresAt.getTime() < Date.now()) {
        await repo.delete(row.id);
        row = null;
      }
      if (row && row.expiresAt.getTime() - Date.now() < ttlMs - 3_600_000) {
        await repo.touch(row.id, new Date(Date.now() + ttlMs));
      }
      current = row?.id ?? null;
      req.session.memberId = row?.memberId ?? null;
      req.session.attached = row?.attached ?? null;
      // A copy: the requests of one session that arrived together share the row read for them.
      req.session.data = row ? structuredClone(row.data) : {};
    };
    req.session = {
      memberId: null,
      attached: null,
      data: {},
      async login(memberId: number | null, data: Record<string, unknown> = {}) {
        const fresh = crypto.randomBytes(32).toString('base64url');
        await repo.replace(current, hash(fresh), memberId, data, new Date(Date.now() + ttlMs));
        current = hash(fresh);
        this.memberId = memberId;
        this.attached = null;
        this.data = data;
        setCookie(reply, fresh);
      },
      async logout() {
        if (current) await repo.delete(current);
        current = null;
        this.memberId = null;
        this.attached = null;
        this.data = {};
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      async save() {
        if (!current) {
          const fresh = crypto.randomBytes(32).toString('base64url');
          await repo.create(hash(fresh), this.memberId, this.data, new Date(Date.now() + ttlMs));
          current = hash(fresh);
          setCookie(reply, fresh);
          return;
        }
        await repo.saveData(current, this.data);
      },
    };
    await settle(token ? ((await readSession(hash(token))) ?? null) : null);
  });
});
