import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface OrderRow {
  id: number; order_no: string; submission_id: number; member_id: number; shop_id: number; shop_name: string; status: number;
  goods_amount: number; manjian_amount: number; coupon_amount: number; shipping_fee: number; pay_amount: number;
  paid_amount: number; refunded_amount: number; pay_method: string | null; created_at: string; expires_at: string;
  address: { consignee: string; phone: string; province: string; city: string; district: string; address: string };
  invoice: { type: number; title: string; tax_no: string }; remark: string; paid_at: string | null; shipped_at: string | null;
  received_at: string | null; cancelled_at: string | null; cancel_reason: string;
}

export interface OrderItemRow {
  id: number; order_id: number; goods_id: number; type: number; name: string; generic_name: string; spec: string; dosage_form: string;
  unit: string; manufacturer: string; approval_no: string; batch_no: string; expiry_date: string; number: number; price: number;
  amount: number; manjian_amount: number; coupon_amount: number; shipped_number: number; gift: string;
}

const ORDER_COLUMNS = sql`o.id, o.order_no, o.submission_id, o.member_id, o.shop_id, s.short_name as shop_name, o.status, o.goods_amount,
  o.manjian_amount, o.coupon_amount, o.shipping_fee, o.pay_amount, o.paid_amount, o.refunded_amount, o.pay_method,
  ${iso('o.created_at')} as created_at, ${iso('o.expires_at')} as expires_at, o.address, o.invoice, o.remark,
  ${iso('o.paid_at')} as paid_at, ${iso('o.shipped_at')} as shipped_at, ${iso('o.received_at')} as received_at,
  ${iso('o.cancelled_at')} as cancelled_at, o.cancel_reason`;

/** Orders SQL: lists, details, and the state changes as conditional updates (a transition happens once). */
export class OrdersRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  async list(memberId: number, filter: { status?: number; keyword?: string }, limit: number, offset: number) {
    const conds: SQL[] = [sql`o.member_id = ${memberId}`];
    if (filter.status !== undefined) conds.push(sql`o.status = ${filter.status}`);
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(sql`(o.order_no like ${like} or exists (select 1 from order_items i where i.order_id = o.id and (i.name like ${like} or i.generic_name like ${like})))`);
    }
    const where = sql.join(conds, sql` and `);
    const [rows, [count]] = await Promise.all([
      this.database.rows<OrderRow>(sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where ${where} order by o.id desc limit ${limit} offset ${offset}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from orders o where ${where}`),
    ]);
    return { rows, total: Number(count.n) };
  }

  async counts(memberId: number) {
    return this.database.rows<{ status: number; n: number }>(sql`select status, count(*)::int as n from orders where member_id = ${memberId} group by status`);
  }

  async find(id: number, executor?: Executor): Promise<OrderRow | null> {
    const [row] = await this.database.rows<OrderRow>(sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where o.id = ${id}`, executor);
    return row ?? null;
  }

  byIds(ids: number[], executor?: Executor): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.rows<OrderRow>(sql`select ${ORDER_COLUMNS} from orders o join shops s on s.id = o.shop_id where o.id in ${ids} order by o.id`, executor);
  }

  items(orderIds: number[], executor?: Executor): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.database.rows<OrderItemRow>(sql`
      select id, order_id, goods_id, type, name, generic_name, spec, dosage_form, unit, manufacturer, approval_no, batch_no,
             to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, number, price, amount, manjian_amount, coupon_amount, shipped_number, gift
      from order_items where order_id in ${orderIds} order by order_id, id`, executor);
  }

  events(orderId: number) {
    return this.database.rows<{ title: string; detail: string; carrier: string | null; tracking_no: string | null; created_at: string }>(sql`
      select title, detail, carrier, tracking_no, ${iso('created_at')} as created_at from order_events where order_id = ${orderId} order by id`);
  }

  async addEvent(tx: Executor, orderId: number, title: string, detail = '', carrier: string | null = null, trackingNo: string | null = null) {
    await this.database.rows(sql`insert into order_events (order_id, title, detail, carrier, tracking_no) values (${orderId}, ${title}, ${detail}, ${carrier}, ${trackingNo})`, tx);
  }

  /** Unpaid → cancelled, once. Returns the submission id when this call made the change. */
  async markCancelled(tx: Executor, orderId: number, reason: string, onlyExpired: Date | null): Promise<number | null> {
    const expired = onlyExpired ? sql`and expires_at <= ${onlyExpired.toISOString()}` : sql``;
    const [row] = await this.database.rows<{ submission_id: number }>(sql`
      update orders set status = 4, cancelled_at = now(), cancel_reason = ${reason} where id = ${orderId} and status = 0 ${expired}
      returning submission_id`, tx);
    return row?.submission_id ?? null;
  }

  /** Gives back what the order reserved: stock per warehouse, flash-sale units, each with a release movement. */
  async releaseStock(tx: Executor, orderId: number) {
    const reserved = await this.database.rows<{ goods_id: number; ck_id: number; flash_sale_id: number | null; n: number }>(sql`
      select goods_id, ck_id, flash_sale_id, -sum(change)::int as n from stock_movements where order_id = ${orderId}
      group by goods_id, ck_id, flash_sale_id having sum(change) < 0`, tx);
    for (const r of reserved) {
      await this.database.rows(sql`update goods_stocks set number = number + ${r.n} where goods_id = ${r.goods_id} and ck_id = ${r.ck_id}`, tx);
      if (r.flash_sale_id) await this.database.rows(sql`update flash_sales set sold = sold - ${r.n} where id = ${r.flash_sale_id}`, tx);
      await this.database.rows(sql`
        insert into stock_movements (goods_id, ck_id, flash_sale_id, order_id, change, reason) values (${r.goods_id}, ${r.ck_id}, ${r.flash_sale_id}, ${orderId}, ${r.n}, 'release')`, tx);
    }
  }

  /** When every order of a submission is cancelled, its coupons become usable again. */
  async releaseCoupons(tx: Executor, submissionId: number) {
    await this.database.rows(sql`
      update member_coupons set status = 0, used_at = null, used_submission_id = null
      where used_submission_id = ${submissionId}
        and not exists (select 1 from orders where submission_id = ${submissionId} and status <> 4)`, tx);
  }

  expiredUnpaid(submissionId: number, now: Date) {
    return this.database.rows<{ id: number }>(sql`select id from orders where submission_id = ${submissionId} and status = 0 and expires_at <= ${now.toISOString()}`);
  }

  /**
   * Unpaid → paid, once. `member` restricts to the owner; `before` refuses an order past its payment deadline (the
   * buyer pays at the counter); a provider's confirmed payment passes no deadline (the money already moved).
   */
  async markPaid(tx: Executor, orderId: number, method: string, opts: { member?: number; before?: Date }): Promise<{ pay_amount: number; order_no: string } | null> {
    const member = opts.member ? sql`and member_id = ${opts.member}` : sql``;
    const before = opts.before ? sql`and expires_at > ${opts.before.toISOString()}` : sql``;
    const [row] = await this.database.rows<{ pay_amount: number; order_no: string }>(sql`
      update orders set status = 1, paid_amount = pay_amount, pay_method = ${method}, paid_at = now()
      where id = ${orderId} and status = 0 ${member} ${before} returning pay_amount, order_no`, tx);
    return row ? { pay_amount: Number(row.pay_amount), order_no: row.order_no } : null;
  }
}
