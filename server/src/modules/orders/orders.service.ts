import { ORDER_STATUS_NAMES, type OrderDetail, type OrderSummary } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.js';

function summary(o: OrderRow, items: OrderItemRow[]): OrderSummary {
  return {
    id: o.id, order_no: o.order_no, submission_id: o.submission_id, shop_id: o.shop_id, shop_name: o.shop_name, status: o.status,
    status_text: ORDER_STATUS_NAMES[o.status], goods_amount: o.goods_amount, manjian_amount: o.manjian_amount, coupon_amount: o.coupon_amount,
    shipping_fee: o.shipping_fee, pay_amount: o.pay_amount, paid_amount: o.paid_amount, refunded_amount: o.refunded_amount,
    pay_method: o.pay_method, created_at: o.created_at, expires_at: o.expires_at,
    items: items.map(({ order_id: _order, ...i }) => ({ ...i, image: `/media/goods/${i.goods_id}.svg` })),
    item_count: items.length,
  };
}

/** The order centre and order state changes that belong to the buyer (cancel an unpaid order) or to time (expiry). */
export class OrdersService {
  constructor(private readonly repo: OrdersRepository) {}

  async list(memberId: number, q: { status?: number; keyword?: string; page: number; page_size: number }) {
    const { rows, total } = await this.repo.list(memberId, q, q.page_size, (q.page - 1) * q.page_size);
    const items = await this.repo.items(rows.map((r) => r.id));
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const i of items) byOrder.set(i.order_id, [...(byOrder.get(i.order_id) ?? []), i]);
    return { list: rows.map((o) => summary(o, byOrder.get(o.id) ?? [])), total, page: q.page, page_size: q.page_size };
  }

  async counts(memberId: number) {
    const rows = new Map((await this.repo.counts(memberId)).map((r) => [Number(r.status), Number(r.n)]));
    return { unpaid: rows.get(0) ?? 0, paid: rows.get(1) ?? 0, shipped: rows.get(2) ?? 0, completed: rows.get(3) ?? 0, cancelled: rows.get(4) ?? 0 };
  }

  /** The member's own order, else "not found" (another member's id reveals nothing). */
  async owned(memberId: number, id: number): Promise<Result<OrderRow>> {
    const o = await this.repo.find(id);
    return o && o.member_id === memberId ? success(o) : failure('not_found', '订单不存在');
  }

  async detail(memberId: number, id: number): Promise<Result<OrderDetail>> {
    const found = await this.owned(memberId, id);
    if (!found.ok) return found;
    const o = found.value;
    const [items, events] = await Promise.all([this.repo.items([o.id]), this.repo.events(o.id)]);
    return success({
      ...summary(o, items), address: o.address, invoice: o.invoice, remark: o.remark, paid_at: o.paid_at, shipped_at: o.shipped_at,
      received_at: o.received_at, cancelled_at: o.cancelled_at, cancel_reason: o.cancel_reason, events,
    });
  }

  /** The buyer cancels an unpaid order: stock and (when the whole submission is cancelled) coupons come back. */
  async cancel(memberId: number, id: number, reason: string): Promise<Result<null>> {
    const found = await this.owned(memberId, id);
    if (!found.ok) return found;
    if (found.value.status !== 0) return failure('conflict', '只有待付款的订单可以取消');
    const done = await this.repo.transaction((tx) => this.cancelIn(tx, id, reason, null));
    return done ? success(null) : failure('conflict', '只有待付款的订单可以取消');
  }

  /** Timeout job: cancels the submission's orders still unpaid after their deadline. Idempotent. */
  async expireSubmission(submissionId: number, now = new Date()) {
    for (const { id } of await this.repo.expiredUnpaid(submissionId, now)) {
      await this.repo.transaction((tx) => this.cancelIn(tx, id, '超时未支付，系统自动取消', now));
    }
  }

  private async cancelIn(tx: Executor, orderId: number, reason: string, expiredBy: Date | null): Promise<boolean> {
    const submissionId = await this.repo.markCancelled(tx, orderId, reason, expiredBy);
    if (submissionId === null) return false;
    await this.repo.releaseStock(tx, orderId);
    await this.repo.releaseCoupons(tx, submissionId);
    await this.repo.addEvent(tx, orderId, '订单已取消', reason);
    return true;
  }
}
