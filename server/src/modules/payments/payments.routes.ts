import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  moneyConfig,
  moneyLogEntry,
  moneyLogQuery,
  onlinePayment,
  paged,
  pagingQuery,
  payOrdersBody,
  payOrdersResult,
  paymentQuery,
  paymentStatus,
  providerAccount,
  RECHARGE_LIMITS,
  rechargeBody,
  userMoney,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { publicOrigin } from '../../core/http/public-origin.js';
import { status } from './payments.service.js';

/** Paying orders, the wallet (余额: balance, recharge, money log) and the provider's notification endpoint. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const tags = ['payments'];

  app.post(
    '/pay/order',
    { schema: { tags, summary: '支付订单（余额或在线支付二维码）', body: payOrdersBody, response: { 200: envelope(payOrdersResult) } } },
    async (req) => {
      const memberId = req.member.memberId;
      if (req.body.method === 'wallet') {
        const { amount } = unwrap(await payments.payByWallet(memberId, req.body.ids));
        return ok({ paid: true, amount, payment: null }, '支付成功');
      }
      const payment = unwrap(await payments.payOnline(memberId, req.body.ids, publicOrigin(req)));
      return ok({ paid: false, amount: payment.amount, payment });
    },
  );

  app.post(
    '/pay/recharge',
    { schema: { tags, summary: '余额充值（在线支付二维码）', body: rechargeBody, response: { 200: envelope(onlinePayment) } } },
    async (req) => ok(unwrap(await payments.recharge(req.member.memberId, req.body.amount, publicOrigin(req)))),
  );

  app.get(
    '/pay/check_cz_order',
    {
      schema: {
        tags,
        summary: '查询支付单状态（待支付时向支付机构查询对账）',
        querystring: paymentQuery,
        response: { 200: envelope(paymentStatus) },
      },
    },
    async (req) => ok(status(unwrap(await payments.check(req.member.memberId, req.query.payment_no)))),
  );

  app.get(
    '/pay/cz_list',
    { schema: { tags, summary: '充值记录', querystring: pagingQuery, response: { 200: envelope(paged(paymentStatus)) } } },
    async (req) => ok(await payments.recharges(req.member.memberId, req.query.page, req.query.page_size)),
  );

  app.get('/user/user_money', { schema: { tags, summary: '账户余额与账期额度', response: { 200: envelope(userMoney) } } }, async (req) =>
    ok(await payments.wallet(req.member.memberId)),
  );

  app.get(
    '/user/user_money_log',
    { schema: { tags, summary: '余额明细（类型、日期筛选）', querystring: moneyLogQuery, response: { 200: envelope(paged(moneyLogEntry)) } } },
    async (req) => ok(await payments.moneyLog(req.member.memberId, req.query)),
  );

  app.get(
    '/pay/account',
    { schema: { tags, summary: '我的支付账户（支付机构开户状态）', response: { 200: envelope(providerAccount) } } },
    async (req) => ok(await payments.providerAccount(req.member.memberId)),
  );

  app.post('/pay/account/open', { schema: { tags, summary: '开通支付账户', response: { 200: envelope(providerAccount) } } }, async (req) => {
    const memberId = req.member.memberId;
    const member = await app.services.accounts.member(memberId);
    return ok(unwrap(await payments.openProviderAccount(memberId, member!.company)), '开通成功');
  });
};

/** The recharge amounts on offer, and whether online payment (recharge, 在线支付, 在线还款) is open at all. */
export const paymentsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const tags = ['payments'];

  app.get(
    '/moneys/moneyConfig',
    { schema: { tags, summary: '充值金额限制与在线支付是否开通', response: { 200: envelope(moneyConfig) } } },
    async () => {
      const online = payments.online();
      return ok({ ...RECHARGE_LIMITS, online_pay: online.available, online_provider: online.provider });
    },
  );
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
