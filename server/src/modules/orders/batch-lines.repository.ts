import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOn } from '../../db/sql-helpers.js';
import type { FefoLine, FefoPiece } from '../catalog/batches/fefo.js';
import { orderItems } from './orders.tables.js';

/** A part of an order line as FEFO gave it (catalog/batches/fefo.ts); the first part of a line keeps its row. */
export type LinePiece = FefoPiece;

/** SQL only: order lines and the batches their units came from (issue 47's FEFO). */
export class BatchLinesRepository {
  /** The order's lines with no batch yet, as FEFO takes them (promised = the expiry the order was placed with). */
  unassigned(tx: Executor, orderId: number) {
    return rowsOn<Omit<FefoLine, 'preferBatchId'> & { flashId: number | null }>(
      tx,
      sql`select id as "itemId", goods_id as "goodsId", ck_id as "ckId", number, expiry_date::text as promised, amount,
          manjian_amount as manjian, coupon_amount as coupon, case when type = 1 then activity_id end as "flashId"
        from ${orderItems} where order_id = ${orderId} and batch_id is null and shipped_number = 0 order by id`,
    );
  }

  /**
   * Writes the pieces in one statement: a line's first piece updates its row (batch, expiry, units, amounts), each
   * further piece is a copy of the line with its own. Lines left whole on no batch are not written.
   */
  async split(tx: Executor, pieces: LinePiece[]): Promise<void> {
    const rows: Array<LinePiece & { k: number }> = [];
    const seen = new Map<number, number>();
    for (const p of pieces) {
      const k = seen.get(p.itemId) ?? 0;
      seen.set(p.itemId, k + 1);
      rows.push({ ...p, k });
    }
    const whole = new Set(rows.filter((r) => r.k === 1).map((r) => r.itemId));
    const writes = rows.filter((r) => r.batchId !== null || whole.has(r.itemId));
    if (writes.length === 0) return;
    const json = JSON.stringify(
      writes.map((r) => ({
        item: r.itemId,
        k: r.k,
        batch_id: r.batchId,
        batch_no: r.batchNo,
        expiry_date: r.expiryDate,
        number: r.number,
        amount: r.amount,
        manjian: r.manjian,
        coupon: r.coupon,
      })),
    );
    await tx.execute(sql`with p as (
        select * from json_to_recordset(${json}::json) as p(item int, k int, batch_id int, batch_no text, expiry_date date,
          number int, amount int, manjian int, coupon int)
      ), first as (
        update ${orderItems} o set batch_id = p.batch_id, batch_no = coalesce(p.batch_no, o.batch_no),
          expiry_date = coalesce(p.expiry_date, o.expiry_date), number = p.number, amount = p.amount,
          manjian_amount = p.manjian, coupon_amount = p.coupon
        from p where p.k = 0 and o.id = p.item
      )
      insert into ${orderItems} (order_id, goods_id, ck_id, type, activity_id, name, generic_name, spec, dosage_form, unit,
        manufacturer, approval_no, yb_code, batch_no, expiry_date, batch_id, number, price, amount, manjian_amount, coupon_amount, gift)
      select o.order_id, o.goods_id, o.ck_id, o.type, o.activity_id, o.name, o.generic_name, o.spec, o.dosage_form, o.unit,
        o.manufacturer, o.approval_no, o.yb_code, coalesce(p.batch_no, o.batch_no), coalesce(p.expiry_date, o.expiry_date), p.batch_id,
        p.number, o.price, p.amount, p.manjian, p.coupon, o.gift
      from p join ${orderItems} o on o.id = p.item
      where p.k > 0
      order by p.item, p.k`);
  }

  /** The order's lines holding batch units not shipped: what a cancellation or full refund gives back to them. */
  unshippedOnBatches(tx: Executor, orderId: number) {
    return rowsOn<{ goods_id: number; ck_id: number; batch_id: number; n: number }>(
      tx,
      sql`select goods_id, ck_id, batch_id, number - shipped_number as n from ${orderItems}
        where order_id = ${orderId} and batch_id is not null and number > shipped_number order by id`,
    );
  }

  /** The batch of each line (null for lines on none). */
  async batchesOf(tx: Executor, itemIds: number[]): Promise<Map<number, number | null>> {
    if (itemIds.length === 0) return new Map();
    const rows = await rowsOn<{ id: number; batch_id: number | null }>(
      tx,
      sql`select id, batch_id from ${orderItems} where id = any(${`{${itemIds.join(',')}}`}::int[])`,
    );
    return new Map(rows.map((r) => [Number(r.id), r.batch_id === null ? null : Number(r.batch_id)]));
  }
}
