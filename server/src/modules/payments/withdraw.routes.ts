import { operatorActor } from '../../shared/actor.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalView, decideWithdrawalBody, envelope, idParamOf, paged, pagingQuery } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Withdraw calls of spec §7 (contract endpoints.withdraw: bank card binding with an SMS code, applying, the list) and the operator's decision. */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdraw } = app.services;
  const e = endpoints.withdraw;

  route(app, e.list, async (req) => ok(await withdraw.list(req.member.memberId, req.query.page, req.query.page_size)));
  route(app, e.card, async (req) => ok(await withdraw.card(req.member.memberId)));
  route(app, e.sendBindCode, async (req) => ok(unwrap(await withdraw.sendBindCode(req.member.memberId, req.body.phone, req.ip)), '验证码已发送'));
  route(app, e.bindBank, async (req) => ok(unwrap(await withdraw.bind(req.member.memberId, req.body)), '绑定成功'));
  route(app, e.apply, async (req) => ok(unwrap(await withdraw.apply(req.member.memberId, req.body.amount)), '提现申请已提交'));
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
