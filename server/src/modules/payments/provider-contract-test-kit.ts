import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import type { CreatedTrade, NotifyRequest, PaidNotice, PaymentProvider } from './provider.js';

/** What the contract needs from a provider's side that the store never does: paying, and signing as the provider. */
export interface ProviderHarness {
  /** The buyer pays the trade at the provider; returns the notification the provider then sends (genuinely signed). */
  pay(trade: CreatedTrade): Promise<NotifyRequest>;
  /** A notification carrying the provider's genuine signature over any content (what the store checks after it). */
  signed(notice: PaidNotice): NotifyRequest;
  /** The same content signed by anyone else (the development key in the public source, a guessed key). */
  forged(notice: PaidNotice): NotifyRequest;
}

/**
 * The contract every PaymentProvider implementation must pass, through the real payments service, routes and
 * database (both kinds): create, a genuine notification accepted and applied once however often it comes, forged and
 * tampered ones refused, a genuinely signed wrong amount refused, query reconciling a late notification, refunds.
 * `env` configures the app with the provider under test; `harness` plays the provider's side.
 */
export function providerContract(name: string, env: Record<string, string>, harness: (t: TestApp) => ProviderHarness) {
  describe.each(MODULE_KINDS)(`PaymentProvider contract: ${name} on %s`, (kind) => {
    let t: TestApp;
    let cookie: string;
    useApiSuite(kind, (s) => ({ t, cookie } = s), { app: { env } });
    const provider = (): PaymentProvider => t.app.services.paymentProvider!;
    const get = async (url: string) => (await t.call({ method: 'GET', url, cookie })).json();
    const balance = async () => (await get('/api/user/user_money')).data.user_money as number;
    const entries = async (ref: string) =>
      Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from journal_entries where ref = ${ref}`))[0].n);
    const deliver = (n: NotifyRequest) =>
      t.call({ method: 'POST', url: `/api/pay/notify/${provider().name}`, payload: n.body, headers: { ...n.headers } as Record<string, string> });
    /** A recharge opened through the store (the provider's create runs there), and its trade found again. */
    const recharge = async (yuan: string) => {
      const res = await t.call({ method: 'POST', url: '/api/pay/recharge', cookie, ...form({ amount: yuan }) });
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json().data as { payment_no: string; amount: number; qr_content: string };
      const trade = await provider().create({
        outTradeNo: p.payment_no,
        amount: p.amount,
        subject: '药采账户余额充值',
        origin: 'https://shop.example.com',
      });
      return { ...p, trade };
    };
    const paidNotice = (p: { payment_no: string; amount: number; trade: CreatedTrade }): PaidNotice => ({
      out_trade_no: p.payment_no,
      trade_no: p.trade.trade_no,
      amount: p.amount,
      status: 'SUCCESS',
    });

    it('creates a trade the buyer can pay, and the same trade again for the same payment; unpaid until paid', async () => {
      const p = await recharge('12.34');
      expect(p.trade.trade_no).toMatch(/\S/);
      expect(p.qr_content.length).toBeGreaterThan(8);
      expect(p.trade.qr_content.length).toBeGreaterThan(8);
      const again = await provider().create({ outTradeNo: p.payment_no, amount: p.amount, subject: 'x', origin: 'https://shop.example.com' });
      expect(again.trade_no).toBe(p.trade.trade_no);
      const state = await provider().query(p.payment_no);
      expect(state === null || state.paid === false).toBe(true);
      expect(await provider().query('P' + '9'.repeat(20))).toBeNull();
    });

    it('accepts its genuine notification and credits once, however often (and concurrently) it arrives', async () => {
      const before = await balance();
      const p = await recharge('56.78');
      const n = await harness(t).pay(p.trade);
      expect(await provider().verifyNotify(n)).toEqual(paidNotice(p));
      const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(n)));
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(300);
      expect(await entries(p.payment_no)).toBe(1);
      expect(await balance()).toBe(before + 5678);
      expect(await provider().query(p.payment_no)).toMatchObject({ paid: true, amount: 5678, trade_no: p.trade.trade_no });
      expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(1);
    });

    it('refuses a forged, a tampered and an unsigned notification, and changes nothing', async () => {
      const before = await balance();
      const p = await recharge('100');
      const notice = paidNotice(p);
      const forged = harness(t).forged(notice);
      const genuine = harness(t).signed(notice);
      const tampered = { headers: genuine.headers, body: genuine.body.replace('10000', '1000000') };
      expect(tampered.body).not.toBe(genuine.body);
      const unsigned = { headers: { 'content-type': genuine.headers['content-type'] }, body: genuine.body };
      for (const [what, n] of Object.entries({ forged, tampered, unsigned, empty: { headers: genuine.headers, body: '' } })) {
        expect(await provider().verifyNotify(n), what).toBeNull();
        const res = await deliver(n);
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      }
      expect(await entries(p.payment_no)).toBe(0);
      expect(await balance()).toBe(before);
      expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(0);
    });

    it('refuses a genuinely signed notification of another amount or of a payment it does not know', async () => {
      const before = await balance();
      const p = await recharge('20');
      const wrong = harness(t).signed({ ...paidNotice(p), amount: 2001 });
      expect(await provider().verifyNotify(wrong)).toMatchObject({ amount: 2001 });
      expect((await deliver(wrong)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await t.app.services.payments.notify(wrong)).ok).toBe(false);
      const unknown = harness(t).signed({ ...paidNotice(p), out_trade_no: 'P' + '7'.repeat(18) });
      expect((await deliver(unknown)).statusCode).toBeGreaterThanOrEqual(400);
      expect(await entries(p.payment_no)).toBe(0);
      expect(await balance()).toBe(before);
    });

    it('reconciles a payment whose notification is late by querying the provider, and the late one changes nothing', async () => {
      const before = await balance();
      const p = await recharge('30');
      const n = await harness(t).pay(p.trade);
      expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(1);
      expect(await balance()).toBe(before + 3000);
      expect((await deliver(n)).statusCode).toBeLessThan(300);
      expect(await entries(p.payment_no)).toBe(1);
      expect(await balance()).toBe(before + 3000);
    });

    it('refunds a paid trade once per refund number and never past what was paid; an unpaid one not at all', async () => {
      const unpaid = await recharge('8');
      expect(
        (await provider().refund({ outTradeNo: unpaid.payment_no, outRefundNo: `${unpaid.payment_no}:r`, amount: 100, reason: '测试' })).ok,
      ).toBe(false);
      const p = await recharge('40');
      await harness(t).pay(p.trade);
      const r = { outTradeNo: p.payment_no, outRefundNo: `${p.payment_no}:r1`, amount: 1500, reason: '订单退款' };
      const [first, second] = await Promise.all([provider().refund(r), provider().refund(r)]);
      expect(first).toMatchObject({ ok: true, amount: 1500 });
      expect(second).toEqual(first);
      expect((await provider().refund({ ...r, outRefundNo: `${p.payment_no}:r2`, amount: 2501 })).ok).toBe(false);
      expect(await provider().refund({ ...r, outRefundNo: `${p.payment_no}:r3`, amount: 2500 })).toMatchObject({ ok: true });
      expect(await provider().query(p.payment_no)).toMatchObject({ paid: true, refunded: 4000 });
    });
  });
}
