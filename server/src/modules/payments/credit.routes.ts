import { operatorActor } from '../../shared/actor.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditBill,
  creditListQuery,
  creditPayBody,
  creditRepayBody,
  creditRepayResult,
  envelope,
  formatYuan,
  grantCreditBody,
  grantCreditResult,
  idParamOf,
  paged,
  paymentQuery,
  paymentStatus,
  payOrdersResult,
  userCredit,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { status } from './payments.service.js';
import { publicOrigin } from '../../core/http/public-origin.js';

/** 账期 (/zqgl) calls of spec §7, and the operator's grant under /admin/api. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { credit } = app.services;
  const tags = ['credit'];

  app.get(
    '/user/user_credit',
    { schema: { tags, summary: '账期额度、已用、可用、逾期与最近到期日', response: { 200: envelope(userCredit) } } },
    async (req) => ok(await credit.summary(req.member.memberId)),
  );

  app.get(
    '/user/user_credit_list',
    { schema: { tags, summary: '账期账单（全部、待还、已还）', querystring: creditListQuery, response: { 200: envelope(paged(creditBill)) } } },
    async (req) => ok(await credit.bills(req.member.memberId, req.query.type, req.query.page, req.query.page_size)),
  );

  app.post(
    '/pay/user_credit_pay',
    { schema: { tags, summary: '账期支付订单', body: creditPayBody, response: { 200: envelope(payOrdersResult) } } },
    async (req) => {
      const { amount } = unwrap(await credit.payOrders(req.member.memberId, req.body.ids));
      return ok({ paid: true, amount, payment: null }, '支付成功');
    },
  );

  app.post(
    '/pay/user_credit_create',
    {
      schema: { tags, summary: '账期还款（余额立即还款，或在线支付二维码）', body: creditRepayBody, response: { 200: envelope(creditRepayResult) } },
    },
    async (req) => {
      const memberId = req.member.memberId;
      if (req.body.method === 'wallet') return ok({ ...unwrap(await credit.repayFromWallet(memberId, req.body.amount)), payment: null }, '还款成功');
      return ok({ repaid: 0, payment: unwrap(await credit.repayOnline(memberId, req.body.amount, publicOrigin(req))) });
    },
  );

  app.get(
    '/pay/user_credit_check',
    { schema: { tags, summary: '账期在线还款状态', querystring: paymentQuery, response: { 200: envelope(paymentStatus) } } },
    async (req) => ok(status(unwrap(await credit.check(req.member.memberId, req.query.payment_no)))),
  );
};

/** Operator: credit lines (a line raised above the approval threshold waits for a second account). */
export const creditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;

  app.post(
    '/members/:id/credit',
    {
      schema: {
        tags: ['admin'],
        summary: '设置会员账期额度与天数（提高到审批阈值以上时提交第二人审批）',
        params: idParamOf('会员'),
        body: grantCreditBody,
        response: { 200: envelope(grantCreditResult) },
      },
    },
    async (req) => {
      const r = unwrap(await moneyApprovals.grantCredit(operatorActor(req.operator), req.params.id, req.body));
      return ok(r, r.approval ? `额度超过${formatYuan(r.approval.limit)}，已提交审批，另一位财务人员通过后生效` : '账期已设置');
    },
  );
};
