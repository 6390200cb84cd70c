import { addChinaDays, chinaDay, chinaDayRange, chinaDaysBetween, DASHBOARD_MAX_DAYS, type DashboardView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { OrderStatsService } from '../orders/order-stats.service.js';

const TOP = 10;

/** Every China day from `from` to `to`, both included. */
const daysOf = (from: string, to: string): string[] => Array.from({ length: chinaDaysBetween(from, to) + 1 }, (_, i) => addChinaDays(from, i));

const average = (gmv: number, orders: number) => (orders ? Math.round(gmv / orders) : 0);

/**
 * The console's business overview for a range of China days: 成交额, orders, paying members and 客单价 per day (orders
 * counted when paid), orders placed in the range by state, new and pending members, top goods and shops. Every figure
 * is a plain aggregate of the orders and members tables (a test recomputes them with SQL).
 */
export class DashboardService {
  constructor(private readonly deps: { stats: OrderStatsService; accounts: AccountsService; now?: () => Date }) {}

  async overview(q: { from?: string; to?: string }): Promise<Result<DashboardView>> {
    const today = chinaDay(this.deps.now?.() ?? new Date());
    const to = q.to ?? today;
    const from = q.from ?? addChinaDays(to, -29);
    if (from > to) return failure('invalid', '开始日期不能晚于结束日期', 'from');
    if (chinaDaysBetween(from, to) + 1 > DASHBOARD_MAX_DAYS) return failure('invalid', `日期范围不能超过${DASHBOARD_MAX_DAYS}天`, 'from');
    const days = daysOf(from, to);
    const { start, end } = chinaDayRange(from, to);
    const span = { from: start, to: end };

    const { stats, accounts } = this.deps;
    const [paid, payingMembers, statuses, joined, pending, goods, shops] = await Promise.all([
      stats.paidByDay(span),
      stats.payingMembers(span),
      stats.statusCounts(span),
      accounts.newMembersByDay(span.from, span.to),
      accounts.pendingReviewCount(),
      stats.topGoods(span, TOP),
      stats.topShops(span, TOP),
    ]);
    const paidOn = new Map(paid.map((p) => [p.day, p]));
    const joinedOn = new Map(joined.map((j) => [j.day, j.n]));
    const series = days.map((day) => {
      const p = paidOn.get(day);
      const gmv = p?.gmv ?? 0;
      const orders = p?.orders ?? 0;
      return { day, gmv, orders, paying_members: p?.members ?? 0, average_order: average(gmv, orders), new_members: joinedOn.get(day) ?? 0 };
    });
    const gmv = series.reduce((s, d) => s + d.gmv, 0);
    const orders = series.reduce((s, d) => s + d.orders, 0);
    return success({
      from,
      to,
      days: series,
      totals: {
        gmv,
        orders,
        paying_members: payingMembers,
        average_order: average(gmv, orders),
        new_members: series.reduce((s, d) => s + d.new_members, 0),
      },
      orders_by_status: statuses.map((s) => ({ status: s.status, count: Number(s.count) })),
      pending_members: pending,
      top_goods: goods,
      top_shops: shops.map((s) => ({ ...s, orders: Number(s.orders) })),
    });
  }
}
