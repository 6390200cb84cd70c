import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { operatorActor, recordDecision } from '../admin/operator-decision.sql.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface OrderRow {
  id: number;
  order_no: string;
  submission_id: number;
  member_id: number;
  shop_id: number;
  shop_name: string;
  status: number;
  goods_amount: number;
  manjian_amount: number;
  coupon_amount: number;
  shipping_fee: number;
  pay_amount: number;
  paid_amount: number;
  refunded_amount: number;
  pay_method: string | null;
  created_at: string;
  expires_at: string;
  address: { consignee: string; phone: string; province: string; city: string; district: string; address: string };
  invoice: { type: number; title: string; tax_no: string };
  remark: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  goods_id: number;
  type: number;
  name: string;
  generic_name: string;
  spec: string;
  dosage_form: string;
  unit: string;
  manufacturer: string;
  approval_no: string;
  batch_no: string;
  expiry_date: string;
  number: number;
  price: number;
  amount: number;
  manjian_amount: number;
  coupon_amount: number;
  shipped_number: number;
  gift: string;
}

const ORDER_COLUMNS = sql`o.id, o.order_no, o.submission_id, o.member_id, o.shop_id, s.short_name as shop_name, o.status, o.goods_amount,
  o.manjian_amount, o.coupon_amount, o.shipping_fee, o.pay_amount, o.paid_amount, o.refunded_amount, o.pay_method,
  ${iso('o.created_at')} as created_at, ${iso('o.expires_at')} as expires_at, o.address, o.invoice, o.remark,
  ${iso('o.paid_at')} as paid_at, ${iso('o.shipped_at')} as shipped_at, ${iso('o.received_at')} as received_at,
  ${iso('o.cancelled_at')} as cancelled_at, o.cancel_reason`;

/** Told inside the transaction that marks an order paid or refunds it (points are earned and taken back there). */
export interface OrderMoneyHooks {
  orderPaid(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number): Promise<void>;
  orderRefunded(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number, refundedTotal: number): Promise<void>;
}

/** Orders SQL: lists, details, and the state changes as conditional updates (a transition happens once). */
export class OrdersRepository {
  constructor(
    private readonly database: Database,
    private readonly hooks?: OrderMoneyHooks,
  ) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  async list(memberId: number, filter: { status?: number; keyword?: string }, limit: number, offset: number) {
    const conds: SQL[] = [sql`o.member_id = ${memberId}`];
    if (filter.status !== undefined) conds.push(sql`o.status = ${filter.status}`);
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(
        sql`(o.order_no like ${like} or exists (select 1 from order_items i where i.order_id = o.id and (i.name like ${like} or i.generic_name like ${like})))`,
      );
    }
    const where = sql.join(conds, sql` and `);
    const [rows, [count]] = await Promise.all([
      this.database.rows<OrderRow>(
        sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where ${where} order by o.id desc limit ${limit} offset ${offset}`,
      ),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from orders o where ${where}`),
    ]);
    return { rows, total: Number(count.n) };
  }

  async counts(memberId: number) {
    return this.database.rows<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from orders where member_id = ${memberId} group by status`,
    );
  }

  /** Return and after-sales requests still waiting for the merchant (待审核), for the 退款/售后 badge. */
  async pendingAfterSales(memberId: number): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      sql`select count(*)::int as n from after_sales where member_id = ${memberId} and status = 0`,
    );
    return Number(row?.n ?? 0);
  }

  async find(id: number, executor?: Executor): Promise<OrderRow | null> {
    const [row] = await this.database.rows<OrderRow>(
      sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where o.id = ${id}`,
      executor,
    );
    return row ?? null;
  }

  byIds(ids: number[], executor?: Executor): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.rows<OrderRow>(
      sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where o.id in ${ids} order by o.id`,
      executor,
    );
  }

  items(orderIds: number[], executor?: Executor): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.database.rows<OrderItemRow>(
      sql`
      select id, order_id, goods_id, type, name, generic_name, spec, dosage_form, unit, manufacturer, approval_no, batch_no,
             to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, number, price, amount, manjian_amount, coupon_amount, shipped_number, gift
      from order_items where order_id in ${orderIds} order by order_id, id`,
      executor,
    );
  }

  events(orderId: number) {
    return this.database.rows<{
      seq: number;
      title: string;
      detail: string;
      carrier: string | null;
      tracking_no: string | null;
      created_at: string;
    }>(sql`
      select id as seq, title, detail, carrier, tracking_no, ${iso('created_at')} as created_at from order_events where order_id = ${orderId} order by id`);
  }

  async addEvent(tx: Executor, orderId: number, title: string, detail = '', carrier: string | null = null, trackingNo: string | null = null) {
    await this.database.rows(
      sql`insert into order_events (order_id, title, detail, carrier, tracking_no) values (${orderId}, ${title}, ${detail}, ${carrier}, ${trackingNo})`,
      tx,
    );
  }

  /** Unpaid → cancelled, once. Returns the submission id when this call made the change. */
  async markCancelled(tx: Executor, orderId: number, reason: string, onlyExpired: Date | null): Promise<number | null> {
    const expired = onlyExpired ? sql`and expires_at <= ${onlyExpired.toISOString()}` : sql``;
    const [row] = await this.database.rows<{ submission_id: number }>(
      sql`
      update orders set status = 4, cancelled_at = now(), cancel_reason = ${reason} where id = ${orderId} and status = 0 ${expired}
      returning submission_id`,
      tx,
    );
    return row?.submission_id ?? null;
  }

  /** Gives back what the order reserved: stock per warehouse, flash-sale units, each with a release movement. */
  async releaseStock(tx: Executor, orderId: number) {
    const reserved = await this.database.rows<{ goods_id: number; ck_id: number; flash_sale_id: number | null; n: number }>(
      sql`
      select goods_id, ck_id, flash_sale_id, -sum(change)::int as n from stock_movements where order_id = ${orderId}
      group by goods_id, ck_id, flash_sale_id having sum(change) < 0`,
      tx,
    );
    for (const r of reserved) {
      await this.database.rows(sql`update goods_stocks set number = number + ${r.n} where goods_id = ${r.goods_id} and ck_id = ${r.ck_id}`, tx);
      if (r.flash_sale_id) await this.database.rows(sql`update flash_sales set sold = sold - ${r.n} where id = ${r.flash_sale_id}`, tx);
      await this.database.rows(
        sql`
        insert into stock_movements (goods_id, ck_id, flash_sale_id, order_id, change, reason) values (${r.goods_id}, ${r.ck_id}, ${r.flash_sale_id}, ${orderId}, ${r.n}, 'release')`,
        tx,
      );
    }
  }

  /** When every order of a submission is cancelled, its coupons become usable again. */
  async releaseCoupons(tx: Executor, submissionId: number) {
    await this.database.rows(
      sql`
      update member_coupons set status = 0, used_at = null, used_submission_id = null
      where used_submission_id = ${submissionId}
        and not exists (select 1 from orders where submission_id = ${submissionId} and status <> 4)`,
      tx,
    );
  }

  expiredUnpaid(submissionId: number, now: Date) {
    return this.database.rows<{ id: number }>(
      sql`select id from orders where submission_id = ${submissionId} and status = 0 and expires_at <= ${now.toISOString()}`,
    );
  }

  /**
   * Unpaid → paid, once. `member` restricts to the owner; `before` refuses an order past its payment deadline (the
   * buyer pays at the counter); a provider's confirmed payment passes no deadline (the money already moved).
   */
  async markPaid(
    tx: Executor,
    orderId: number,
    method: string,
    opts: { member?: number; before?: Date },
  ): Promise<{ pay_amount: number; order_no: string } | null> {
    const member = opts.member ? sql`and member_id = ${opts.member}` : sql``;
    const before = opts.before ? sql`and expires_at > ${opts.before.toISOString()}` : sql``;
    const [row] = await this.database.rows<{ pay_amount: number; order_no: string; member_id: number }>(
      sql`
      update orders set status = 1, paid_amount = pay_amount, pay_method = ${method}, paid_at = now()
      where id = ${orderId} and status = 0 ${member} ${before} returning pay_amount, order_no, member_id`,
      tx,
    );
    if (!row) return null;
    await this.hooks?.orderPaid(tx, row.member_id, orderId, row.order_no, Number(row.pay_amount));
    return { pay_amount: Number(row.pay_amount), order_no: row.order_no };
  }

  /** Ships `n` more of each line (never more than ordered); false when a line would exceed its quantity. */
  async shipItems(tx: Executor, orderId: number, items: Array<{ order_item_id: number; number: number }>): Promise<boolean> {
    for (const i of items) {
      const rows = await this.database.rows(
        sql`
        update order_items set shipped_number = shipped_number + ${i.number}
        where id = ${i.order_item_id} and order_id = ${orderId} and shipped_number + ${i.number} <= number returning id`,
        tx,
      );
      if (rows.length === 0) return false;
    }
    return true;
  }

  async insertShipment(
    tx: Executor,
    orderId: number,
    carrier: string,
    trackingNo: string,
    items: Array<{ order_item_id: number; number: number }>,
    operatorId: number | null,
  ) {
    await this.database.rows(
      sql`
      insert into shipments (order_id, carrier, tracking_no, items, operator_id) values (${orderId}, ${carrier}, ${trackingNo}, ${JSON.stringify(items)}::jsonb, ${operatorId})`,
      tx,
    );
  }

  /** Paid → shipped once every line is fully shipped; returns whether the order is now fully shipped. */
  async markShippedIfComplete(tx: Executor, orderId: number): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update orders set status = 2, shipped_at = now()
      where id = ${orderId} and status = 1 and not exists (select 1 from order_items where order_id = ${orderId} and shipped_number < number)
      returning id`,
      tx,
    );
    return rows.length === 1;
  }

  /** Shipped → completed, by its buyer, once. */
  async markReceived(tx: Executor, orderId: number, memberId: number): Promise<boolean> {
    const rows = await this.database.rows(
      sql`update orders set status = 3, received_at = now() where id = ${orderId} and member_id = ${memberId} and status = 2 returning id`,
      tx,
    );
    return rows.length === 1;
  }

  /** Adds a refund, never above what was paid: null when it would exceed it. */
  async addRefund(
    tx: Executor,
    orderId: number,
    amount: number,
  ): Promise<{
    paid_amount: number;
    refunded_amount: number;
    pay_method: string | null;
    member_id: number;
    status: number;
    order_no: string;
  } | null> {
    const [row] = await this.database.rows<{
      paid_amount: number;
      refunded_amount: number;
      pay_method: string | null;
      member_id: number;
      status: number;
      order_no: string;
    }>(
      sql`
      update orders set refunded_amount = refunded_amount + ${amount}
      where id = ${orderId} and status in (1, 2, 3) and refunded_amount + ${amount} <= paid_amount
      returning paid_amount, refunded_amount, pay_method, member_id, status, order_no`,
      tx,
    );
    if (!row) return null;
    const out = { ...row, paid_amount: Number(row.paid_amount), refunded_amount: Number(row.refunded_amount) };
    await this.hooks?.orderRefunded(tx, out.member_id, orderId, out.order_no, out.paid_amount, out.refunded_amount);
    return out;
  }

  /** A paid order refunded in full before anything shipped is closed (its stock then goes back). */
  async closeRefunded(tx: Executor, orderId: number): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update orders set status = 4, cancelled_at = now(), cancel_reason = '已全额退款'
      where id = ${orderId} and status = 1 and refunded_amount = paid_amount
        and not exists (select 1 from order_items where order_id = ${orderId} and shipped_number > 0) returning id`,
      tx,
    );
    return rows.length === 1;
  }

  /** Returned goods back on the shelf of the warehouse they left, with a return movement. */
  async returnStock(tx: Executor, orderId: number, items: Array<{ order_item_id: number; number: number }>) {
    for (const i of items) {
      const [item] = await this.database.rows<{ goods_id: number; ck_id: number }>(
        sql`select goods_id, ck_id from order_items where id = ${i.order_item_id} and order_id = ${orderId}`,
        tx,
      );
      if (!item) continue;
      await this.database.rows(
        sql`update goods_stocks set number = number + ${i.number} where goods_id = ${item.goods_id} and ck_id = ${item.ck_id}`,
        tx,
      );
      await this.database.rows(
        sql`insert into stock_movements (goods_id, ck_id, order_id, change, reason) values (${item.goods_id}, ${item.ck_id}, ${orderId}, ${i.number}, 'return')`,
        tx,
      );
    }
  }

  shipments(orderId: number) {
    return this.database.rows<{
      id: number;
      carrier: string;
      tracking_no: string;
      items: Array<{ order_item_id: number; number: number }>;
      created_at: string;
    }>(sql`
      select id, carrier, tracking_no, items, ${iso('created_at')} as created_at from shipments where order_id = ${orderId} order by id`);
  }

  async insertAfterSale(a: {
    orderId: number;
    memberId: number;
    kind: string;
    reason: string;
    description: string;
    photos: string[];
    items: Array<{ order_item_id: number; number: number }>;
    refundAmount: number;
  }): Promise<number> {
    const [row] = await this.database.rows<{ id: number }>(sql`
      insert into after_sales (order_id, member_id, kind, reason, description, photos, items, refund_amount)
      values (${a.orderId}, ${a.memberId}, ${a.kind}, ${a.reason}, ${a.description}, ${JSON.stringify(a.photos)}::jsonb, ${JSON.stringify(a.items)}::jsonb, ${a.refundAmount})
      returning id`);
    return row.id;
  }

  /** The latest after-sales request of each order (one query for a page of orders). */
  latestAfterSales(orderIds: number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.database.rows<{ id: number; order_id: number; kind: 'return' | 'refund' | 'missing' | 'wrong' | 'report'; status: number }>(sql`
      select distinct on (order_id) id, order_id, kind, status from after_sales where order_id in ${orderIds} order by order_id, id desc`);
  }

  afterSales(filter: { orderId?: number; memberId?: number; id?: number; status?: number }, limit = 100, offset = 0) {
    const conds: SQL[] = [sql`true`];
    if (filter.orderId) conds.push(sql`a.order_id = ${filter.orderId}`);
    if (filter.memberId) conds.push(sql`a.member_id = ${filter.memberId}`);
    if (filter.id) conds.push(sql`a.id = ${filter.id}`);
    if (filter.status !== undefined) conds.push(sql`a.status = ${filter.status}`);
    return this.database.rows<{
      id: number;
      order_id: number;
      order_no: string;
      member_id: number;
      kind: 'return' | 'refund' | 'missing' | 'wrong' | 'report';
      status: number;
      reason: string;
      description: string;
      photos: string[];
      items: Array<{ order_item_id: number; number: number }>;
      refund_amount: number;
      refunded_amount: number;
      decision_reason: string;
      created_at: string;
      decided_at: string | null;
      pay_method: string | null;
      shop_name: string;
    }>(sql`
      select a.id, a.order_id, o.order_no, a.member_id, a.kind, a.status, a.reason, a.description, a.photos, a.items, a.refund_amount, a.refunded_amount,
             a.decision_reason, ${iso('a.created_at')} as created_at, ${iso('a.decided_at')} as decided_at, o.pay_method, s.name as shop_name
      from after_sales a join orders o on o.id = a.order_id join shops s on s.id = o.shop_id where ${sql.join(conds, sql` and `)} order by a.id desc limit ${limit} offset ${offset}`);
  }

  /** Pending → decided once (status 1 approved / 2 refused / 3 done). */
  async decideAfterSale(tx: Executor, id: number, status: number, reason: string, refunded: number): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update after_sales set status = ${status}, decision_reason = ${reason}, refunded_amount = ${refunded}, decided_at = now()
      where id = ${id} and status = 0 returning id`,
      tx,
    );
    return rows.length === 1;
  }

  async adminList(filter: { status?: number }, limit: number, offset: number) {
    const where = filter.status === undefined ? sql`true` : sql`o.status = ${filter.status}`;
    const [rows, [count]] = await Promise.all([
      this.database.rows<OrderRow>(
        sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where ${where} order by o.id desc limit ${limit} offset ${offset}`,
      ),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from orders o where ${where}`),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The member's most bought goods with the last price and quantity (quick purchase /kjcg). */
  frequent(memberId: number, limit: number, offset: number, order: 'times' | 'recent' = 'times') {
    return this.database.rows<{
      goods_id: number;
      name: string;
      spec: string;
      manufacturer: string;
      unit: string;
      times: number;
      total_number: number;
      last_price: number;
      last_number: number;
      last_at: string;
      total: number;
    }>(sql`
      with bought as (
        select i.goods_id, i.name, i.spec, i.manufacturer, i.unit, i.price, i.number, o.created_at, o.id as order_id
        from order_items i join orders o on o.id = i.order_id where o.member_id = ${memberId} and o.status in (1, 2, 3) and i.type = 0)
      select goods_id, max(name) as name, max(spec) as spec, max(manufacturer) as manufacturer, max(unit) as unit,
             count(distinct order_id)::int as times, sum(number)::int as total_number,
             (array_agg(price order by created_at desc))[1] as last_price, (array_agg(number order by created_at desc))[1] as last_number,
             ${iso('max(created_at)')} as last_at, count(*) over ()::int as total
      from bought group by goods_id
      order by ${order === 'recent' ? sql`max(created_at) desc` : sql`count(distinct order_id) desc, max(created_at) desc`}, goods_id limit ${limit} offset ${offset}`);
  }

  /** The operator's decision in the audit trail and the member's message, in the decision's transaction. */
  async record(
    tx: Executor,
    op: { id: number; username: string },
    action: string,
    memberId: number,
    targetId: number,
    detail: Record<string, unknown>,
    message: { title: string; body: string },
  ) {
    await recordDecision(tx, operatorActor(op), { action, memberId, targetId, detail }, { type: 'order', ...message });
  }

  /** Paid purchases of a goods, newest first, with the 30-day totals. */
  async purchases(goodsId: number, limit: number, offset: number) {
    const paid = sql`o.status in (1, 2, 3) and i.goods_id = ${goodsId}`;
    const [rows, [stats]] = await Promise.all([
      this.database.rows<{ company: string; number: number; unit: string; created_at: string }>(sql`
        select m.company, i.number, i.unit, ${iso('o.paid_at')} as created_at
        from order_items i join orders o on o.id = i.order_id join members m on m.id = o.member_id
        where ${paid} order by o.paid_at desc, i.id desc limit ${limit} offset ${offset}`),
      this.database.rows<{ total: number; units: number; buyers: number }>(sql`
        select count(*)::int as total,
               coalesce(sum(i.number) filter (where o.paid_at > now() - interval '30 days'), 0)::int as units,
               count(distinct o.member_id) filter (where o.paid_at > now() - interval '30 days')::int as buyers
        from order_items i join orders o on o.id = i.order_id where ${paid}`),
    ]);
    return { rows, total: Number(stats.total), units: Number(stats.units), buyers: Number(stats.buyers) };
  }
}
