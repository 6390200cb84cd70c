import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS,
  ORDER_STATUS_NAMES,
  type AfterSaleKind,
  type AfterSaleView,
  type OrderDetail,
  type OrderSummary,
  formatYuan,
  temperatureExcursion,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.js';
import type { Reservations } from './reservations.js';

type AfterSaleRow = Awaited<ReturnType<OrdersRepository['afterSales']>>[number];

/** Where a refund goes, by how the order was paid (fulfilment's refundIn books it the same way). */
const REFUND_TO: Record<string, string> = {
  wallet: '账户余额',
  online: '原支付渠道（在线支付）',
  credit: '冲抵账期账单，超出部分退回账户余额',
};

/** What the buyer is told while the shop prepares the documents asked for. */
const DOCUMENT_REPLY: Partial<Record<AfterSaleKind, string>> = {
  report: '质检报告将通过消息发送给您',
  documents: '首营资料将通过消息发送给您，也可在商品详情“首营资料”中下载',
};

function afterSaleTimeline(a: AfterSaleRow, refundTo: string): AfterSaleView['timeline'] {
  const steps: AfterSaleView['timeline'] = [{ title: '提交申请', detail: `${AFTER_SALE_KINDS[a.kind]}：${a.reason}`, at: a.created_at }];
  if (a.status === 0) steps.push({ title: '等待商家审核', detail: '商家将在1-3个工作日内处理', at: null });
  else if (a.status === 2) steps.push({ title: '商家已拒绝', detail: a.decision_reason, at: a.decided_at });
  else {
    steps.push({ title: '商家已同意', detail: a.decision_reason, at: a.decided_at });
    if (a.refunded_amount > 0) steps.push({ title: '退款成功', detail: `${formatYuan(a.refunded_amount)} 已退至${refundTo}`, at: a.decided_at });
    if (a.status === 3) steps.push({ title: '售后完成', detail: '', at: a.decided_at });
    else steps.push({ title: '商家处理中', detail: DOCUMENT_REPLY[a.kind] ?? '商家将尽快为您补发或处理', at: null });
  }
  return steps;
}

export function afterSaleView(a: AfterSaleRow, lines: Map<number, OrderItemRow>): AfterSaleView {
  const refundTo =
    a.refunded_amount > 0 ? (REFUND_TO[a.refund_to === 'wallet' && a.pay_method !== 'credit' ? 'wallet' : (a.pay_method ?? '')] ?? '原支付渠道') : '';
  return {
    id: a.id,
    order_id: a.order_id,
    order_no: a.order_no,
    kind: a.kind,
    kind_text: AFTER_SALE_KINDS[a.kind],
    status: a.status,
    status_text: AFTER_SALE_STATUS[a.status],
    reason: a.reason,
    description: a.description,
    photos: a.photos.map((p) => `/api/uploads/${p}`),
    items: a.items.map((i) => {
      const line = lines.get(i.order_item_id);
      return {
        order_item_id: i.order_item_id,
        goods_id: line?.goods_id ?? 0,
        name: line?.name ?? '',
        spec: line?.spec ?? '',
        manufacturer: line?.manufacturer ?? '',
        batch_no: line?.batch_no ?? '',
        price: line?.price ?? 0,
        number: i.number,
        image: line ? `/media/goods/${line.goods_id}.svg` : '',
      };
    }),
    refund_amount: a.refund_amount,
    refunded_amount: a.refunded_amount,
    refund_to: refundTo,
    shop_name: a.shop_name,
    pay_method: a.pay_method,
    decision_reason: a.decision_reason,
    created_at: a.created_at,
    decided_at: a.decided_at,
    timeline: afterSaleTimeline(a, refundTo),
  };
}

export interface AfterSaleInput {
  kind: AfterSaleKind;
  reason: string;
  description: string;
  photos: string[];
  items: Array<{ order_item_id: number; number: number }>;
  refund_amount?: number;
}

type LatestAfterSale = { id: number; kind: AfterSaleKind; status: number } | undefined;

function summary(o: OrderRow, items: OrderItemRow[], a?: LatestAfterSale): OrderSummary {
  return {
    id: o.id,
    order_no: o.order_no,
    submission_id: o.submission_id,
    shop_id: o.shop_id,
    shop_name: o.shop_name,
    status: o.status,
    status_text: ORDER_STATUS_NAMES[o.status],
    goods_amount: o.goods_amount,
    manjian_amount: o.manjian_amount,
    coupon_amount: o.coupon_amount,
    shipping_fee: o.shipping_fee,
    pay_amount: o.pay_amount,
    paid_amount: o.paid_amount,
    refunded_amount: o.refunded_amount,
    pay_method: o.pay_method,
    created_at: o.created_at,
    expires_at: o.expires_at,
    items: items.map(({ order_id: _order, ...i }) => ({ ...i, image: `/media/goods/${i.goods_id}.svg` })),
    item_count: items.length,
    after_sale: a
      ? { id: a.id, kind: a.kind, kind_text: AFTER_SALE_KINDS[a.kind], status: a.status, status_text: AFTER_SALE_STATUS[a.status] }
      : null,
  };
}

/** The order centre and order state changes that belong to the buyer (cancel an unpaid order) or to time (expiry). */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly reservations: Reservations,
    /** Which of these upload ids the member uploaded (photos must be their own). */
    private readonly ownUploads: (memberId: number, ids: string[]) => Promise<Set<string>>,
    /** Runs in the transaction that completes an order (the e-invoice is issued there). */
    private readonly onCompleted: (tx: Executor, orderId: number) => Promise<void> = async () => {},
  ) {}

  // What payments need of orders, inside their own transactions (the orders module keeps its tables).
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.repo.transaction(work);
  }

  byIds(ids: number[], executor?: Executor) {
    return this.repo.byIds(ids, executor);
  }

  /** Marks an unpaid order paid (once, before it expires) and gives its lines their batches; null when it is no longer payable. */
  async markPaid(tx: Executor, orderId: number, method: string, opts: { member?: number; before?: Date }) {
    const paid = await this.repo.markPaid(tx, orderId, method, opts);
    // The units leave their batches now, first expiry first out: what the shop will pick and ship.
    if (paid) await this.reservations.allocate(tx, orderId);
    return paid;
  }

  addEvent(tx: Executor, orderId: number, title: string, detail = '') {
    return this.repo.addEvent(tx, orderId, title, detail);
  }

  async list(memberId: number, q: { status?: number; keyword?: string; page: number; page_size: number }) {
    const { rows, total } = await this.repo.list(memberId, q, q.page_size, (q.page - 1) * q.page_size);
    const ids = rows.map((r) => r.id);
    const [items, latest] = await Promise.all([this.repo.items(ids), this.repo.latestAfterSales(ids)]);
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const i of items) byOrder.set(i.order_id, [...(byOrder.get(i.order_id) ?? []), i]);
    const afterSaleOf = new Map(latest.map((a) => [a.order_id, a]));
    return { list: rows.map((o) => summary(o, byOrder.get(o.id) ?? [], afterSaleOf.get(o.id))), total, page: q.page, page_size: q.page_size };
  }

  async counts(memberId: number) {
    const [byStatus, afterSale] = await Promise.all([this.repo.counts(memberId), this.repo.pendingAfterSales(memberId)]);
    const rows = new Map(byStatus.map((r) => [Number(r.status), Number(r.n)]));
    return {
      unpaid: rows.get(0) ?? 0,
      paid: rows.get(1) ?? 0,
      shipped: rows.get(2) ?? 0,
      completed: rows.get(3) ?? 0,
      cancelled: rows.get(4) ?? 0,
      after_sale: afterSale,
    };
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
    const [items, events, shipments, afterSales] = await Promise.all([
      this.repo.items([o.id]),
      this.repo.events(o.id),
      this.repo.shipments(o.id),
      this.repo.afterSales({ orderId: o.id }),
    ]);
    const names = new Map(items.map((i) => [i.id, i.name]));
    const lines = new Map(items.map((i) => [i.id, i]));
    return success({
      ...summary(o, items, afterSales[0]),
      address: o.address,
      invoice: o.invoice,
      remark: o.remark,
      paid_at: o.paid_at,
      shipped_at: o.shipped_at,
      received_at: o.received_at,
      cancelled_at: o.cancelled_at,
      cancel_reason: o.cancel_reason,
      events,
      shipments: shipments.map(({ temperature_min: min, temperature_max: max, temperature_count: count, ...sh }) => ({
        ...sh,
        items: sh.items.map((i) => ({ ...i, name: names.get(i.order_item_id) ?? '' })),
        temperature: min === null || max === null ? null : { min, max, count: count ?? 0, excursion: temperatureExcursion(min, max) },
      })),
      after_sales: afterSales.map((a) => afterSaleView(a, lines)),
      refundable: o.paid_amount - o.refunded_amount,
    });
  }

  /** POST /api/order/:id/receive: the buyer confirms receipt of a shipped order. */
  async receive(memberId: number, id: number): Promise<Result<null>> {
    const found = await this.owned(memberId, id);
    if (!found.ok) return found;
    // 冷链: each parcel holding cold-chain goods must carry its temperature record before the buyer can take it.
    const unrecorded = await this.repo.coldChainUnrecorded(id);
    if (unrecorded) return failure('conflict', `冷链包裹（运单号${unrecorded}）尚未上传运输温度记录，暂不能确认收货，请联系商家`);
    const done = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.markReceived(tx, id, memberId))) return false;
      await this.repo.addEvent(tx, id, '买家已确认收货', '交易完成');
      await this.onCompleted(tx, id);
      return true;
    });
    return done ? success(null) : failure('conflict', '订单尚未发货或已确认收货');
  }

  /** Buy again: the order's goods lines (not packages or flash sales), for the cart. */
  async rebuyItems(memberId: number, id: number): Promise<Result<Array<{ goods_id: number; number: number }>>> {
    const found = await this.owned(memberId, id);
    if (!found.ok) return found;
    const items = (await this.repo.items([id])).filter((i) => i.type === 0);
    if (items.length === 0) return failure('conflict', '该订单没有可再次购买的商品');
    return success(items.map((i) => ({ goods_id: i.goods_id, number: i.number })));
  }

  /** POST /api/order/:id/after_sale: a return, refund or after-sales request, checked against what the order holds. */
  async requestAfterSale(memberId: number, id: number, body: AfterSaleInput): Promise<Result<AfterSaleView>> {
    const found = await this.owned(memberId, id);
    if (!found.ok) return found;
    const o = found.value;
    if (o.status === 0 || o.status === 4) return failure('conflict', o.status === 0 ? '订单未付款，可直接取消订单' : '订单已取消，无法申请售后');
    const items = await this.repo.items([id]);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const [k, i] of body.items.entries()) {
      const item = byId.get(i.order_item_id);
      if (!item) return failure('invalid', '订单中没有这件商品', `items.${k}.order_item_id`);
      if (i.number > item.number) return failure('invalid', `${item.name}最多可申请${item.number}${item.unit}`, `items.${k}.number`);
    }
    const refundable = o.paid_amount - o.refunded_amount;
    const money = body.kind === 'return' || body.kind === 'refund';
    if (money && body.refund_amount === undefined) return failure('invalid', '请填写退款金额', 'refund_amount');
    if (money && body.refund_amount! > refundable) return failure('invalid', `退款金额不能超过可退金额${formatYuan(refundable)}`, 'refund_amount');
    if (money && body.refund_amount! <= 0) return failure('invalid', '退款金额须大于0', 'refund_amount');
    if (body.kind === 'return' && body.items.length === 0) return failure('invalid', '请选择退货商品', 'items');
    if (body.photos.length) {
      const own = await this.ownUploads(memberId, body.photos);
      const foreign = body.photos.findIndex((p) => !own.has(p));
      if (foreign >= 0) return failure('invalid', '图片无效，请重新上传', `photos.${foreign}`);
    }
    const asId = await this.repo.insertAfterSale({
      orderId: id,
      memberId,
      kind: body.kind,
      reason: body.reason,
      description: body.description,
      photos: body.photos,
      items: body.items,
      refundAmount: money ? body.refund_amount! : 0,
    });
    return this.afterSale(memberId, asId);
  }

  async afterSale(memberId: number, id: number): Promise<Result<AfterSaleView>> {
    const [a] = await this.repo.afterSales({ id, memberId });
    if (!a) return failure('not_found', '售后申请不存在');
    const lines = new Map((await this.repo.items([a.order_id])).map((i) => [i.id, i]));
    return success(afterSaleView(a, lines));
  }

  async afterSalesOf(memberId: number) {
    const list = await this.repo.afterSales({ memberId });
    const lines = new Map((await this.repo.items([...new Set(list.map((a) => a.order_id))])).map((i) => [i.id, i]));
    return list.map((a) => afterSaleView(a, lines));
  }

  /** GET /api/user/fast_buy (/kjcg): goods this member buys often, with the last price and quantity. */
  async fastBuy(memberId: number, page: number, pageSize: number, order: 'times' | 'recent' = 'times') {
    const rows = await this.repo.frequent(memberId, pageSize, (page - 1) * pageSize, order);
    return {
      list: rows.map(({ total: _t, ...r }) => ({ ...r, image: `/media/goods/${r.goods_id}.svg` })),
      total: rows[0]?.total ?? 0,
      page,
      page_size: pageSize,
    };
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
    await this.reservations.release(tx, orderId);
    await this.reservations.releaseCoupons(tx, submissionId);
    await this.repo.addEvent(tx, orderId, '订单已取消', reason);
    return true;
  }

  /** The last quantity of each of these goods the member bought (POST /api/user/buy). */
  async lastQuantities(memberId: number, goodsIds: number[]): Promise<Result<Array<{ goods_id: number; number: number }>>> {
    const rows = (await this.repo.frequent(memberId, 1000, 0, 'recent')).filter((r) => goodsIds.includes(r.goods_id));
    if (rows.length === 0) return failure('not_found', '没有这些商品的购买记录');
    return success(rows.map((r) => ({ goods_id: r.goods_id, number: r.last_number })));
  }

  async adminList(q: { status?: number; keyword?: string; shop_id?: number; page: number; page_size: number }) {
    const { rows, total } = await this.repo.adminList(q, q.page_size, (q.page - 1) * q.page_size);
    const items = await this.repo.items(rows.map((r) => r.id));
    const byOrder = new Map<number, OrderItemRow[]>();
    for (const i of items) byOrder.set(i.order_id, [...(byOrder.get(i.order_id) ?? []), i]);
    const list = rows.map(({ buyer_company, buyer_username, buyer_phone, ...o }) => ({
      ...summary(o, byOrder.get(o.id) ?? []),
      buyer: { id: o.member_id, company: buyer_company, username: buyer_username, phone: buyer_phone },
    }));
    return { list, total, page: q.page, page_size: q.page_size };
  }

  /** `shopId` (here and below): a merchant's — its shop's orders only; another shop's order is not found. */
  async adminCounts(shopId?: number) {
    const { byStatus, afterSalesPending } = await this.repo.adminCounts(shopId);
    return {
      all: byStatus.reduce((n, s) => n + s.count, 0),
      by_status: byStatus,
      after_sales_pending: afterSalesPending,
    };
  }

  async adminDetail(
    id: number,
    shopId?: number,
  ): Promise<Result<OrderDetail & { buyer: { id: number; company: string; username: string; phone: string } }>> {
    const o = await this.repo.find(id);
    if (!o || (shopId !== undefined && o.shop_id !== shopId)) return failure('not_found', '订单不存在');
    const [detail, buyer] = await Promise.all([this.detail(o.member_id, id), this.repo.buyer(o.member_id)]);
    return detail.ok ? success({ ...detail.value, buyer }) : detail;
  }

  async adminAfterSales(q: { status?: number; group?: 'refunds' | 'others' }, shopId?: number) {
    const list = await this.repo.afterSales({ status: q.status, shopId, paysBack: q.group === undefined ? undefined : q.group === 'refunds' });
    const lines = new Map((await this.repo.items([...new Set(list.map((a) => a.order_id))])).map((i) => [i.id, i]));
    return list.map((a) => afterSaleView(a, lines));
  }

  /** GET /api/goods/cgjl: who bought this goods lately (company names masked: 武**房). */
  async purchaseRecords(goodsId: number, page: number, pageSize: number) {
    const { rows, total, units, buyers } = await this.repo.purchases(goodsId, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({ buyer: maskCompany(r.company), number: Number(r.number), unit: r.unit, created_at: r.created_at })),
      total,
      page,
      page_size: pageSize,
      units_30d: units,
      buyers_30d: buyers,
    };
  }
}

/** Reveals at most the first and last character of a buyer's name (仁和药店 → 仁**店): a short name stays unguessable. */
export function maskCompany(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}
