import { operatorActor } from '../../shared/actor.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatYuan } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { status } from './payments.service.js';
import { publicOrigin } from '../../core/http/public-origin.js';

/** 账期 (/zqgl) calls of spec §7 (contract endpoints.credit), and the operator's grant under /admin/api. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { credit } = app.services;
  const e = endpoints.credit;

  route(app, e.summary, async (req) => ok(await credit.summary(req.member.memberId)));
  route(app, e.bills, async (req) => ok(await credit.bills(req.member.memberId, req.query.type, req.query.page, req.query.page_size)));
  route(app, e.payOrders, async (req) => {
    const { amount } = unwrap(await credit.payOrders(req.member.memberId, req.body.ids));
    return ok({ paid: true, amount, payment: null }, '支付成功');
  });
  route(app, e.repay, async (req) => {
    const memberId = req.member.memberId;
    if (req.body.method === 'wallet') return ok({ ...unwrap(await credit.repayFromWallet(memberId, req.body.amount)), payment: null }, '还款成功');
    return ok({ repaid: 0, payment: unwrap(await credit.repayOnline(memberId, req.body.amount, publicOrigin(req))) });
  });
  route(app, e.check, async (req) => ok(status(unwrap(await credit.check(req.member.memberId, req.query.payment_no)))));
};

/** Operator: credit lines (a line raised above the approval threshold waits for a second account). (contract endpoints.walletConsole) */
export const creditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;

  route(app, endpoints.walletConsole.grantCredit, async (req) => {
    const r = unwrap(await moneyApprovals.grantCredit(operatorActor(req.operator), req.params.id, req.body));
    return ok(r, r.approval ? `额度超过${formatYuan(r.approval.limit)}，已提交审批，另一位财务人员通过后生效` : '账期已设置');
  });
};
