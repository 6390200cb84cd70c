import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECHARGE_LIMITS } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { publicOrigin } from '../../core/http/public-origin.js';
import { route } from '../../core/http/route.js';
import { status } from './payments.service.js';

const e = endpoints.payments;

/** Paying orders and the wallet (余额: balance, recharge, money log) (contract endpoints.payments). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  route(app, e.payOrders, async (req) => {
    const memberId = req.member.memberId;
    if (req.body.method === 'wallet') {
      const { amount } = unwrap(await payments.payByWallet(memberId, req.body.ids));
      return ok({ paid: true, amount, payment: null }, '支付成功');
    }
    const payment = unwrap(await payments.payOnline(memberId, req.body.ids, publicOrigin(req)));
    return ok({ paid: false, amount: payment.amount, payment });
  });
  route(app, e.recharge, async (req) => ok(unwrap(await payments.recharge(req.member.memberId, req.body.amount, publicOrigin(req)))));
  route(app, e.check, async (req) => ok(status(unwrap(await payments.check(req.member.memberId, req.query.payment_no)))));
  route(app, e.recharges, async (req) => ok(await payments.recharges(req.member.memberId, req.query.page, req.query.page_size)));
  route(app, e.wallet, async (req) => ok(await payments.wallet(req.member.memberId)));
  route(app, e.moneyLog, async (req) => ok(await payments.moneyLog(req.member.memberId, req.query)));
  route(app, e.account, async (req) => ok(await payments.providerAccount(req.member.memberId)));
  route(app, e.openAccount, async (req) => {
    const memberId = req.member.memberId;
    const member = await app.services.accounts.member(memberId);
    return ok(unwrap(await payments.openProviderAccount(memberId, member!.company)), '开通成功');
  });
};

/** The recharge amounts on offer, and whether online payment (recharge, 在线支付, 在线还款) is open at all. */
export const paymentsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  route(app, e.config, async () => {
    const online = payments.online();
    return ok({ ...RECHARGE_LIMITS, online_pay: online.available, online_provider: online.provider });
  });
};

/**
 * The configured provider's asynchronous notification, at /api/pay/notify/{provider}: open (it proves itself by the
 * provider's signature) and answered as that provider expects. No provider configured, no route (404).
 */
export const paymentNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const name = payments.notifyName();
  if (!name) return;
  const tags = ['payments'];
  // The signature covers the exact bytes (JSON for WeChat Pay, a form for Alipay): the body is read as a string.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(`/pay/notify/${name}`, { schema: { tags, summary: `支付机构异步通知（${name}，验签后入账）` } }, async (req, reply) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
      const answer = (await payments.receiveNotification({ headers, body: typeof req.body === 'string' ? req.body : '' }))!;
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
  });
};
