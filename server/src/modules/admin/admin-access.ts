import type { FastifyRequest } from 'fastify';
import type { SignedInOperator } from './admin.service.js';

/** The operator signed in on this session (checked active in the database on every call), or null. */
export async function currentOperator(req: FastifyRequest): Promise<SignedInOperator | null> {
  const id = req.session?.data?.operatorId;
  if (typeof id !== 'number') return null;
  return req.server.services.admin.operator(id);
}
