import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOn } from '../../../db/sql-helpers.js';
import { goods, goodsBatches, goodsStocks, warehouses } from '../catalog.tables.js';
import type { FefoBatch } from './fefo.js';

/** A batch as the console lists it. */
export interface BatchRow {
  id: number;
  ck_id: number;
  warehouse: string;
  batch_no: string;
  expiry_date: string;
  number: number;
  locked: string | null;
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::json`;

/**
 * SQL only: the batches of each goods and warehouse. Writers change a warehouse's batches before its sellable stock
 * (goods_stocks), always in that order, so two writers never wait on each other crosswise.
 */
export class BatchesRepository {
  /** The unlocked batches of these (goods, warehouse) pairs, locked for the caller's transaction. */
  lockPairs(tx: Executor, pairs: Array<{ goodsId: number; ckId: number }>): Promise<FefoBatch[]> {
    const ids = `{${[...new Set(pairs.map((p) => p.goodsId))].join(',')}}`;
    return rowsOn<FefoBatch>(
      tx,
      sql`select b.id, b.goods_id as "goodsId", b.ck_id as "ckId", b.batch_no as "batchNo", b.expiry_date::text as "expiryDate", b.number
        from ${goodsBatches} b
        join json_to_recordset(${json(pairs.map((p) => ({ g: p.goodsId, c: p.ckId })))}) as w(g int, c int) on w.g = b.goods_id and w.c = b.ck_id
        where b.goods_id = any(${ids}::int[]) and b.locked is null
        order by b.id
        for update of b`,
    );
  }

  /** Takes units from batches (never below zero: the check refuses, a bug). */
  async take(tx: Executor, taken: Array<{ batchId: number; n: number }>): Promise<void> {
    if (taken.length === 0) return;
    await tx.execute(sql`update ${goodsBatches} b set number = b.number - w.n
      from json_to_recordset(${json(taken.map((t) => ({ id: t.batchId, n: t.n })))}) as w(id int, n int) where b.id = w.id`);
  }

  /** Gives units back to their batches; each batch's goods, warehouse and whether it is locked (its units sell no more). */
  putBack(tx: Executor, rows: Array<{ batchId: number; n: number }>) {
    if (rows.length === 0) return Promise.resolve([]);
    return rowsOn<{ goods_id: number; ck_id: number; n: number; locked: string | null }>(
      tx,
      sql`update ${goodsBatches} b set number = b.number + w.n
        from (select id, sum(n)::int as n from json_to_recordset(${json(rows.map((r) => ({ id: r.batchId, n: r.n })))}) as x(id int, n int) group by id) w
        where b.id = w.id
        returning b.goods_id, b.ck_id, w.n, b.locked`,
    );
  }

  /**
   * goods.batch_no / expiry_date follow the FEFO head: the earliest unlocked batch with units, in any warehouse. A goods
   * with none keeps what it showed (the expiry job then takes it off sale when that date has passed). Changed ids.
   */
  async refreshHeads(tx: Executor, goodsIds: number[], opts: { skipLocked?: boolean } = {}): Promise<number[]> {
    if (goodsIds.length === 0) return [];
    const ids = `{${[...new Set(goodsIds)].join(',')}}`;
    // Payments and releases change batches without the goods' row lock: they skip a goods another transaction holds
    // (the editor, the expiry job), which refreshes it itself, rather than wait on it crosswise.
    const mine = opts.skipLocked ? sql` and g.id in (select id from ${goods} where id = any(${ids}::int[]) for update skip locked)` : sql``;
    const rows = await rowsOn<{ id: number }>(
      tx,
      sql`update ${goods} g set batch_no = h.batch_no, expiry_date = h.expiry_date, updated_at = now()
        from (select distinct on (goods_id) goods_id, batch_no, expiry_date from ${goodsBatches}
              where goods_id = any(${ids}::int[]) and locked is null and number > 0
              order by goods_id, expiry_date, id) h
        where g.id = h.goods_id and (g.batch_no, g.expiry_date) is distinct from (h.batch_no, h.expiry_date)${mine}
        returning g.id`,
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * Locks every unlocked batch whose 有效期至 is before `today` and takes its units off the warehouse's sellable stock
   * (never below zero), in one statement; the batches it locked.
   */
  async lockExpiring(tx: Executor, today: string): Promise<void> {
    // The goods and their warehouses' stock rows first, in the order the editor takes them (goods, stock, batches).
    await tx.execute(sql`select g.id from ${goods} g where g.id in (select goods_id from ${goodsBatches}
      where locked is null and expiry_date < ${today}::date) order by g.id for update`);
    await tx.execute(sql`select s.goods_id from ${goodsStocks} s where (s.goods_id, s.ck_id) in (select goods_id, ck_id from ${goodsBatches}
      where locked is null and expiry_date < ${today}::date) order by s.goods_id, s.ck_id for update`);
  }

  expire(tx: Executor, today: string) {
    return rowsOn<{ goods_id: number; ck_id: number; batch_no: string; expiry_date: string; number: number }>(
      tx,
      sql`with x as (
          update ${goodsBatches} set locked = 'expired' where locked is null and expiry_date < ${today}::date
          returning goods_id, ck_id, batch_no, expiry_date::text as expiry_date, number
        ), s as (
          update ${goodsStocks} s set number = greatest(0, s.number - x.n)
          from (select goods_id, ck_id, sum(number)::int as n from x group by goods_id, ck_id) x
          where s.goods_id = x.goods_id and s.ck_id = x.ck_id and x.n > 0
        )
        select * from x order by goods_id, ck_id, expiry_date`,
    );
  }

  /** Every batch of a goods (locked ones too), by warehouse and expiry. */
  ofGoods(tx: Executor, goodsId: number) {
    return rowsOn<BatchRow>(
      tx,
      sql`select b.id, b.ck_id, w.name as warehouse, b.batch_no, b.expiry_date::text as expiry_date, b.number, b.locked
        from ${goodsBatches} b join ${warehouses} w on w.id = b.ck_id
        where b.goods_id = ${goodsId} order by b.ck_id, b.locked nulls first, b.expiry_date, b.id`,
    );
  }

  /** The warehouse's unlocked batches' units (under their row locks), before a replacement. */
  async unlockedTotal(tx: Executor, goodsId: number, ckId: number): Promise<number> {
    const [row] = await rowsOn<{ n: number }>(
      tx,
      sql`select coalesce(sum(number), 0)::int as n from (select number from ${goodsBatches}
        where goods_id = ${goodsId} and ck_id = ${ckId} and locked is null for update) b`,
    );
    return Number(row.n);
  }

  /**
   * Sets a warehouse's unlocked batches to `list`: named batches are updated or added, unlocked ones left out keep
   * their row with no units (orders still name them). A locked batch's number cannot be reused while it is locked.
   */
  async replace(tx: Executor, goodsId: number, ckId: number, list: Array<{ batch_no: string; expiry_date: string; number: number }>) {
    await tx.execute(sql`update ${goodsBatches} set number = 0
      where goods_id = ${goodsId} and ck_id = ${ckId} and locked is null
        and batch_no <> all(${`{${list.map((b) => JSON.stringify(b.batch_no)).join(',')}}`}::text[])`);
    if (list.length === 0) return;
    await tx.execute(sql`insert into ${goodsBatches} (goods_id, ck_id, batch_no, expiry_date, number)
      select ${goodsId}, ${ckId}, w.batch_no, w.expiry_date::date, w.number
      from json_to_recordset(${json(list)}) as w(batch_no text, expiry_date text, number int)
      on conflict (goods_id, ck_id, batch_no) do update set expiry_date = excluded.expiry_date, number = excluded.number
        where ${goodsBatches}.locked is null`);
  }

  /** The batch numbers of a warehouse that are locked (expired), to refuse reusing them. */
  async lockedNumbers(tx: Executor, goodsId: number, ckId: number): Promise<string[]> {
    const rows = await rowsOn<{ batch_no: string }>(
      tx,
      sql`select batch_no from ${goodsBatches} where goods_id = ${goodsId} and ck_id = ${ckId} and locked is not null`,
    );
    return rows.map((r) => r.batch_no);
  }

  /** The warehouse's stock row, locked before its batches change (absent for a warehouse not yet stocked). */
  async lockStock(tx: Executor, goodsId: number, ckId: number): Promise<number | null> {
    const [row] = await rowsOn<{ number: number }>(
      tx,
      sql`select number from ${goodsStocks} where goods_id = ${goodsId} and ck_id = ${ckId} for update`,
    );
    return row ? Number(row.number) : null;
  }

  /** Moves a warehouse's sellable stock by `delta` (never below zero), after its batches changed. */
  async adjustStock(tx: Executor, goodsId: number, ckId: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await tx.execute(sql`insert into ${goodsStocks} (goods_id, ck_id, number) values (${goodsId}, ${ckId}, ${Math.max(0, delta)})
      on conflict (goods_id, ck_id) do update set number = greatest(0, ${goodsStocks.number} + ${delta})`);
  }

  /** Adds units to a named batch of a warehouse (made when new), its expiry as given; false when that batch is locked. */
  async add(tx: Executor, goodsId: number, ckId: number, batchNo: string, expiryDate: string, n: number): Promise<boolean> {
    const rows = await rowsOn<{ id: number }>(
      tx,
      sql`insert into ${goodsBatches} (goods_id, ck_id, batch_no, expiry_date, number) values (${goodsId}, ${ckId}, ${batchNo}, ${expiryDate}::date, ${n})
        on conflict (goods_id, ck_id, batch_no) do update set number = ${goodsBatches.number} + excluded.number, expiry_date = excluded.expiry_date
          where ${goodsBatches.locked} is null
        returning id`,
    );
    return rows.length === 1;
  }

  /** The goods a batch list belongs to: its shop and the batch it shows; null when there is none. */
  async goodsOf(tx: Executor, goodsId: number, lock = false) {
    const [row] = await rowsOn<{ shop_id: number; name: string; batch_no: string; expiry_date: string; base_price: number }>(
      tx,
      sql`select shop_id, name, batch_no, expiry_date::text as expiry_date, base_price from ${goods} where id = ${goodsId}${lock ? sql` for update` : sql``}`,
    );
    return row ?? null;
  }

  /** The shop's warehouses with the goods' sellable stock in each. */
  warehousesOf(tx: Executor, shopId: number, goodsId: number) {
    return rowsOn<{ ck_id: number; name: string; stock: number }>(
      tx,
      sql`select w.id as ck_id, w.name, coalesce(s.number, 0)::int as stock from ${warehouses} w
        left join ${goodsStocks} s on s.ck_id = w.id and s.goods_id = ${goodsId}
        where w.shop_id = ${shopId} order by w.id`,
    );
  }

  /** The first batch of warehouses that kept none of the goods: the stated batch with the stated units. */
  async insertFirst(tx: Executor, rows: Array<{ goodsId: number; ckId: number; batchNo: string; expiryDate: string; after: number }>) {
    if (rows.length === 0) return;
    const list = rows.map((r) => ({ g: r.goodsId, c: r.ckId, b: r.batchNo, e: r.expiryDate, n: r.after }));
    await tx.execute(sql`insert into ${goodsBatches} (goods_id, ck_id, batch_no, expiry_date, number)
      select w.g, w.c, w.b, w.e::date, w.n from json_to_recordset(${json(list)}) as w(g int, c int, b text, e text, n int)
      on conflict (goods_id, ck_id, batch_no) do update set number = ${goodsBatches.number} + excluded.number, expiry_date = excluded.expiry_date
        where ${goodsBatches.locked} is null`);
  }
}
