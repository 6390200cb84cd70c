import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatYuan } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** Finance area: a member's wallet and credit line, and wallet adjustments booked through the ledger. (contract endpoints.walletConsole) */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;
  const e = endpoints.walletConsole;

  route(app, e.get, async (req) => ok(unwrap(await moneyApprovals.memberMoney(req.params.id))));
  route(app, e.adjust, async (req) => {
    const r = unwrap(await moneyApprovals.adjustWallet(operatorActor(req.operator), req.params.id, req.body));
    return ok(r, r.approval ? `金额超过${formatYuan(r.approval.limit)}，已提交审批，另一位财务人员通过后入账` : '余额已调整');
  });
};
