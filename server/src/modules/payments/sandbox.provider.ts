import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CreatedTrade,
  NotifyAnswer,
  NotifyOutcome,
  NotifyRequest,
  PaidNotice,
  PaymentProvider,
  ProviderAccounts,
  RefundRequest,
  RefundState,
  TradeRequest,
} from './provider.js';
import type { SandboxRepository } from './sandbox.repository.js';

/** The header carrying the sandbox notification's signature. */
export const SANDBOX_SIGNATURE = 'x-sandbox-signature';

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const REFUSED: Record<string, string> = {
  no_trade: '交易不存在',
  not_paid: '交易未支付，不能退款',
  too_much: '退款金额超过交易可退金额',
  other_trade: '退款单号已用于其他交易',
};

/**
 * The built-in sandbox provider (demo and tests only; it exists when PAYMENTS_SANDBOX is on): trades in its own table,
 * a QR page at /sandbox-pay/{trade_no} where anyone may confirm, then a notification signed with HMAC-SHA256
 * (PAY_SANDBOX_SECRET) over the exact body, delivered through the job queue and retried until acknowledged.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly label = '沙箱支付（演示）';

  constructor(
    private readonly repo: SandboxRepository,
    private readonly secret: string,
  ) {}

  async create(t: TradeRequest): Promise<CreatedTrade> {
    const tradeNo = `SBX${Date.now()}${randomBytes(4).toString('hex')}`;
    const kept = await this.repo.upsertTrade(tradeNo, t.outTradeNo, t.subject, t.amount);
    const page = `${t.origin}/sandbox-pay/${kept}`;
    return { trade_no: kept, qr_content: page, pay_url: page };
  }

  async verifyNotify(n: NotifyRequest): Promise<PaidNotice | null> {
    const signature = n.headers[SANDBOX_SIGNATURE] ?? '';
    const expected = Buffer.from(sign(this.secret, n.body), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const x = JSON.parse(n.body) as Partial<PaidNotice>;
      const wellFormed =
        x.status === 'SUCCESS' && typeof x.out_trade_no === 'string' && typeof x.trade_no === 'string' && Number.isSafeInteger(x.amount);
      return wellFormed ? { out_trade_no: x.out_trade_no!, trade_no: x.trade_no!, amount: x.amount!, status: 'SUCCESS' } : null;
    } catch {
      return null;
    }
  }

  /** The store's usual envelope: 200 once handled (again: still 200), 4xx with the reason otherwise. */
  acknowledge(o: NotifyOutcome): NotifyAnswer {
    const status = o.ok ? 200 : { invalid: 400, not_found: 404, conflict: 409 }[o.kind];
    const body = o.ok ? { code: 10000, msg: 'success', data: null } : { code: status, msg: o.message, data: null };
    return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
  }

  async query(outTradeNo: string) {
    const row = await this.repo.tradeByOutNo(outTradeNo);
    return row ? { paid: row.status === 1, trade_no: row.trade_no, amount: row.amount, refunded: row.refunded } : null;
  }

  async refund(r: RefundRequest): Promise<RefundState> {
    const refundNo = `SBR${Date.now()}${randomBytes(4).toString('hex')}`;
    const done = await this.repo.refund(r.outTradeNo, r.outRefundNo, refundNo, r.amount);
    return typeof done === 'string' ? { ok: false, message: REFUSED[done] } : { ok: true, ...done };
  }

  readonly accounts: ProviderAccounts = {
    account: (outUserId) => this.repo.account(outUserId),
    open: async (outUserId, holder) => {
      const accountNo = `6608${String(Date.now()).slice(-8)}${randomBytes(2).readUInt16BE(0).toString().padStart(5, '0')}`;
      await this.repo.openAccount(outUserId, accountNo, holder);
      return (await this.repo.account(outUserId))!;
    },
  };

  /** The provider's pay page data (what the QR code opens). */
  trade(tradeNo: string) {
    return this.repo.trade(tradeNo);
  }

  /** The buyer confirms on the provider's page: the trade is paid once; returns the notification to deliver. */
  async confirm(tradeNo: string): Promise<NotifyRequest | null> {
    await this.repo.markPaid(tradeNo);
    const t = await this.trade(tradeNo);
    if (!t || t.status !== 1) return null;
    return this.notification({ out_trade_no: t.out_trade_no, trade_no: t.trade_no, amount: t.amount, status: 'SUCCESS' });
  }

  /** A notification as this provider sends it: the JSON body and its signature header. */
  notification(notice: PaidNotice): NotifyRequest {
    const body = JSON.stringify(notice);
    return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE]: sign(this.secret, body) } };
  }
}
