import type { OrderStatsRepository, Span } from './order-stats.repository.js';

export type { Span } from './order-stats.repository.js';

/** What the console dashboard may ask of orders: aggregates over a span of instants (paid or placed in it). */
export class OrderStatsService {
  constructor(private readonly repo: OrderStatsRepository) {}

  paidByDay(span: Span) {
    return this.repo.paidByDay(span);
  }

  payingMembers(span: Span) {
    return this.repo.payingMembers(span);
  }

  statusCounts(span: Span) {
    return this.repo.statusCounts(span);
  }

  topGoods(span: Span, limit: number) {
    return this.repo.topGoods(span, limit);
  }

  topShops(span: Span, limit: number) {
    return this.repo.topShops(span, limit);
  }
}
