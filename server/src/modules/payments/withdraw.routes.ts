import { operatorActor } from '../../shared/actor.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankCardView,
  bindBankBody,
  decideWithdrawalBody,
  envelope,
  idParamOf,
  paged,
  pagingQuery,
  sendBindCodeBody,
  withdrawalView,
  adminWithdrawalView,
  withdrawApplyBody,
} from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Withdraw calls of spec §7 (bank card binding with an SMS code, applying, the list) and the operator's decision. */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdraw } = app.services;
  const tags = ['withdraw'];

  app.get(
    '/withdraw/list',
    { schema: { tags, summary: '提现记录', querystring: pagingQuery, response: { 200: envelope(paged(withdrawalView)) } } },
    async (req) => ok(await withdraw.list(req.member.memberId, req.query.page, req.query.page_size)),
  );

  app.get(
    '/withdraw/getbank',
    { schema: { tags, summary: '已绑定的银行卡（卡号脱敏）', response: { 200: envelope(bankCardView.nullable()) } } },
    async (req) => ok(await withdraw.card(req.member.memberId)),
  );

  app.post(
    '/withdraw/sendbindcode',
    {
      schema: {
        tags,
        summary: '发送绑卡验证码（发至账户手机号）',
        body: sendBindCodeBody,
        response: { 200: envelope(z.object({ expires_in: z.number(), resend_after: z.number() })) },
      },
    },
    async (req) => {
      return ok(unwrap(await withdraw.sendBindCode(req.member.memberId, req.body.phone, req.ip)), '验证码已发送');
    },
  );

  app.post(
    '/withdraw/bindbank',
    { schema: { tags, summary: '绑定提现银行卡', body: bindBankBody, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await withdraw.bind(req.member.memberId, req.body)), '绑定成功'),
  );

  app.post(
    '/withdraw/apply',
    { schema: { tags, summary: '申请提现（不超过余额）', body: withdrawApplyBody, response: { 200: envelope(z.object({ id: z.number() })) } } },
    async (req) => ok(unwrap(await withdraw.apply(req.member.memberId, req.body.amount)), '提现申请已提交'),
  );
};

/** Operator: withdrawals to pay or refuse. */
export const withdrawAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdraw } = app.services;

  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        summary: '提现申请（运营）',
        querystring: pagingQuery.extend({ status: z.coerce.number().int().min(0).max(2).optional() }),
        response: { 200: envelope(paged(adminWithdrawalView)) },
      },
    },
    async (req) => {
      return ok(await withdraw.adminList(req.query.page, req.query.page_size, req.query.status));
    },
  );

  app.post(
    '/withdrawals/:id/decide',
    {
      schema: {
        tags: ['admin'],
        summary: '提现打款或拒绝（拒绝时退回余额）',
        params: idParamOf('提现申请'),
        body: decideWithdrawalBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      return ok(unwrap(await withdraw.decide(operatorActor(req.operator), req.params.id, req.body.approve === 1, req.body.reason)), '已处理');
    },
  );
};
