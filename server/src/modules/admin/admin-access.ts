import type { FastifyRequest } from 'fastify';
import { CODE } from '@yaocai/contract';
import { HttpError } from '../../core/http/errors.js';
import type { OperatorRow } from './admin.repository.js';

/** The operator signed in on this session (checked active in the database on every call), or null. */
export async function currentOperator(req: FastifyRequest): Promise<OperatorRow | null> {
  const id = req.session?.data?.operatorId;
  if (typeof id !== 'number') return null;
  return req.server.services.admin.operator(id);
}

/** Operator endpoints: 401 for nobody, 403 for a member session (the role is checked here, on the server). */
export async function requireOperator(req: FastifyRequest): Promise<OperatorRow> {
  const op = await currentOperator(req);
  if (op) return op;
  if (req.session?.memberId) throw new HttpError(403, '无权访问运营后台');
  throw new HttpError(401, '请先以运营人员身份登录', CODE.loginRequired);
}
