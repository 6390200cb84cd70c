import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, formatYuan, idParamOf, memberMoneyView, walletAdjustBody, walletAdjustResult } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** Finance area: a member's wallet and credit line, and wallet adjustments booked through the ledger. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;
  const tags = ['admin'];
  const params = idParamOf('会员');

  app.get(
    '/members/:id/wallet',
    {
      schema: {
        tags,
        summary: '会员资金：余额、账期额度、最近资金明细与待审批的调整',
        params,
        response: { 200: envelope(memberMoneyView) },
      },
    },
    async (req) => ok(unwrap(await moneyApprovals.memberMoney(req.params.id))),
  );

  app.post(
    '/members/:id/wallet/adjust',
    {
      schema: {
        tags,
        summary: '调整会员余额（记账：平台调整账户 ⇄ 会员钱包；扣减不超过余额；原因会员可见；超过审批阈值时提交第二人审批）',
        params,
        body: walletAdjustBody,
        response: { 200: envelope(walletAdjustResult) },
      },
    },
    async (req) => {
      const r = unwrap(await moneyApprovals.adjustWallet(operatorActor(req.operator), req.params.id, req.body));
      return ok(r, r.approval ? `金额超过${formatYuan(r.approval.limit)}，已提交审批，另一位财务人员通过后入账` : '余额已调整');
    },
  );
};
