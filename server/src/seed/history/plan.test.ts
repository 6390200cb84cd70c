import { describe, expect, it } from 'vitest';
import { planHistory, type PlanBuyer, type PlanGoods } from './plan.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const goods = (shop: number): PlanGoods[] =>
  Array.from({ length: 40 }, (_, k) => ({
    id: shop * 100 + k,
    price: 500 + 137 * k,
    first: k % 3 === 0 ? 10 : 1,
    step: k % 3 === 0 ? 10 : 1,
    cap: 60,
  }));
const buyer = (memberId: number, joinedDaysAgo: number, now: number): PlanBuyer => ({
  memberId,
  joinAt: now - joinedDaysAgo * DAY,
  weight: memberId,
  shops: [(memberId % 3) + 1, 2],
  basket: [60_000, 250_000],
  pools: new Map([1, 2, 3].map((s) => [s, goods(s)])),
});

/** The demo history's plan: the same inputs give the same history; its rhythm, its mix and its order of events. */
describe('planHistory', () => {
  const now = Date.parse('2026-12-05T10:30:00+08:00');
  const input = { now, days: 90, seed: 'test', buyers: [buyer(1, 200, now), buyer(2, 150, now), buyer(3, 30, now)] };
  const plan = planHistory(input);

  it('is the same plan for the same inputs, and another for another day', () => {
    expect(planHistory(input)).toEqual(plan);
    expect(planHistory({ ...input, now: now + DAY })).not.toEqual(plan);
  });

  it('keeps to the 90 days before an hour ago, a buyer ordering only after it joined, weekdays busier than weekends', () => {
    expect(plan.length).toBeGreaterThan(80);
    expect(Math.min(...plan.map((s) => s.at))).toBeGreaterThanOrEqual(now - 91 * DAY);
    const times = plan.flatMap((s) => [s.at, ...s.orders.flatMap((o) => Object.values(o.fate).flatMap((v) => (typeof v === 'number' ? [v] : [])))]);
    expect(Math.max(...times)).toBeLessThan(now - HOUR);
    expect(plan.filter((s) => s.memberId === 3).every((s) => s.at >= now - 29 * DAY)).toBe(true);
    const dow = (t: number) => new Date(t + 8 * HOUR).getUTCDay();
    const weekend = plan.filter((s) => [0, 6].includes(dow(s.at))).length / 2;
    expect(plan.filter((s) => ![0, 6].includes(dow(s.at))).length / 5).toBeGreaterThan(2.5 * weekend);
  });

  it('has every outcome: timeouts, cancels, refunds, two parcels, each after-sales kind, one still open; steps in order', () => {
    const orders = plan.flatMap((s) => s.orders.map((o) => ({ ...o, s })));
    expect(plan.some((s) => s.payment.kind === 'timeout')).toBe(true);
    expect(plan.some((s) => s.payment.kind === 'cancel')).toBe(true);
    expect(['wallet', 'online'].every((k) => plan.some((s) => s.payment.kind === k))).toBe(true);
    expect(orders.some((o) => o.fate.refundAt)).toBe(true);
    expect(orders.some((o) => o.fate.secondParcelAt)).toBe(true);
    const kinds = new Set(orders.flatMap((o) => (o.fate.afterSale ? [`${o.fate.afterSale.kind}:${o.fate.afterSale.approve}`] : [])));
    expect([...kinds].sort()).toEqual(['documents:true', 'refund:true', 'return:false', 'return:true']);
    expect(orders.some((o) => o.fate.afterSale && o.fate.afterSale.decideAt === undefined)).toBe(true);
    for (const o of orders) {
      const pay = 'at' in o.s.payment ? o.s.payment.at : o.s.at;
      const steps = [o.s.at, pay, o.fate.shipAt, o.fate.secondParcelAt, o.fate.receiveAt, o.fate.afterSale?.at, o.fate.afterSale?.decideAt];
      const known = steps.filter((t): t is number => t !== undefined);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      // Buyers receive and ask, shops decide, in the day.
      for (const t of [o.fate.receiveAt, o.fate.afterSale?.at, o.fate.afterSale?.decideAt])
        if (t !== undefined) expect([hourOf(t) >= 8 && hourOf(t) < 21]).toEqual([true]);
      // Shops ship in working hours, Monday to Saturday.
      if (o.fate.shipAt) expect([dowOf(o.fate.shipAt) !== 0, hourOf(o.fate.shipAt) >= 9 && hourOf(o.fate.shipAt) < 18]).toEqual([true, true]);
    }
  });

  it('has an order waiting to ship, one on its way and an after-sales request open, whatever the hour and weekday it is loaded', () => {
    for (let h = 0; h < 7 * 24; h += 7) {
      const at = now + h * HOUR;
      const orders = planHistory({ ...input, now: at }).flatMap((s) => (s.payment.kind === 'wallet' || s.payment.kind === 'online' ? s.orders : []));
      const waiting = orders.some((o) => !o.fate.refundAt && !o.fate.shipAt);
      const onItsWay = orders.some((o) => o.fate.shipAt && !o.fate.receiveAt);
      const open = orders.some((o) => o.fate.afterSale && !o.fate.afterSale.decideAt && hourOf(o.fate.afterSale.at) >= 8);
      expect([new Date(at).toISOString(), waiting, onItsWay, open]).toEqual([new Date(at).toISOString(), true, true, true]);
    }
  });

  it('orders whole middle packs from the minimum up, within each goods’ cap', () => {
    const byId = new Map([1, 2, 3].flatMap((s) => goods(s)).map((g) => [g.id, g]));
    for (const l of plan.flatMap((s) => s.orders.flatMap((o) => o.lines))) {
      const g = byId.get(l.goodsId)!;
      expect([l.number >= g.first, l.number <= g.cap, (l.number - g.first) % g.step]).toEqual([true, true, 0]);
    }
  });
});

const dowOf = (t: number) => new Date(t + 8 * HOUR).getUTCDay();
const hourOf = (t: number) => ((t + 8 * HOUR) % DAY) / HOUR;
