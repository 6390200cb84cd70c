import type { Services } from '../../services.js';
import type { Viewer } from '../../shared/viewer.js';
import type { HistoryClock } from './clock.js';
import type { PlannedOrder, PlannedSubmission } from './plan.js';
import { Rng } from './rng.js';

const MINUTE = 60_000;

/** Who acts for a shop in the console: its 店铺管理员 (scoped to the shop), or the platform's 客服 for a shop without staff. */
export interface ShopOperator {
  op: { id: number; username: string };
  /** The merchant's shop scope; undefined for a platform operator. */
  shopId?: number;
}

const CARRIERS: Array<[string, (r: Rng) => string]> = [
  ['顺丰速运', (r) => `SF${r.int(1000000, 9999999)}${r.int(100000, 999999)}`],
  ['京东物流', (r) => `JDVA${r.int(10000000, 99999999)}${r.int(100, 999)}`],
  ['中通快递', (r) => `7${r.int(10000000, 99999999)}${r.int(100000, 999999)}`],
  ['圆通速递', (r) => `YT${r.int(1000000, 9999999)}${r.int(100000, 999999)}`],
];

interface Event {
  at: number;
  seq: number;
  run: () => Promise<unknown>;
}

/**
 * Plays a planned history through the services as buyers and shops would: cart → checkout, wallet (recharged online
 * when short) or online payment confirmed on the provider's page and reconciled with it, the timeout job, cancelling, shipping (one
 * or two parcels), receipt (which issues the e-invoice), refunds and after-sales. Events run in simulated order, each
 * at its instant on `clock`. What a service refuses is collected in `problems` (the plan keeps within the rules, so a
 * refusal means the plan and the rules have drifted apart).
 */
export class HistoryPlayer {
  readonly problems: string[] = [];
  private readonly events: Event[] = [];
  private readonly viewers = new Map<number, Viewer>();
  private readonly addresses = new Map<number, number>();
  /** Orders placed, by submission key and shop. */
  private readonly placed = new Map<string, Map<number, { id: number; pay: number }>>();
  private seq = 0;

  constructor(
    private readonly s: Services,
    private readonly clock: HistoryClock,
    private readonly operators: Map<number, ShopOperator>,
    /** Shop ids by name. */
    private readonly shopIds: Map<string, number>,
    /** The shop's address the buyers pay on (the sandbox's pay-page links are made from it). */
    private readonly origin: string,
  ) {}

  add(at: number, run: () => Promise<unknown>) {
    this.events.push({ at, seq: this.seq++, run });
  }

  async play(): Promise<void> {
    this.events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    for (const e of this.events) {
      await this.clock.at(e.at);
      await e.run();
    }
    this.events.length = 0;
  }

  private check(what: string, r: { ok: boolean; message?: string } | { ok: false; message: string }) {
    if (!r.ok) this.problems.push(`${what}: ${'message' in r ? r.message : ''}`);
    return r.ok;
  }

  private async viewer(memberId: number) {
    let v = this.viewers.get(memberId);
    if (!v) this.viewers.set(memberId, (v = await this.s.accounts.viewer(memberId)));
    return v;
  }

  /** A submission and everything that follows from it. */
  submission(p: PlannedSubmission) {
    this.add(p.at, () => this.place(p));
    // The order timeout job runs when it falls due, as the worker runs it, and cancels what is still unpaid.
    if (p.payment.kind === 'timeout') this.add(p.at + 30 * MINUTE + 1000, () => this.s.jobs.runDue(100, this.clock.now));
    if (p.payment.kind === 'cancel') this.add(p.payment.at, () => this.cancel(p));
    if (p.payment.kind === 'wallet' || p.payment.kind === 'online') this.add(p.payment.at, () => this.pay(p));
    for (const o of p.orders) this.fate(p, o);
  }

  private async place(p: PlannedSubmission) {
    const viewer = await this.viewer(p.memberId);
    const now = this.clock.now;
    const lines = p.orders.flatMap((o) => o.lines);
    const added = await this.s.cart.add(
      viewer,
      lines.map((l) => ({ goods_id: l.goodsId, number: l.number })),
      now,
    );
    if (added.refused.length) this.problems.push(`${p.key} cart: ${added.msg}`);
    const ids = (await this.s.cart.lines(p.memberId)).map((l) => l.id);
    let address = this.addresses.get(p.memberId);
    if (address === undefined) this.addresses.set(p.memberId, (address = (await this.s.addresses.list(p.memberId)).list[0]!.id));
    const r = await this.s.checkout.submit(viewer, { ids, address_id: address, invoice_type: 1, remark: '', idem_key: p.key }, now);
    if (!this.check(`${p.key} submit`, r) || !r.ok) {
      await this.s.cart.batchDelete(p.memberId, ids);
      return;
    }
    // Checkout answers each shop's order with the shop's name (one order per shop, in the cart's shop order).
    this.placed.set(p.key, new Map(r.value.orders.map((o) => [this.shopIds.get(o.shop_name)!, { id: o.id, pay: o.pay_amount }])));
  }

  private orderIds(p: PlannedSubmission) {
    return [...(this.placed.get(p.key)?.values() ?? [])].map((o) => o.id);
  }

  private async cancel(p: PlannedSubmission) {
    for (const id of this.orderIds(p)) this.check(`${p.key} cancel`, await this.s.orders.cancel(p.memberId, id, '计划有变，暂不采购'));
  }

  private async pay(p: PlannedSubmission) {
    const ids = this.orderIds(p);
    if (ids.length === 0) return;
    const now = this.clock.now;
    if (p.payment.kind === 'online') {
      const r = await this.s.payments.payOnline(p.memberId, ids, this.origin, now);
      if (this.check(`${p.key} pay online`, r) && r.ok) await this.confirmed(r.value, p.memberId, p.key);
      return;
    }
    const total = [...this.placed.get(p.key)!.values()].reduce((a, o) => a + o.pay, 0);
    // Short of money: the buyer recharges online first (¥10,000 at most per recharge), in round thousands.
    let missing = total - (await this.s.ledger.balance(p.memberId, 'wallet'));
    const rng = new Rng(`recharge|${p.key}`);
    if (missing > 0) missing += rng.int(2, 8) * 100_000;
    while (missing > 0) {
      const amount = Math.min(1_000_000, Math.ceil(missing / 100_000) * 100_000);
      const r = await this.s.payments.recharge(p.memberId, amount, this.origin);
      if (!this.check(`${p.key} recharge`, r) || !r.ok) return;
      await this.confirmed(r.value, p.memberId, p.key);
      missing -= amount;
    }
    this.check(`${p.key} pay wallet`, await this.s.payments.payByWallet(p.memberId, ids, now));
  }

  /**
   * The buyer confirms on the sandbox provider's page, and the payment is reconciled with the provider as the
   * storefront's payment page does (its signed notice, when queued, finds the payment applied and changes nothing).
   */
  private async confirmed(payment: { payment_no: string; qr_content: string }, memberId: number, key: string) {
    await this.s.sandbox?.confirm(payment.qr_content.slice(payment.qr_content.lastIndexOf('/') + 1));
    const r = await this.s.payments.check(memberId, payment.payment_no);
    if (this.check(`${key} provider`, r) && r.ok && r.value.status !== 1) this.problems.push(`${key} provider: ${payment.payment_no} unpaid`);
  }

  private fate(p: PlannedSubmission, o: PlannedOrder) {
    const f = o.fate;
    const order = () => this.placed.get(p.key)?.get(o.shopId);
    const shop = this.operators.get(o.shopId)!;
    const rng = new Rng(`fate|${p.key}|${o.shopId}`);
    if (f.refundAt !== undefined)
      this.add(f.refundAt, async () => {
        const x = order();
        if (x) this.check(`${p.key} refund`, await this.s.fulfilment.refund(shop.op, x.id, x.pay, '商品暂时缺货，无法发货，全额退款', shop.shopId));
      });
    if (f.shipAt !== undefined) this.add(f.shipAt, () => this.ship(p, order(), shop, rng, f.split ? 'first' : 'all'));
    if (f.secondParcelAt !== undefined) this.add(f.secondParcelAt, () => this.ship(p, order(), shop, rng, 'all'));
    if (f.receiveAt !== undefined)
      this.add(f.receiveAt, async () => {
        const x = order();
        if (x) this.check(`${p.key} receive`, await this.s.orders.receive(p.memberId, x.id));
      });
    const a = f.afterSale;
    if (!a) return;
    let asked: number | null = null;
    this.add(a.at, async () => {
      const x = order();
      const d = x && (await this.s.orders.detail(p.memberId, x.id));
      if (!d || !d.ok) return;
      const goods = d.value.items.filter((i) => i.type === 0);
      const line = goods[rng.int(0, goods.length - 1)]!;
      const net = line.amount - line.manjian_amount - line.coupon_amount;
      const n = a.kind === 'refund' ? 1 : Math.max(1, Math.floor(line.number / 4));
      const money = a.kind === 'documents' ? undefined : Math.min(d.value.refundable, Math.floor((net * n) / line.number));
      const r = await this.s.orders.requestAfterSale(p.memberId, x.id, {
        kind: a.kind,
        reason: a.reason,
        description: '',
        photos: [],
        items: a.kind === 'documents' ? [] : [{ order_item_id: line.id, number: n }],
        refund_amount: money,
      });
      if (this.check(`${p.key} after-sale`, r) && r.ok) asked = r.value.id;
    });
    if (a.decideAt !== undefined)
      this.add(a.decideAt, async () => {
        if (asked === null) return;
        const r = await this.s.fulfilment.decide(shop.op, asked, { approve: a.approve ? 1 : 0, reason: a.decision }, shop.shopId);
        this.check(`${p.key} decide`, r);
      });
  }

  private async ship(p: PlannedSubmission, x: { id: number } | undefined, shop: ShopOperator, rng: Rng, part: 'first' | 'all') {
    if (!x) return;
    // The first of two parcels takes half the lines; a parcel that completes the order takes what is left.
    let items: Array<{ order_item_id: number; number: number }> | undefined;
    if (part === 'first') {
      const d = await this.s.orders.detail(p.memberId, x.id);
      if (!d.ok) return;
      const open = d.value.items.filter((i) => i.shipped_number < i.number);
      items = open.slice(0, Math.max(1, Math.floor(open.length / 2))).map((i) => ({ order_item_id: i.id, number: i.number - i.shipped_number }));
    }
    const [carrier, number] = rng.pick(CARRIERS);
    this.check(`${p.key} ship`, await this.s.fulfilment.ship(shop.op, x.id, { carrier, tracking_no: number(rng), items }, shop.shopId));
  }
}
