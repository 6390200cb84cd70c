import writeXlsxFile from 'write-excel-file/node';
import {
  addChinaMonths,
  applyBasisPoints,
  chinaMinute,
  chinaMonth,
  chinaMonthRange,
  DEFAULT_COMMISSION_BP,
  fenToYuanInput,
  STATEMENT_STATE_NAMES,
  type CommissionRateBody,
  type CommissionRatesView,
  type Paged,
  type StatementDetail,
  type StatementPreview,
  type StatementsQuery,
  type StatementView,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { Ledger } from '../payments/ledger.js';
import type { NewStatementLine, SettlementRepository } from './settlement.repository.js';

export const SETTLEMENT_QUEUE = 'merchant_statements';

/** The month after `period` (YYYY-MM). */
export const nextPeriod = (period: string): string => addChinaMonths(period, 1);
/** The month's instants, China time: [its first midnight, the next month's). */
export function periodRange(period: string): { from: Date; to: Date } {
  const { start, end } = chinaMonthRange(period);
  return { from: start, to: end };
}

/** Rates by shop and by category, and the category tree, as one lookup for a line's rate. */
export function rateLookup(r: {
  shops: Map<number, number>;
  categories: Map<number, number>;
  parents: Map<number, number | null>;
}): (shopId: number, categoryId: number) => number {
  return (shopId, categoryId) => {
    const own = r.shops.get(shopId);
    if (own !== undefined) return own;
    for (let c: number | null | undefined = categoryId, depth = 0; c != null && depth < 10; c = r.parents.get(c), depth++) {
      const rate = r.categories.get(c);
      if (rate !== undefined) return rate;
    }
    return DEFAULT_COMMISSION_BP;
  };
}

interface ShopMonth {
  orderAmount: number;
  refundAmount: number;
  commission: number;
  orderCount: number;
  refundCount: number;
  lines: Array<NewStatementLine & { orderNo: string }>;
}

/**
 * Merchant settlement: commission rates, each shop's monthly statement (a job on the 1st, or an operator for a past
 * month), its lines traceable to orders and refunds, booked in the double-entry ledger — sales → the shop's payable
 * and the platform's commission — and the payout that clears the payable. Money is fen; rounding is per line.
 */
export class SettlementService {
  constructor(
    private readonly deps: {
      repo: SettlementRepository;
      ledger: Ledger;
      jobs: JobQueue;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      clock: () => Date;
    },
  ) {}

  async rates(): Promise<CommissionRatesView> {
    const [shops, categories] = await Promise.all([this.deps.repo.shopRates(), this.deps.repo.categoryRates()]);
    return { default_bp: DEFAULT_COMMISSION_BP, shops, categories };
  }

  async setRate(actor: Actor, b: CommissionRateBody): Promise<Result<CommissionRatesView>> {
    const exists = b.scope === 'shop' ? await this.deps.repo.shopExists(b.id) : await this.deps.repo.categoryExists(b.id);
    if (!exists) return failure('invalid', b.scope === 'shop' ? '店铺不存在' : '分类不存在', 'id');
    const rate = b.remove === '1' ? null : b.rate!;
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.setRate(tx, b.scope, b.id, rate);
      await this.deps.audit(tx, actor, { action: 'commission.rate', targetId: b.id, detail: { scope: b.scope, rate_bp: rate } });
    });
    return success(await this.rates());
  }

  /** Each shop's month (or one shop's): paid orders with their commission, refunds giving back their share of it. */
  private async compute(period: string, shopId?: number): Promise<Map<number, ShopMonth>> {
    const { repo } = this.deps;
    const { from, to } = periodRange(period);
    const [paid, refunds, shopRates, categoryRates, parents] = await Promise.all([
      repo.paidOrders(from, to, shopId),
      repo.refunds(from, to, shopId),
      repo.shopRates(),
      repo.categoryRates(),
      repo.categoryParents(),
    ]);
    const rateOf = rateLookup({
      shops: new Map(shopRates.map((r) => [r.shop_id, r.rate_bp])),
      categories: new Map(categoryRates.map((r) => [r.category_id, r.rate_bp])),
      parents: new Map(parents.map((c) => [c.id, c.parent_id])),
    });
    const shopOf = new Map([...paid.map((o) => [o.id, o.shop_id] as const), ...refunds.map((r) => [r.order_id, r.shop_id] as const)]);
    const commissionOf = new Map<number, number>();
    for (const l of await repo.orderLines([...shopOf.keys()])) {
      const c = applyBasisPoints(l.net, rateOf(shopOf.get(l.order_id)!, l.category_id), 'half_up');
      commissionOf.set(l.order_id, (commissionOf.get(l.order_id) ?? 0) + c);
    }
    const months = new Map<number, ShopMonth>();
    const month = (shopId: number) => {
      const m = months.get(shopId) ?? { orderAmount: 0, refundAmount: 0, commission: 0, orderCount: 0, refundCount: 0, lines: [] };
      months.set(shopId, m);
      return m;
    };
    for (const o of paid) {
      if (o.paid_amount <= 0) continue;
      const m = month(o.shop_id);
      const commission = commissionOf.get(o.id) ?? 0;
      m.orderAmount += o.paid_amount;
      m.commission += commission;
      m.orderCount++;
      m.lines.push({ kind: 'order', orderId: o.id, orderNo: o.order_no, occurredAt: o.paid_at!, amount: o.paid_amount, commission });
    }
    for (const r of refunds) {
      const m = month(r.shop_id);
      const back = r.paid_amount > 0 ? Math.round((r.amount * (commissionOf.get(r.order_id) ?? 0)) / r.paid_amount) : 0;
      m.refundAmount += r.amount;
      m.commission -= back;
      m.refundCount++;
      m.lines.push({
        kind: 'refund',
        orderId: r.order_id,
        orderNo: r.order_no,
        refundId: r.id,
        occurredAt: r.created_at,
        amount: r.amount,
        commission: -back,
      });
    }
    return months;
  }

  /**
   * A past month's statements for every shop with paid orders or refunds in it; a shop's month generated before is
   * left as it is. Each statement and its ledger entry are one transaction.
   */
  async generate(actor: Actor, period: string): Promise<Result<{ period: string; created: number }>> {
    if (period >= chinaMonth(this.deps.clock())) return failure('invalid', '只能生成已结束月份的对账单', 'period');
    const { repo, ledger } = this.deps;
    let created = 0;
    for (const [shopId, m] of await this.compute(period)) {
      const payable = m.orderAmount - m.refundAmount - m.commission;
      const made = await repo.transaction(async (tx) => {
        const id = await repo.insertStatement(
          tx,
          {
            shopId,
            period,
            orderAmount: m.orderAmount,
            refundAmount: m.refundAmount,
            commission: m.commission,
            payable,
            orderCount: m.orderCount,
            refundCount: m.refundCount,
          },
          m.lines.map(({ orderNo: _no, ...line }) => line),
        );
        if (id === null) return false;
        const postings = [
          { account: await ledger.systemAccount(tx, 'sales'), amount: -(m.orderAmount - m.refundAmount) },
          { account: await ledger.systemAccount(tx, 'commission'), amount: m.commission },
          { account: await ledger.merchantPayableAccount(tx, shopId), amount: payable },
        ].filter((p) => p.amount !== 0);
        if (postings.length) await ledger.post(tx, 'merchant_settlement', `statement:${id}`, `店铺${shopId} ${period}结算`, postings);
        await this.deps.audit(tx, actor, { action: 'statement.create', targetId: id, detail: { shop_id: shopId, period, payable } });
        return true;
      });
      if (made) created++;
    }
    return success({ period, created });
  }

  /** The job: last month's statements, then the next run on the 1st of the month after, 01:00 China time. */
  async runMonthJob(payload: Record<string, unknown>): Promise<void> {
    const period = String(payload.period);
    await this.generate({ operatorId: null, name: 'job:settlement' }, period);
    await this.schedule(nextPeriod(period));
  }

  /** Makes sure the statements of `period` (default: this month) are generated once it ends. */
  async schedule(period = chinaMonth(this.deps.clock())): Promise<void> {
    const runAt = new Date(periodRange(period).to.getTime() + 3_600_000);
    await this.deps.repo.transaction((tx) => this.deps.jobs.enqueue(tx, SETTLEMENT_QUEUE, `period:${period}`, { period }, runAt));
  }

  /** One shop's month so far as its statement would read today (nothing booked): the 财务's running estimate. */
  async current(shopId: number): Promise<StatementPreview> {
    const period = chinaMonth(this.deps.clock());
    const m = (await this.compute(period, shopId)).get(shopId);
    const shop = (await this.deps.repo.shopName(shopId)) ?? '';
    const lines = (m?.lines ?? []).map((l) => ({
      kind: l.kind,
      order_id: l.orderId,
      order_no: l.orderNo,
      occurred_at: l.occurredAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      amount: l.amount,
      commission: l.commission,
    }));
    const [orderAmount, refundAmount, commission] = [m?.orderAmount ?? 0, m?.refundAmount ?? 0, m?.commission ?? 0];
    return {
      shop_id: shopId,
      shop,
      period,
      order_amount: orderAmount,
      refund_amount: refundAmount,
      commission,
      payable: orderAmount - refundAmount - commission,
      order_count: m?.orderCount ?? 0,
      refund_count: m?.refundCount ?? 0,
      lines,
    };
  }

  async list(q: StatementsQuery): Promise<Paged<StatementView>> {
    const { rows, total } = await this.deps.repo.page(q);
    return { list: rows, total, page: q.page, page_size: q.page_size };
  }

  /** One statement with its lines; `shopId`: a merchant's — another shop's statement is not found. */
  async detail(id: number, shopId?: number): Promise<Result<StatementDetail>> {
    const s = await this.deps.repo.statement(id);
    if (!s || (shopId !== undefined && s.shop_id !== shopId)) return failure('not_found', '对账单不存在');
    return success({ ...s, lines: await this.deps.repo.lines(id) });
  }

  /** The statement as an Excel file: the totals, then every order and refund with its commission (yuan). */
  async export(id: number, shopId?: number): Promise<Result<{ data: Buffer; name: string; asciiName: string }>> {
    const found = await this.detail(id, shopId);
    if (!found.ok) return found;
    const s = found.value;
    const yuan = (fen: number) => Number(fenToYuanInput(fen));
    const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
    const rows = [
      [bold('店铺'), { value: s.shop }, bold('结算月份'), { value: s.period }, bold('状态'), { value: STATEMENT_STATE_NAMES[s.state] }],
      [
        bold('订单金额'),
        { value: yuan(s.order_amount) },
        bold('退款金额'),
        { value: yuan(s.refund_amount) },
        bold('平台佣金'),
        { value: yuan(s.commission) },
      ],
      [bold('应结金额'), { value: yuan(s.payable) }, bold('订单数'), { value: s.order_count }, bold('退款笔数'), { value: s.refund_count }],
      [],
      ['类型', '订单号', '时间', '金额（元）', '佣金（元）'].map(bold),
      ...s.lines.map((l) => [
        { value: l.kind === 'order' ? '订单' : '退款' },
        { value: l.order_no },
        { value: chinaMinute(l.occurred_at) },
        { value: yuan(l.kind === 'order' ? l.amount : -l.amount) },
        { value: yuan(l.commission) },
      ]),
    ];
    const data = await writeXlsxFile(rows, { sheet: '对账单', columns: [12, 24, 18, 14, 14, 14].map((width) => ({ width })) }).toBuffer();
    return success({ data, name: `对账单-${s.shop}-${s.period}.xlsx`, asciiName: `statement-${s.shop_id}-${s.period}.xlsx` });
  }

  /** The platform paid the shop: the payable account goes back to zero by a ledger entry, once. */
  async markPaid(actor: Actor & { operatorId: number }, id: number): Promise<Result<StatementView>> {
    const { repo, ledger } = this.deps;
    const done = await refusable(() =>
      repo.transaction(async (tx) => {
        const s = await repo.statement(id, tx, true);
        if (!s) refuse('对账单不存在', 'not_found');
        if (!(await repo.markPaid(tx, id, actor.operatorId))) refuse('该对账单已结算');
        if (s.payable !== 0) {
          await ledger.post(tx, 'merchant_payout', `statement:${id}`, `店铺${s.shop_id} ${s.period}结算付款`, [
            { account: await ledger.merchantPayableAccount(tx, s.shop_id), amount: -s.payable },
            { account: await ledger.systemAccount(tx, 'bank'), amount: s.payable },
          ]);
        }
        await this.deps.audit(tx, actor, {
          action: 'statement.paid',
          targetId: id,
          detail: { shop_id: s.shop_id, period: s.period, payable: s.payable },
        });
        return (await repo.statement(id, tx))!;
      }),
    );
    return done;
  }
}
