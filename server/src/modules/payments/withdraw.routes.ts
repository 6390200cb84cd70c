import { operatorActor } from '../../shared/actor.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
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

/** Operator: withdrawals to pay or refuse. (contract endpoints.withdrawalsConsole) */
export const withdrawAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdraw } = app.services;
  const e = endpoints.withdrawalsConsole;

  route(app, e.list, async (req) => ok(await withdraw.adminList(req.query.page, req.query.page_size, req.query.status)));
  route(app, e.decide, async (req) =>
    ok(unwrap(await withdraw.decide(operatorActor(req.operator), req.params.id, req.body.approve === 1, req.body.reason)), '已处理'),
  );
};
