import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods } from '../checkout/checkout-test-kit.js';
import { SECRETS } from '../../config.js';
import { sign } from './sandbox.provider.js';
import { NO_PROVIDER } from './payments.service.js';
import { SandboxWechatProvider, WECHAT_OFF } from '../accounts/wechat.provider.js';

/**
 * Issue 44, "Money moves only on a real payment": with the sandbox off (production), the sandbox provider does not
 * exist. A notification signed with the development key (public in this source) credits nothing and finds no route;
 * recharges and online payments are refused with a plain reason; the wallet still pays orders.
 */
describe.each(MODULE_KINDS)('no payment provider configured (sandbox off) on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let memberId: number;
  let addressId: number;
  useApiSuite(kind, (s) => ({ t, cookie } = s), { app: { env: { PAYMENTS_SANDBOX: 'false' } } });
  beforeAll(async () => {
    [{ id: memberId }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
    addressId = await addAddress(t, cookie);
  });
  const post = (url: string, body: Record<string, unknown>) => t.call({ method: 'POST', url, cookie, ...form(body) });
  const get = async (url: string) => (await t.call({ method: 'GET', url, cookie })).json();
  const balance = async () => (await get('/api/user/user_money')).data.user_money as number;
  const count = async (table: string) =>
    Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n);

  it('credits nothing for a notification forged with the development key: there is no notify route (404)', async () => {
    const before = { balance: await balance(), entries: await count('journal_entries'), payments: await count('payments') };
    // What an attacker can make from the public source: a pending recharge does not even exist, so they name any number.
    for (const outTradeNo of ['P202601010000000001', 'P' + Date.now()]) {
      const body = JSON.stringify({ out_trade_no: outTradeNo, trade_no: 'SBX1', amount: 1_000_000, status: 'SUCCESS' });
      const res = await t.call({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(SECRETS.PAY_SANDBOX_SECRET.dev, body) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
    expect(await balance()).toBe(before.balance);
    expect(await count('journal_entries')).toBe(before.entries);
    expect(await count('payments')).toBe(before.payments);
  });

  it('has no sandbox route at all: no pay page, no confirm, no notify route, no SMS outbox', async () => {
    const urls = t.app.routeTable.map((r) => String(r.url));
    expect(urls.filter((u) => /sandbox|\/pay\/notify|sms_outbox/.test(u))).toEqual([]);
    for (const url of ['/sandbox-pay/SBX1234567890ab', '/api/sandbox-pay/SBX1234567890ab']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.call({ method: 'POST', url: '/api/sandbox-pay/SBX1234567890ab/confirm' })).statusCode).toBe(404);
    // Nor is it in the API document the fuzzer walks.
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => /sandbox|notify/.test(p))).toEqual([]);
  });

  it('refuses a recharge with the reason, and opens no payment and no sandbox trade', async () => {
    const before = { payments: await count('payments'), trades: await count('sandbox_trades') };
    const res = await post('/api/pay/recharge', { amount: '10000' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, msg: NO_PROVIDER.recharge, data: null });
    expect(await count('payments')).toBe(before.payments);
    expect(await count('sandbox_trades')).toBe(before.trades);
    expect((await get('/api/moneys/moneyConfig')).data).toMatchObject({ online_pay: false, online_provider: null });
  });

  it('refuses to pay an order online and keeps it payable from the wallet', async () => {
    const goods = plainGoods(1);
    // Above the shop's 起订金额 (¥200).
    const placed = await placeOrder(t, cookie, addressId, [[goods[0].id, Math.ceil(20000 / goods[0].base_price)]]);
    const id = placed.orders[0].id;
    const online = await post('/api/pay/order', { ids: [id], method: 'online' });
    expect(online.statusCode).toBe(409);
    expect(online.json().msg).toBe(NO_PROVIDER.orders);
    expect((await get(`/api/order/info/${id}`)).data.status).toBe(0);

    // Money the member already has (an operator's adjustment in the ledger) still pays, once.
    const start = await balance();
    await t.database.db.transaction(async (tx) => {
      const { ledger } = t.app.services;
      const wallet = await ledger.memberAccount(tx, memberId, 'wallet');
      const platform = await ledger.systemAccount(tx, 'adjustment');
      await ledger.post(tx, 'adjust_credit', `test:${kind}:wallet`, '平台调整：测试', [
        { account: platform, amount: -placed.pay_total },
        { account: wallet, amount: placed.pay_total },
      ]);
    });
    const paid = await post('/api/pay/order', { ids: [id], method: 'wallet' });
    expect(paid.json()).toMatchObject({ code: 10000, data: { paid: true, amount: placed.pay_total } });
    expect((await get(`/api/order/info/${id}`)).data).toMatchObject({ status: 1, pay_method: 'wallet' });
    expect(await balance()).toBe(start);
  });

  it("takes no made-up WeChat codes either: the sandbox's WeChat sign-in is off, a member bound in a demo cannot be taken over", async () => {
    const code = 'sandbox-1234'; // the code the registration page suggests
    const identity = (await new SandboxWechatProvider().exchange(code))!;
    await t.database.rows(sql`update members set wechat_open_id = ${identity.openId} where username = 'demo2'`);
    const login = await t.call({ method: 'POST', url: '/api/user/login_wechat', ...form({ code }) });
    expect(login.statusCode).toBe(409);
    expect(login.json().msg).toBe(WECHAT_OFF.login);
    expect(login.headers['set-cookie'] ?? '').not.toMatch(/yc_sid=[^;]/);
    const bind = await post('/api/user/bind_wechat', { code: 'sandbox-5678' });
    expect(bind.statusCode).toBe(409);
    expect(bind.json().msg).toBe(WECHAT_OFF.bind);
  });

  it('shows the provider account as not available and refuses to open one', async () => {
    expect((await get('/api/pay/account')).data).toMatchObject({ provider_name: '暂未接入支付机构', status: 0, account_no_masked: null });
    const res = await post('/api/pay/account/open', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(NO_PROVIDER.account);
  });
});
