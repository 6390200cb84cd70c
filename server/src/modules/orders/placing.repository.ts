import { ORDER_STATUS } from '@yaocai/contract';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { partSql, type StatementPart } from '../../db/statement-parts.js';
import { LINE_TYPE } from '../../shared/pricing/index.js';
import { shopFacts } from '../catalog/public.js';
import { orderItems, orders, orderSubmissions } from './orders.tables.js';

/** An order as placed: unpaid, its address and invoice copied from the form; its id and number are made when it is written. */
export type NewOrder = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'memberId'
    | 'shopId'
    | 'submissionId'
    | 'goodsAmount'
    | 'manjianAmount'
    | 'couponAmount'
    | 'shippingFee'
    | 'payAmount'
    | 'address'
    | 'invoice'
    | 'remark'
    | 'expiresAt'
  >
> & {
  /** The China date of the order (YYYYMMDD), inside its number. */
  day: string;
};

/**
 * One order line as placed, with the warehouse its units left. Its GSP record (names, spec, form, maker, approval
 * number, batch, expiry) is copied from the goods by the statement that writes it, and each line is one stock movement.
 */
export interface NewItem {
  goodsId: number;
  ckId: number;
  type: number;
  activityId: number;
  /** The flash sale whose units the line took (its movement names it), or null. */
  flashSaleId: number | null;
  number: number;
  price: number;
  amount: number;
  manjian: number;
  coupon: number;
  gift: string;
}

/** Placing orders (the checkout's transaction): idempotency keys, orders with their first event, lines and stock movements. */
export class PlacingRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * The submission for this key: its id when new, null when a previous identical request holds it. The statement also
   * writes the submission's `timeout` job and takes its `cartLines` (their rows come back as `cartLines`) — parts
   * written by their owners, which do nothing when the key was held.
   */
  async claimSubmission<L = never>(
    tx: Executor,
    memberId: number,
    key: string,
    parts: { timeout?: StatementPart<unknown>; cartLines?: StatementPart<L> } = {},
  ): Promise<{ id: number | null; cartLines: L[] }> {
    const claimed = sql.raw('claimed');
    const [row] = await this.database.rows<{ id: number | null; lines: L[] | null }>(
      sql`with claimed as (
          insert into ${orderSubmissions} (member_id, idem_key) values (${memberId}, ${key})
          on conflict (member_id, idem_key) do nothing returning id
        )${parts.timeout ? sql`, timeout as (${partSql(parts.timeout).write(claimed)})` : sql``}${
          parts.cartLines ? sql`, lines as (${partSql(parts.cartLines).write(claimed)})` : sql``
        }
        select (select id from claimed) as id,
          ${parts.cartLines ? sql`(select coalesce(json_agg(lines), '[]'::json) from lines)` : sql`null::json`} as lines`,
      tx,
    );
    return { id: row.id === null ? null : Number(row.id), cartLines: row.lines ?? [] };
  }

  async submissionByKey(memberId: number, key: string): Promise<number | null> {
    const [row] = await this.submissionRows(memberId, key);
    return row?.id ?? null;
  }

  /** The submission holding this key, as rows (none or one), for a one-trip read. */
  submissionRows(memberId: number, key: string) {
    return this.database.shaped('orders.submission', { memberId, key }, (v) =>
      this.db
        .select({ id: orderSubmissions.id })
        .from(orderSubmissions)
        .where(and(sql`${orderSubmissions.memberId} = ${v('memberId')}::int`, eq(orderSubmissions.idemKey, v('key')))),
    );
  }

  ordersOfSubmission(submissionId: number, executor: Executor = this.db) {
    return executor
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        shop_name: shopFacts.name,
        pay_amount: orders.payAmount,
        status: orders.status,
        expires_at: isoUtc(orders.expiresAt),
      })
      .from(orders)
      .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId))
      .where(eq(orders.submissionId, submissionId))
      .orderBy(asc(orders.id));
  }

  /**
   * The order with its number (YC + date + id), its first timeline event, its lines with their GSP records and the
   * stock movements that reserved them — one statement. The stock itself is taken by the caller in the same transaction:
   * before, or by `stock` (the stock owner's part) in this statement, whose rows come back as `stock`.
   */
  async placeOrder<S = never>(
    tx: Executor,
    o: NewOrder,
    items: NewItem[],
    stock?: StatementPart<S>,
  ): Promise<{ id: number; order_no: string; stock: S[] }> {
    const [row] = await this.database.rows<{ id: number; order_no: string; items: number; stock: S[] | null }>(
      sql`with ${orderParts(o, items, { submission: sql`${o.submissionId}::int`, from: sql`` })}${
        stock ? sql`, stock as (${partSql(stock).write(sql`placed`)})` : sql``
      }
        select id, order_no, (select count(*)::int from item) as items,
          ${stock ? sql`(select coalesce(json_agg(stock), '[]'::json) from stock)` : sql`null::json`} as stock
        from placed`,
      tx,
    );
    if (Number(row.items) !== items.length) throw new Error(`order ${row.id}: ${row.items} of ${items.length} lines written`);
    return { id: Number(row.id), order_no: row.order_no, stock: row.stock ?? [] };
  }

  /**
   * A whole submission of one order as one statement, with no transaction around it: the submission for the key, the
   * order as `placeOrder` writes it, and its owners' parts — the `timeout` job, the `cartLines` and the `stock` it takes.
   * Unless the key is new and every part holds (each took all it was to take), the statement fails as a whole
   * (statement_holds, migration 0053) and this answers null, having written nothing — the caller then takes its
   * transactional path, which says why.
   */
  async placeAtOnce(
    o: Omit<NewOrder, 'submissionId'>,
    key: string,
    items: NewItem[],
    parts: { timeout: StatementPart<unknown>; cartLines: StatementPart<unknown>; stock: StatementPart<unknown> },
  ): Promise<{ submissionId: number; id: number; order_no: string } | null> {
    const claimed = sql.raw('claimed');
    const [lines, stock] = [partSql(parts.cartLines), partSql(parts.stock)];
    try {
      const [row] = await this.database.rows<{ submission_id: number; id: number; order_no: string; items: number }>(
        sql`with claimed as (
            insert into ${orderSubmissions} (member_id, idem_key) values (${o.memberId}, ${key})
            on conflict (member_id, idem_key) do nothing returning id
          ), timeout as (${partSql(parts.timeout).write(claimed)}), lines as (${lines.write(claimed)}), stock as (${stock.write(claimed)}),
          ${orderParts(o, items, { submission: sql`claimed.id`, from: sql`claimed, ` })}
          select (select id from claimed) as submission_id, (select id from placed) as id, (select order_no from placed) as order_no,
            (select count(*)::int from item) as items
          where statement_holds(exists (select 1 from claimed) and ${lines.holds(sql.raw('lines'))} and ${stock.holds(sql.raw('stock'))})`,
        this.database.generic,
      );
      if (Number(row.items) !== items.length) throw new Error(`order ${row.id}: ${row.items} of ${items.length} lines written`);
      return { submissionId: Number(row.submission_id), id: Number(row.id), order_no: row.order_no };
    } catch (e) {
      if (refusedByGuard(e)) return null;
      throw e;
    }
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the flash row is locked). */
  async flashBought(tx: Executor, memberId: number, flashId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderItems.number}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.memberId, memberId),
          ne(orders.status, ORDER_STATUS.cancelled),
          eq(orderItems.type, LINE_TYPE.flashSale),
          eq(orderItems.activityId, flashId),
        ),
      );
    return row.n;
  }
}

/** The failure statement_holds raises (both drivers; Drizzle may wrap it). */
function refusedByGuard(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === 'YC001' || err?.cause?.code === 'YC001';
}

/**
 * The CTEs that write an order: `placed` (the order, numbered), `event`, `line` (the items as rows), `item` (order
 * lines with their GSP records copied from the goods) and `movement` (one stock movement a line). `submission` is the
 * submission id as SQL; `from` what the order's row is selected from besides its new id (`claimed, ` when the id is a CTE's).
 */
function orderParts(o: Omit<NewOrder, 'submissionId'>, items: NewItem[], at: { submission: SQL; from: SQL }): SQL {
  const lines = JSON.stringify(
    items.map((i, k) => ({
      k,
      goods_id: i.goodsId,
      ck_id: i.ckId,
      type: i.type,
      activity_id: i.activityId,
      flash_sale_id: i.flashSaleId,
      number: i.number,
      price: i.price,
      amount: i.amount,
      manjian: i.manjian,
      coupon: i.coupon,
      gift: i.gift,
    })),
  );
  return sql`placed as (
      insert into orders (id, order_no, member_id, shop_id, submission_id, goods_amount, manjian_amount, coupon_amount,
        shipping_fee, pay_amount, address, invoice, remark, expires_at)
      select n.id, ${'YC' + o.day} || repeat('0', greatest(0, 8 - length(n.id::text))) || n.id, ${o.memberId}, ${o.shopId},
        ${at.submission}, ${o.goodsAmount}, ${o.manjianAmount}, ${o.couponAmount}, ${o.shippingFee}, ${o.payAmount},
        ${JSON.stringify(o.address)}::jsonb, ${JSON.stringify(o.invoice)}::jsonb, ${o.remark}, ${o.expiresAt.toISOString()}::timestamptz
      from ${at.from}(select nextval(pg_get_serial_sequence('orders', 'id'))::int as id) n
      returning id, order_no
    ), event as (
      insert into order_events (order_id, title, detail) select id, ${'订单已提交'}, ${'等待买家付款'} from placed
    ), line as (
      select * from json_to_recordset(${lines}::json) as l(k int, goods_id int, ck_id int, type int, activity_id int,
        flash_sale_id int, number int, price int, amount int, manjian int, coupon int, gift text)
    ), item as (
      insert into order_items (order_id, goods_id, ck_id, type, activity_id, name, generic_name, spec, dosage_form, unit,
        manufacturer, approval_no, yb_code, batch_no, expiry_date, number, price, amount, manjian_amount, coupon_amount, gift)
      select placed.id, l.goods_id, l.ck_id, l.type, l.activity_id, g.name, g.generic_name, g.spec, g.dosage_form, g.unit,
        g.manufacturer, g.approval_no, g.yb_code, g.batch_no, g.expiry_date, l.number, l.price, l.amount, l.manjian, l.coupon, l.gift
      from placed, line l join goods g on g.id = l.goods_id
      order by l.k
      returning 1
    ), movement as (
      insert into stock_movements (goods_id, ck_id, flash_sale_id, order_id, change, reason)
      select l.goods_id, l.ck_id, l.flash_sale_id, placed.id, -l.number, 'reserve' from placed, line l order by l.k
    )`;
}
