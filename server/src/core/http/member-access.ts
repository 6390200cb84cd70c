import type { FastifyRequest } from 'fastify';
import type { PendingViewer } from '../session/pending-viewer.js';
import { contractRequired, loginRequired } from './errors.js';

/**
 * The viewer of a route that may read its session with its own reads: the pending read when the session was deferred,
 * else the viewer at once (`viewerOf` of a request whose member is checked).
 */
export async function viewerOrPending<V>(req: FastifyRequest, viewerOf: (req: FastifyRequest) => Promise<V>): Promise<V | PendingViewer<V>> {
  const deferred = req.session.deferred;
  if (!deferred) return viewerOf(req);
  return {
    read: deferred.read,
    sid: deferred.sid,
    resolve: async (rows) => {
      await deferred.settle(rows as Parameters<typeof deferred.settle>[0]);
      return viewerOf(req);
    },
  };
}

/** The signed-in member's id, or 401 / code 10001 (spec §8). */
export function requireMember(req: FastifyRequest): number {
  const id = req.session?.memberId;
  if (!id) throw loginRequired();
  return id;
}

/**
 * The signed-in member's id when the current electronic contract is signed; otherwise 459 '请先签署电子合同'
 * (spec §8: the storefront shows the message and goes to /dzht). For calls that place or move orders
 * (cart copy now, checkout later).
 */
export async function requireContract(req: FastifyRequest): Promise<number> {
  const memberId = requireMember(req);
  if (!(await req.server.services.accounts.contractSigned(memberId))) throw contractRequired();
  return memberId;
}

/** /ddgl: the account this session first signed in as (stores switched to keep it in the session data). */
export function masterIdOf(req: FastifyRequest): number {
  const memberId = requireMember(req);
  const master = req.session.data.masterId;
  return typeof master === 'number' ? master : memberId;
}
