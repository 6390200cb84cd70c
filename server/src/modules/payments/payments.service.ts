import { RECHARGE_LIMITS, type OnlinePayment, formatYuan, parseYuan } from '@yaocai/contract';
import { randomInt } from 'node:crypto';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { Executor } from '../../db/client.js';
import { qrSvg } from '../../shared/qr.js';
import type { OrdersService } from '../orders/orders.service.js';
import { ENTRY_KINDS, InsufficientBalance, type EntryKind, type Ledger } from './ledger.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { NotifyAnswer, NotifyRequest, PaymentProvider } from './provider.js';
import type { CreditRepository } from './credit.repository.js';

/** Refunds of online-paid orders on their way back through the provider (queued in the refund's transaction). */
export const REFUND_QUEUE = 'payments.refund';

/**
 * No provider is configured (production without one: the sandbox never runs there). Said plainly, with what still
 * works, instead of a QR code nobody can pay.
 */
export const NO_PROVIDER = {
  orders: '暂未开通在线支付：平台尚未接入支付机构，请使用余额支付或账期支付',
  recharge: '暂未开通在线充值：平台尚未接入支付机构，如需充值请联系平台客服',
  credit: '暂未开通在线还款：平台尚未接入支付机构，请使用余额还款',
  account: '暂未开通支付账户：平台尚未接入支付机构',
} as const;
const CZ_MIN = 1;
const CZ_MAX = parseYuan(RECHARGE_LIMITS.cz_max)!;

const paymentNo = () => `P${Date.now()}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

export interface PaymentsDeps {
  repo: PaymentsRepository;
  orders: OrdersService;
  ledger: Ledger;
  /** The configured provider (services.ts chooses it from config); null: none, online payment is refused. */
  provider: PaymentProvider | null;
  jobs: JobQueue;
  credit: CreditRepository;
  /** The first line of the orders whose batch is recalled, worded for the buyer (recalls module); null when none. */
  recalled?: (tx: Executor | undefined, orderIds: number[]) => Promise<string | null>;
}

/**
 * Paying orders (wallet balance or the online provider), recharging the wallet, provider notifications and
 * reconciliation. Every movement of money is a ledger entry booked once per (kind, ref) in the transaction that changes
 * the order or payment state, so a retried request or a repeated notification never pays twice.
 */
export class PaymentsService {
  constructor(private readonly d: PaymentsDeps) {}

  /** Owned, unpaid, within the deadline; the reason otherwise. */
  async payable(memberId: number, ids: number[], now: Date): Promise<Result<Array<{ id: number; pay_amount: number; order_no: string }>>> {
    const orders = await this.d.orders.byIds([...new Set(ids)]);
    if (orders.length !== new Set(ids).size || orders.some((o) => o.member_id !== memberId)) return failure('not_found', '订单不存在');
    for (const o of orders) {
      if (o.status === 4) return failure('conflict', `订单${o.order_no}已取消`);
      if (o.status !== 0) return failure('conflict', `订单${o.order_no}已支付，请勿重复支付`);
      if (new Date(o.expires_at) <= now) return failure('conflict', `订单${o.order_no}已超时，请重新下单`);
    }
    const recalled = await this.d.recalled?.(
      undefined,
      orders.map((o) => o.id),
    );
    if (recalled) return failure('conflict', recalled);
    return success(orders);
  }

  /** POST /api/pay/order method wallet: all the orders paid from the balance in one transaction, or none. */
  async payByWallet(memberId: number, ids: number[], now = new Date()): Promise<Result<{ amount: number }>> {
    const check = await this.payable(memberId, ids, now);
    if (!check.ok) return check;
    const done = await refusable(
      () =>
        this.d.repo.transaction(async (tx) => {
          const wallet = await this.d.ledger.memberAccount(tx, memberId, 'wallet');
          const sales = await this.d.ledger.systemAccount(tx, 'sales');
          let total = 0;
          for (const o of check.value) {
            const paid = await this.d.orders.markPaid(tx, o.id, 'wallet', { member: memberId, before: now });
            if (!paid) refuse(`订单${o.order_no}状态已变化，请刷新后重试`);
            if (paid.pay_amount > 0) {
              await this.d.ledger.post(tx, 'order_payment', `order:${o.id}`, `订单${paid.order_no}余额支付`, [
                { account: wallet, amount: -paid.pay_amount },
                { account: sales, amount: paid.pay_amount },
              ]);
            }
            await this.d.orders.addEvent(tx, o.id, '买家已付款', `余额支付 ${formatYuan(paid.pay_amount)}`);
            total += paid.pay_amount;
          }
          // Again once the orders are locked by marking them paid: a recall recorded meanwhile stops the payment.
          const recalled = await this.d.recalled?.(
            tx,
            check.value.map((o) => o.id),
          );
          if (recalled) refuse(recalled);
          return total;
        }),
      (err) => (err instanceof InsufficientBalance ? failure('conflict', '余额不足，请先充值或选择其他支付方式') : undefined),
    );
    if (!done.ok) return done;
    const amount = done.value;
    return success({ amount });
  }

  /** Whether online payment is offered (the storefront asks before showing it). */
  online(): { available: boolean; provider: string | null } {
    return { available: this.d.provider !== null, provider: this.d.provider?.label ?? null };
  }

  /**
   * POST /api/pay/order method online: a provider payment for the orders, shown as a QR code (reused while open).
   * `origin`: the shop's address as this buyer sees it (see core/http/public-origin.ts).
   */
  async payOnline(memberId: number, ids: number[], origin: string, now = new Date()): Promise<Result<OnlinePayment>> {
    const provider = this.d.provider;
    if (!provider) return failure('conflict', NO_PROVIDER.orders);
    const check = await this.payable(memberId, ids, now);
    if (!check.ok) return check;
    const orderIds = check.value.map((o) => o.id).sort((a, b) => a - b);
    const amount = check.value.reduce((a, o) => a + o.pay_amount, 0);
    if (amount <= 0) return failure('conflict', '订单金额为0，无需在线支付');
    const open = await this.d.repo.openFor(memberId, orderIds, provider.name);
    const payment =
      open ?? (await this.d.repo.create({ paymentNo: paymentNo(), memberId, purpose: 'orders', orderIds, amount, provider: provider.name }));
    return success(await this.present(provider, payment, `药采订单 ${check.value.map((o) => o.order_no).join(',')}`, origin));
  }

  /** POST api/pay/recharge: a provider payment that credits the wallet when paid. */
  async recharge(memberId: number, amount: number, origin: string): Promise<Result<OnlinePayment>> {
    const provider = this.d.provider;
    if (!provider) return failure('conflict', NO_PROVIDER.recharge);
    if (amount < CZ_MIN || amount > CZ_MAX)
      return failure('invalid', `充值金额须在${RECHARGE_LIMITS.cz_min}至${RECHARGE_LIMITS.cz_max}元之间`, 'amount');
    const payment = await this.d.repo.create({
      paymentNo: paymentNo(),
      memberId,
      purpose: 'recharge',
      orderIds: [],
      amount,
      provider: provider.name,
    });
    return success(await this.present(provider, payment, '药采账户余额充值', origin));
  }

  /** POST /api/pay/user_credit_create: an online repayment of the credit used (all of it unless `amount` is given). */
  async creditRepayment(memberId: number, amount: number, origin: string): Promise<Result<OnlinePayment>> {
    const provider = this.d.provider;
    if (!provider) return failure('conflict', NO_PROVIDER.credit);
    const payment = await this.d.repo.create({ paymentNo: paymentNo(), memberId, purpose: 'credit', orderIds: [], amount, provider: provider.name });
    return success(await this.present(provider, payment, '药采账期还款', origin));
  }

  private async present(provider: PaymentProvider, p: PaymentRow, subject: string, origin: string): Promise<OnlinePayment> {
    const trade = await provider.create({ outTradeNo: p.payment_no, amount: p.amount, subject, origin });
    const svg = qrSvg(trade.qr_content, { size: 220, caption: '请使用手机扫码支付' });
    return {
      payment_no: p.payment_no,
      amount: p.amount,
      qr_content: trade.qr_content,
      qr_image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      pay_url: trade.pay_url,
      provider: provider.label,
      status: p.status,
    };
  }

  /**
   * The provider's asynchronous notification (POST /api/pay/notify/{provider}): its signature over the exact bytes
   * verified by the provider, the payment opened with that provider, the amount checked, applied once.
   */
  async notify(n: NotifyRequest): Promise<Result<null, 'invalid' | 'not_found' | 'conflict'>> {
    const provider = this.d.provider;
    if (!provider) return failure('not_found', '未接入支付机构');
    const notice = await provider.verifyNotify(n);
    if (!notice) return failure('invalid', '签名验证失败', 'signature');
    const payment = await this.d.repo.byNo(notice.out_trade_no);
    if (!payment || payment.provider !== provider.name) return failure('not_found', '支付单不存在');
    if (notice.amount !== payment.amount) return failure('conflict', '支付金额与支付单不一致');
    await this.applyPaid(payment, notice.trade_no);
    return success(null);
  }

  /** The configured provider's name: its notifications arrive at POST /api/pay/notify/{name}; null, no such route. */
  notifyName(): string | null {
    return this.d.provider?.name ?? null;
  }

  /** A notification as received, answered the way its provider expects (it retries until told success). */
  async receiveNotification(n: NotifyRequest): Promise<NotifyAnswer | null> {
    const provider = this.d.provider;
    if (!provider) return null;
    const handled = await this.notify(n);
    return provider.acknowledge(handled.ok ? { ok: true } : { ok: false, kind: handled.kind, message: handled.message });
  }

  /** GET api/pay/check_cz_order: the member's payment; a pending one is reconciled by querying the provider. */
  async check(memberId: number, paymentNo: string): Promise<Result<PaymentRow>> {
    let p = await this.d.repo.byNo(paymentNo);
    if (!p || p.member_id !== memberId) return failure('not_found', '支付单不存在');
    const provider = this.d.provider;
    if (p.status === 0 && provider && p.provider === provider.name) {
      const remote = await provider.query(p.payment_no);
      if (remote?.paid && remote.amount === p.amount) {
        await this.applyPaid(p, remote.trade_no);
        p = (await this.d.repo.byNo(paymentNo))!;
      }
    }
    return success(p);
  }

  private async applyPaid(p: PaymentRow, tradeNo: string) {
    await this.d.repo.transaction(async (tx) => {
      if (!(await this.d.repo.markPaid(tx, p.id, tradeNo))) return; // already applied
      const provider = await this.d.ledger.systemAccount(tx, 'provider');
      if (p.purpose === 'recharge') {
        const wallet = await this.d.ledger.memberAccount(tx, p.member_id, 'wallet');
        await this.d.ledger.post(tx, 'recharge', p.payment_no, '在线充值', [
          { account: provider, amount: -p.amount },
          { account: wallet, amount: p.amount },
        ]);
        return;
      }
      if (p.purpose === 'credit') {
        // Repaying more than is owed (bills settled meanwhile) leaves the rest in the wallet.
        const left = await this.d.credit.settle(tx, p.member_id, p.amount);
        const credit = await this.d.ledger.memberAccount(tx, p.member_id, 'credit');
        const wallet = await this.d.ledger.memberAccount(tx, p.member_id, 'wallet');
        const postings = [
          { account: provider, amount: -p.amount },
          { account: credit, amount: p.amount - left },
          { account: wallet, amount: left },
        ].filter((x) => x.amount !== 0);
        await this.d.ledger.post(tx, 'credit_repay', p.payment_no, '账期在线还款', postings);
        return;
      }
      await this.applyOrdersPaid(tx, p, provider);
    });
  }

  /** Orders paid online. One cancelled meanwhile (timeout) cannot take the money: its share goes to the wallet. */
  private async applyOrdersPaid(tx: Executor, p: PaymentRow, provider: number) {
    const sales = await this.d.ledger.systemAccount(tx, 'sales');
    for (const o of await this.d.orders.byIds(p.order_ids, tx)) {
      const paid = await this.d.orders.markPaid(tx, o.id, 'online', {});
      if (paid) {
        await this.d.ledger.post(tx, 'order_payment', `order:${o.id}`, `订单${o.order_no}在线支付`, [
          { account: provider, amount: -paid.pay_amount },
          { account: sales, amount: paid.pay_amount },
        ]);
        await this.d.orders.addEvent(tx, o.id, '买家已付款', `在线支付 ${formatYuan(paid.pay_amount)}`);
      } else {
        const wallet = await this.d.ledger.memberAccount(tx, p.member_id, 'wallet');
        await this.d.ledger.post(tx, 'late_payment', `${p.payment_no}:${o.id}`, `订单${o.order_no}已取消，支付款退回余额`, [
          { account: provider, amount: -o.pay_amount },
          { account: wallet, amount: o.pay_amount },
        ]);
      }
    }
  }

  /**
   * An online-paid order's refund (booked by orders in `tx`) on its way back to the payer through the provider that
   * took the payment: queued in the same transaction, sent by the job (retried until the provider accepts it).
   */
  async queueRefund(tx: Executor, orderId: number, amount: number, ref: string) {
    await this.d.jobs.enqueue(tx, REFUND_QUEUE, ref, { order_id: orderId, amount, ref }, new Date());
  }

  /** The refund job: the payment that paid the order, refunded at its provider under our refund reference. */
  async runRefundJob(p: Record<string, unknown>) {
    const orderId = Number(p.order_id);
    const payment = await this.d.repo.paidForOrder(orderId);
    if (!payment) throw new Error(`refund ${String(p.ref)}: no online payment paid order ${orderId}`);
    const provider = this.d.provider;
    if (!provider || provider.name !== payment.provider)
      throw new Error(`refund ${String(p.ref)}: provider ${payment.provider} that took payment ${payment.payment_no} is not configured`);
    const done = await provider.refund({ outTradeNo: payment.payment_no, outRefundNo: String(p.ref), amount: Number(p.amount), reason: '订单退款' });
    if (!done.ok) throw new Error(`refund ${String(p.ref)} refused by ${provider.name}: ${done.message}`);
  }

  async wallet(memberId: number) {
    const [money, credit, line] = await Promise.all([
      this.d.ledger.balance(memberId, 'wallet'),
      this.d.ledger.balance(memberId, 'credit'),
      this.d.credit.line(memberId),
    ]);
    const limit = line?.credit_limit ?? 0;
    return { user_money: money, credit_limit: limit, credit_available: Math.max(0, limit + credit) };
  }

  async moneyLog(memberId: number, q: { page: number; page_size: number; use_type: number; start_time?: string; end_time?: string }) {
    const kinds = q.use_type ? (Object.keys(ENTRY_KINDS) as EntryKind[]).filter((k) => ENTRY_KINDS[k] === q.use_type) : undefined;
    const { rows, total } = await this.d.ledger.walletLog(
      memberId,
      { kinds, from: q.start_time, to: q.end_time },
      q.page_size,
      (q.page - 1) * q.page_size,
    );
    const names = ['', '充值', '消费', '退款', '提现'];
    return {
      list: rows.map((r) => ({
        id: r.id,
        use_type: ENTRY_KINDS[r.kind],
        type_text: r.kind.startsWith('adjust_') ? '平台调整' : names[ENTRY_KINDS[r.kind]],
        amount: Number(r.amount),
        balance: Number(r.balance),
        memo: r.memo,
        created_at: r.created_at,
      })),
      total,
      page: q.page,
      page_size: q.page_size,
    };
  }

  async recharges(memberId: number, page: number, pageSize: number) {
    const { rows, total } = await this.d.repo.recharges(memberId, pageSize, (page - 1) * pageSize);
    return { list: rows.map(status), total, page, page_size: pageSize };
  }

  /** /tlzh: the member's account with the provider, and opening one (idempotent). */
  async providerAccount(memberId: number) {
    const accounts = this.d.provider?.accounts;
    const a = accounts ? await accounts.account(`member:${memberId}`) : null;
    return {
      provider_name: accounts ? this.d.provider!.label : '暂未接入支付机构',
      status: a ? 1 : 0,
      status_text: a ? '已开通' : '未开通',
      account_no_masked: a ? `${a.account_no.slice(0, 4)}********${a.account_no.slice(-4)}` : null,
      holder: a?.holder ?? null,
      opened_at: a?.opened_at ?? null,
    };
  }

  async openProviderAccount(memberId: number, holder: string): Promise<Result<Awaited<ReturnType<PaymentsService['providerAccount']>>>> {
    const accounts = this.d.provider?.accounts;
    if (!accounts) return failure('conflict', NO_PROVIDER.account);
    await accounts.open(`member:${memberId}`, holder);
    return success(await this.providerAccount(memberId));
  }
}

export function status(p: PaymentRow) {
  return { payment_no: p.payment_no, purpose: p.purpose, amount: p.amount, status: p.status, order_ids: p.order_ids, paid_at: p.paid_at };
}
