import type { FastifyRequest } from 'fastify';
import { loginRequired } from '../../core/http/errors.js';

/** The signed-in member's id, or 401 / code 10001 (spec §8). */
export function requireMember(req: FastifyRequest): number {
  const id = req.session?.memberId;
  if (!id) throw loginRequired();
  return id;
}
