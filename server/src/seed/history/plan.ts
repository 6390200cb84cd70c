import { chinaDay, chinaMidnight } from '@yaocai/contract';
import { Rng } from './rng.js';

/**
 * The demo history as a plan, decided before anything is written (pure, seeded: the same inputs give the same plan):
 * who orders what from which shop and when, and what becomes of each order. The runner plays it through the real
 * services; this file holds only the business rhythm.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;

/** A goods a buyer may order: unit price (fen), the first valid quantity and its step, the most one line takes. */
export interface PlanGoods {
  id: number;
  price: number;
  first: number;
  step: number;
  cap: number;
}

export interface PlanBuyer {
  memberId: number;
  /** When the member registered and was approved (it orders from the next day on). */
  joinAt: number;
  weight: number;
  /** Favourite shops first; every shop with goods in `pools` may get an order. */
  shops: number[];
  /** A shop's order aims at an amount in this range (fen). */
  basket: [number, number];
  pools: Map<number, PlanGoods[]>;
}

export type AfterSaleKind = 'return' | 'refund' | 'documents';

export interface Fate {
  /** The shop cannot deliver: a full refund before shipping. */
  refundAt?: number;
  shipAt?: number;
  /** Shipped in two parcels (`shipAt` the first, with half the lines). */
  split?: boolean;
  secondParcelAt?: number;
  receiveAt?: number;
  afterSale?: { at: number; kind: AfterSaleKind; reason: string; decideAt?: number; approve: boolean; decision: string };
}

export interface PlannedOrder {
  shopId: number;
  lines: Array<{ goodsId: number; number: number }>;
  fate: Fate;
}

export type Payment = { kind: 'timeout' } | { kind: 'cancel'; at: number } | { kind: 'wallet' | 'online'; at: number };

export interface PlannedSubmission {
  key: string;
  at: number;
  memberId: number;
  orders: PlannedOrder[];
  payment: Payment;
}

/** Orders a day, by China weekday (Sunday first): pharmacies restock on weekdays, little at weekends. */
const WEEKDAY_MEAN = [0.25, 1.7, 1.95, 1.8, 1.7, 1.45, 0.55];
const chinaHour = (t: number) => ((t + CHINA) % DAY) / HOUR;
const weekday = (t: number) => new Date(t + CHINA).getUTCDay();

/** When a paid order leaves the warehouse: within hours in working time (Mon–Sat 9–18), else the next working morning. */
function shipTime(paid: number, rng: Rng): number {
  const soon = paid + rng.range(1, 4) * HOUR;
  if (weekday(soon) !== 0 && chinaHour(soon) >= 9 && chinaHour(soon) < 18) return soon;
  let day = chinaDay(new Date(soon));
  if (chinaHour(soon) >= 9) day = chinaDay(new Date(chinaMidnight(day).getTime() + DAY + HOUR));
  if (weekday(chinaMidnight(day).getTime() + HOUR) === 0) day = chinaDay(new Date(chinaMidnight(day).getTime() + DAY + HOUR));
  return chinaMidnight(day).getTime() + rng.range(9, 12) * HOUR;
}

/** A buyer's or a shop's own step (receipt, a request, a decision) in the day, 8:00–21:00, else the next morning. */
function daytime(t: number, rng: Rng): number {
  const h = chinaHour(t);
  if (h >= 8 && h < 21) return t;
  return chinaMidnight(chinaDay(new Date(h >= 21 ? t + 4 * HOUR : t))).getTime() + rng.range(8.5, 11) * HOUR;
}

/** An order time on a China day: mornings and mid-afternoons, 8:00–21:00. */
function orderTime(day: string, rng: Rng): number {
  const hour = rng.chance(0.55) ? rng.normal(10.2, 1.1) : rng.normal(15.3, 1.6);
  return chinaMidnight(day).getTime() + Math.min(20.9, Math.max(8, hour)) * HOUR;
}

function lines(pool: PlanGoods[], usual: PlanGoods[], target: number, rng: Rng) {
  const chosen = new Map<number, number>();
  let amount = 0;
  for (let tries = 0; amount < target && chosen.size < 16 && tries < 60; tries++) {
    // Mostly the buyer's usual assortment; of two goods that come to mind, the cheaper everyday one more often.
    const from = rng.chance(0.7) && usual.length ? usual : pool;
    const [a, b] = [rng.pick(from), rng.pick(from)];
    const g = a.price <= b.price === rng.chance(0.75) ? a : b;
    if (chosen.has(g.id)) continue;
    // A line of some ¥80–¥500, in whole middle packs from the minimum order up, never more than the line's cap.
    const want = Math.max(0, rng.range(8000, 50000) / g.price - g.first);
    const most = g.first + Math.floor((g.cap - g.first) / g.step) * g.step;
    const n = Math.min(most, g.first + Math.ceil(want / g.step) * g.step);
    chosen.set(g.id, n);
    amount += n * g.price;
  }
  return [...chosen].map(([goodsId, number]) => ({ goodsId, number }));
}

const AFTER_SALES = [
  { kind: 'return', reason: '外包装破损，申请退货', approve: true, decision: '核实破损，同意退货并退款' },
  { kind: 'return', reason: '发错规格，申请退货', approve: true, decision: '确认错发，同意退货并退款' },
  { kind: 'refund', reason: '少发1件，申请退款', approve: true, decision: '核实少发，退还对应货款' },
  { kind: 'documents', reason: '首营建档需要企业证照与注册批件', approve: true, decision: '首营资料已通过消息发送' },
  { kind: 'return', reason: '采购过量，申请退货', approve: false, decision: '药品属特殊商品，非质量问题不予退货' },
] as const;

/**
 * The rarer outcomes come round at fixed intervals rather than by chance, so every history has each of them whatever
 * the day it is loaded: of the submissions every 20th times out and every 30th is cancelled; of the paid orders every
 * 45th is refunded before shipping; of those shipped every 9th (with two lines or more) goes in two parcels; of those
 * received every 13th goes to after-sales, the five kinds in turn.
 */
interface Counters {
  submissions: number;
  paid: number;
  shipped: number;
  received: number;
  afterSales: number;
}

/** What becomes of one paid order, cut at `until` (what has not happened by then has not happened). */
function fateOf(paid: number, until: number, lineCount: number, n: Counters, rng: Rng): Fate {
  const fate: Fate = {};
  const at = (t: number) => (t < until ? t : undefined);
  if (++n.paid % 45 === 20) {
    fate.refundAt = at(paid + rng.range(1, 4) * HOUR);
    return fate;
  }
  fate.shipAt = at(shipTime(paid, rng));
  if (fate.shipAt === undefined) return fate;
  fate.split = ++n.shipped % 9 === 4 && lineCount > 1;
  if (fate.split) fate.secondParcelAt = at(shipTime(fate.shipAt + 18 * HOUR, rng));
  const last = fate.split ? fate.secondParcelAt : fate.shipAt;
  if (last === undefined) return fate;
  fate.receiveAt = at(daytime(last + rng.range(1.5, 5) * DAY, rng));
  if (fate.receiveAt === undefined || ++n.received % 13 !== 6) return fate;
  const a = AFTER_SALES[n.afterSales++ % AFTER_SALES.length]!;
  const asked = at(daytime(fate.receiveAt + rng.range(2, 60) * HOUR, rng));
  if (asked === undefined) return fate;
  fate.afterSale = {
    at: asked,
    kind: a.kind,
    reason: a.reason,
    approve: a.approve,
    decision: a.decision,
    decideAt: at(daytime(asked + rng.range(3, 40) * HOUR, rng)),
  };
  return fate;
}

/**
 * The `days` before `now` (China days, today up to an hour ago): a weekday rhythm growing a little over the period,
 * each submission one buyer's, mostly to one shop (a fifth to two), paid by wallet or online, a few left to time out or
 * cancelled; paid orders shipped in working hours, received days later, a few refunded or taken to after-sales.
 */
export function planHistory(input: { now: number; days: number; buyers: PlanBuyer[]; seed: string }): PlannedSubmission[] {
  const { now, days, buyers } = input;
  const until = now - HOUR;
  const rng = new Rng(`${input.seed}|days`);
  const usual = new Map(
    buyers.map((b) => [
      b.memberId,
      new Map([...b.pools].map(([shop, pool]) => [shop, new Rng(`${input.seed}|usual|${b.memberId}|${shop}`).shuffle(pool).slice(0, 25)])),
    ]),
  );
  const out: PlannedSubmission[] = [];
  const n: Counters = { submissions: 0, paid: 0, shipped: 0, received: 0, afterSales: 0 };
  const today = chinaDay(new Date(now));
  for (let d = days; d >= 0; d--) {
    const day = chinaDay(new Date(chinaMidnight(today).getTime() - d * DAY + HOUR));
    const trend = 0.85 + (0.3 * (days - d)) / days;
    const count = rng.poisson(WEEKDAY_MEAN[weekday(chinaMidnight(day).getTime() + HOUR)]! * trend);
    for (let i = 0; i < count; i++) {
      const at = orderTime(day, rng);
      const active = buyers.filter((b) => b.joinAt + DAY <= at);
      if (at >= until - 40 * MINUTE || active.length === 0) continue;
      const buyer = rng.weighted(active.map((b) => [b, b.weight] as const));
      const shopIds = [...buyer.pools.keys()].filter((s) => buyer.pools.get(s)!.length > 0);
      if (shopIds.length === 0) continue;
      const favourite = (k: number) => buyer.shops.filter((s) => shopIds.includes(s))[k];
      const pickShop = () =>
        rng.weighted([
          [favourite(0) ?? rng.pick(shopIds), 45],
          [favourite(1) ?? rng.pick(shopIds), 25],
          [favourite(2) ?? rng.pick(shopIds), 15],
          [rng.pick(shopIds), 15],
        ] as const);
      const shops = [pickShop()];
      if (rng.chance(0.2)) {
        const second = pickShop();
        if (second !== shops[0]) shops.push(second);
      }
      const k = ++n.submissions;
      const payment: Payment =
        k % 20 === 7
          ? { kind: 'timeout' }
          : k % 30 === 11
            ? { kind: 'cancel', at: at + rng.range(2, 20) * MINUTE }
            : { kind: rng.chance(0.8) ? 'wallet' : 'online', at: at + rng.range(1, 15) * MINUTE };
      const paidAt = payment.kind === 'wallet' || payment.kind === 'online' ? payment.at : null;
      const orders = shops.map((shopId) => {
        const chosen = lines(buyer.pools.get(shopId)!, usual.get(buyer.memberId)!.get(shopId)!, rng.range(...buyer.basket), rng);
        return { shopId, lines: chosen, fate: paidAt === null ? {} : fateOf(paidAt, until, chosen.length, n, rng) };
      });
      out.push({ key: `history:${day}:${i}`, at, memberId: buyer.memberId, orders, payment });
    }
  }
  // Whatever the day it is loaded (a Monday morning follows a quiet weekend), the last paid order still waits for its
  // shipment and the last shipped one is still on its way, and the latest order received (a few hours back) has a
  // return the shop has yet to decide: the console's queues are never empty.
  const paid = out.filter((s) => s.payment.kind === 'wallet' || s.payment.kind === 'online').flatMap((s) => s.orders);
  const latest = (list: PlannedOrder[], at: (f: Fate) => number | undefined) =>
    list.filter((o) => at(o.fate) !== undefined).sort((a, b) => at(b.fate)! - at(a.fate)!)[0];
  if (!paid.some((o) => o.fate.refundAt === undefined && o.fate.shipAt === undefined)) {
    const last = latest(paid, (f) => f.shipAt);
    if (last) last.fate = {};
  }
  if (!paid.some((o) => o.fate.shipAt !== undefined && o.fate.receiveAt === undefined)) {
    const last = latest(paid, (f) => f.receiveAt);
    if (last) last.fate = { shipAt: last.fate.shipAt, split: last.fate.split, secondParcelAt: last.fate.secondParcelAt };
  }
  const asks = (o: PlannedOrder) => daytime(o.fate.receiveAt! + 2 * HOUR, new Rng(`${input.seed}|open`));
  const open = out
    .flatMap((s) => s.orders)
    .filter((o) => o.fate.receiveAt !== undefined && !o.fate.afterSale && asks(o) < until - 30 * MINUTE)
    .sort((a, b) => b.fate.receiveAt! - a.fate.receiveAt!)[0];
  if (open) open.fate.afterSale = { ...AFTER_SALES[0], at: asks(open) };
  return out.sort((a, b) => a.at - b.at);
}
