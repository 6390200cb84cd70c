import type { FastifyRequest } from 'fastify';

/** /ddgl: the account this session first signed in as (stores switched to keep it in the session data). */
export function masterIdOf(req: FastifyRequest): number {
  const master = req.session.data.masterId;
  return typeof master === 'number' ? master : req.member.memberId;
}
