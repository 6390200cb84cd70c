import { siteSettings } from '../content/public.js';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { intArray, textArray } from '../../db/one-trip.js';
import { memberReference } from '../accounts/public.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { orderFacts, orderLineFacts, shipmentFacts } from '../orders/public.js';
import { traceAlerts, traceCodes } from './traceability.tables.js';

/**
 * A shipped line's 医保编码 as manifests and reports give it: the line's own copy, or — for a line placed before its goods
 * had one — the goods' current code (the statement joins goodsFacts on the line's goods).
 */
export const lineYbCode = sql<string>`coalesce(nullif(${orderLineFacts.ybCode}, ''), ${goodsFacts.ybCode}, '')`;

/** A known code as capture needs it: whose, where it went, what it holds. */
export interface KnownCode {
  code: string;
  level: number;
  shop_id: number;
  shipment_id: number | null;
  shipped_at: string | null;
  order_no: string | null;
}

/** A row to write when a parcel ships: a box or a carton, tied to its line. */
export interface ShippedCode {
  code: string;
  kind: string;
  level: number;
  product: string;
  goodsId: number;
  orderItemId: number;
  batchNo: string;
  expiryDate: string;
}

export interface PackingPair {
  parent: string;
  parentKind: string;
  child: string;
  childKind: string;
  childProduct: string;
}

const t = traceCodes;

/** 药品追溯码: the code table, its packing tree and the reads of a code, a shipment's manifest and the 回流药 warnings. */
export class TraceabilityRepository {
  constructor(private readonly database: Database) {}

  /** The platform's switch (site settings, content's): every drug line ships with its codes. */
  async codesRequired(tx: Executor): Promise<boolean> {
    const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'trace_codes_required'));
    return row?.value === '1';
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** The given codes that are known, with the order they shipped in (locked: two parcels cannot take one code). */
  known(tx: Executor, codes: string[]): Promise<KnownCode[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.database.rows<KnownCode>(
      sql`select c.code, c.level, c.shop_id, c.shipment_id, ${isoUtcOrNull(sql`c.shipped_at`)} as shipped_at,
                 (select ${orderFacts.orderNo} from ${shipmentFacts} join ${orderFacts} on ${orderFacts.id} = ${shipmentFacts.orderId}
                   where ${shipmentFacts.id} = c.shipment_id) as order_no
          from ${t} c
          where c.code = any(${textArray(codes)}::text[])
          order by c.code
          for update of c`,
      tx,
    );
  }

  /** Every code packed (at any depth) in the given cartons, with the carton it sits in directly. */
  descendants(tx: Executor, cartons: string[]): Promise<Array<{ code: string; parent_code: string; level: number; kind: string; product: string }>> {
    if (cartons.length === 0) return Promise.resolve([]);
    return this.database.rows(
      sql`with recursive tree as (
            select code, parent_code, level, kind, product from ${t} where parent_code = any(${textArray(cartons)}::text[])
            union all
            select c.code, c.parent_code, c.level, c.kind, c.product from ${t} c join tree on c.parent_code = tree.code
          )
          select code, parent_code, level, kind, product from tree order by code`,
      tx,
    );
  }

  /** The approval numbers the given 药品标识码/GTINs have shipped under (one product code names one drug and pack). */
  productsShippedAs(tx: Executor, products: string[]): Promise<Array<{ product: string; approval_no: string; spec: string }>> {
    if (products.length === 0) return Promise.resolve([]);
    return this.database.rows(
      sql`select distinct c.product, ${goodsFacts.approvalNo} as approval_no, ${goodsFacts.spec} as spec
          from ${t} c join ${goodsFacts} on ${goodsFacts.id} = c.goods_id
          where c.product = any(${textArray(products)}::text[]) and c.level = 1 and c.shipment_id is not null`,
      tx,
    );
  }

  /**
   * Ties the codes to the parcel: new ones are inserted, ones known from the packing relation updated, never one that
   * has shipped already. Returns how many were written (fewer than given: another parcel took one meanwhile).
   */
  async ship(tx: Executor, shopId: number, shipmentId: number, rows: ShippedCode[]): Promise<number> {
    if (rows.length === 0) return 0;
    const json = JSON.stringify(
      rows.map((r) => ({
        code: r.code,
        kind: r.kind,
        level: r.level,
        product: r.product,
        goods_id: r.goodsId,
        order_item_id: r.orderItemId,
        batch_no: r.batchNo,
        expiry_date: r.expiryDate,
      })),
    );
    const written = await this.database.rows<{ code: string }>(
      sql`insert into ${t} (code, kind, level, product, shop_id, goods_id, order_item_id, shipment_id, batch_no, expiry_date, shipped_at)
          select r.code, r.kind, r.level, r.product, ${shopId}, r.goods_id, r.order_item_id, ${shipmentId}, r.batch_no, r.expiry_date::date, now()
          from jsonb_to_recordset(${json}::jsonb)
            as r(code text, kind text, level smallint, product text, goods_id int, order_item_id int, batch_no text, expiry_date text)
          on conflict (code) do update set
            product = case when excluded.product <> '' then excluded.product else ${t}.product end,
            goods_id = excluded.goods_id, order_item_id = excluded.order_item_id, shipment_id = excluded.shipment_id,
            batch_no = excluded.batch_no, expiry_date = excluded.expiry_date, shipped_at = excluded.shipped_at
          where ${t}.shipment_id is null and ${t}.shop_id = ${shopId}
          returning code`,
      tx,
    );
    return written.length;
  }

  /**
   * Records the packing relation: each child under its parent, a parent's level one above its highest child's. A code
   * another shop holds, or one already shipped, is left untouched (the caller checked; the count tells a race).
   */
  async pack(tx: Executor, shopId: number, pairs: PackingPair[]): Promise<void> {
    const json = JSON.stringify(
      pairs.map((p) => ({ parent: p.parent, parent_kind: p.parentKind, child: p.child, child_kind: p.childKind, child_product: p.childProduct })),
    );
    await this.database.rows(
      sql`with pairs as (
            select * from jsonb_to_recordset(${json}::jsonb) as p(parent text, parent_kind text, child text, child_kind text, child_product text)
          ), codes as (
            select distinct on (code) code, kind, product from (
              select parent as code, parent_kind as kind, '' as product, 0 as pri from pairs
              union all select child, child_kind, child_product, 1 from pairs
            ) x order by code, pri
          )
          insert into ${t} (code, kind, product, shop_id)
          select code, kind, product, ${shopId} from codes
          on conflict (code) do nothing`,
      tx,
    );
    await this.database.rows(
      sql`update ${t} c set parent_code = p.parent
          from jsonb_to_recordset(${json}::jsonb) as p(parent text, child text)
          where c.code = p.child and c.shipment_id is null and c.shop_id = ${shopId}`,
      tx,
    );
    // Levels from the leaves up: a carton is one above the highest code it holds (at most 大码 = 3).
    for (let pass = 0; pass < 2; pass++) {
      await this.database.rows(
        sql`update ${t} c set level = least(3, sub.level + 1)
            from (select parent_code, max(level) as level from ${t} where parent_code = any(${textArray(pairs.map((p) => p.parent))}::text[]) group by parent_code) sub
            where c.code = sub.parent_code and c.level <> least(3, sub.level + 1)`,
        tx,
      );
    }
  }

  /** Which of the given codes (parents and children of an import) another shop holds or that have shipped. */
  packingConflicts(tx: Executor, shopId: number, codes: string[]): Promise<Array<{ code: string; reason: 'shop' | 'shipped' }>> {
    return this.database.rows(
      sql`select code, case when shop_id <> ${shopId} then 'shop' else 'shipped' end as reason
          from ${t} where code = any(${textArray(codes)}::text[]) and (shop_id <> ${shopId} or shipment_id is not null)
          order by code limit 5`,
      tx,
    );
  }

  /** The parents the given children already have (a child packed in another carton before). */
  currentParents(tx: Executor, children: string[]): Promise<Array<{ code: string; parent_code: string }>> {
    return this.database.rows(
      sql`select code, parent_code from ${t} where code = any(${textArray(children)}::text[]) and parent_code is not null`,
      tx,
    );
  }

  async alert(shopId: number, orderId: number, codes: string[]): Promise<void> {
    const json = JSON.stringify(codes);
    await this.database.rows(
      sql`insert into ${traceAlerts} (code, shop_id, order_id)
          select c.code, ${shopId}, ${orderId} from jsonb_array_elements_text(${json}::jsonb) as x(code) join ${t} c on c.code = x.code`,
    );
  }

  alerts() {
    return this.database.rows<{ id: number; code: string; shop_name: string; order_no: string; first_order_no: string; created_at: string }>(
      sql`select a.id, a.code, ${shopFacts.name} as shop_name, ${orderFacts.orderNo} as order_no,
                 coalesce((select ${orderFacts.orderNo} from ${orderFacts} where ${orderFacts.id} =
                   (select ${shipmentFacts.orderId} from ${shipmentFacts} where ${shipmentFacts.id} = c.shipment_id)), '') as first_order_no,
                 ${isoUtc(sql`a.created_at`)} as created_at
          from ${traceAlerts} a
          join ${shopFacts} on ${shopFacts.id} = a.shop_id
          join ${orderFacts} on ${orderFacts.id} = a.order_id
          join ${t} c on c.code = a.code
          order by a.id desc limit 200`,
    );
  }

  /** One code with its goods, batch, shop, order, parcel and receipt; null when unknown. */
  async lookup(code: string) {
    const [row] = await this.database.rows<{
      code: string;
      kind: 'msfx' | 'gs1' | 'other';
      level: number;
      parent_code: string | null;
      children: number;
      shop_id: number;
      shop_name: string;
      goods_id: number | null;
      goods_name: string | null;
      spec: string | null;
      manufacturer: string | null;
      approval_no: string | null;
      batch_no: string | null;
      expiry_date: string | null;
      order_id: number | null;
      order_no: string | null;
      member_id: number | null;
      buyer: string | null;
      shipment_id: number | null;
      carrier: string | null;
      tracking_no: string | null;
      shipped_at: string | null;
      received_at: string | null;
    }>(
      sql`select c.code, c.kind, c.level, c.parent_code,
                 (select count(*)::int from ${t} k where k.parent_code = c.code) as children,
                 c.shop_id, ${shopFacts.name} as shop_name,
                 c.goods_id, ${orderLineFacts.name} as goods_name, ${orderLineFacts.spec} as spec,
                 ${orderLineFacts.manufacturer} as manufacturer, ${orderLineFacts.approvalNo} as approval_no,
                 c.batch_no, c.expiry_date::text as expiry_date,
                 ${orderFacts.id} as order_id, ${orderFacts.orderNo} as order_no, ${orderFacts.memberId} as member_id,
                 ${memberReference.company} as buyer,
                 ${shipmentFacts.id} as shipment_id, ${shipmentFacts.carrier} as carrier, ${shipmentFacts.trackingNo} as tracking_no,
                 ${isoUtcOrNull(sql`c.shipped_at`)} as shipped_at, ${isoUtcOrNull(sql`c.received_at`)} as received_at
          from ${t} c
          join ${shopFacts} on ${shopFacts.id} = c.shop_id
          left join ${orderLineFacts} on ${orderLineFacts.id} = c.order_item_id
          left join ${shipmentFacts} on ${shipmentFacts.id} = c.shipment_id
          left join ${orderFacts} on ${orderFacts.id} = ${shipmentFacts.orderId}
          left join ${memberReference} on ${memberReference.id} = ${orderFacts.memberId}
          where c.code = ${code}`,
    );
    return row ?? null;
  }

  /** A parcel's header (who sent it to whom) for its manifest; null when there is no such shipment. */
  async shipment(shipmentId: number) {
    const [row] = await this.database.rows<{
      shipment_id: number;
      order_id: number;
      order_no: string;
      shop_id: number;
      member_id: number;
      seller: string;
      buyer: string;
      carrier: string;
      tracking_no: string;
      items: Array<{ order_item_id: number; number: number }>;
      shipped_at: string;
    }>(
      sql`select ${shipmentFacts.id} as shipment_id, ${orderFacts.id} as order_id, ${orderFacts.orderNo} as order_no,
                 ${orderFacts.shopId} as shop_id, ${orderFacts.memberId} as member_id, ${shopFacts.name} as seller,
                 ${memberReference.company} as buyer, ${shipmentFacts.carrier} as carrier, ${shipmentFacts.trackingNo} as tracking_no,
                 ${shipmentFacts.items} as items, ${isoUtc(shipmentFacts.createdAt)} as shipped_at
          from ${shipmentFacts}
          join ${orderFacts} on ${orderFacts.id} = ${shipmentFacts.orderId}
          join ${shopFacts} on ${shopFacts.id} = ${orderFacts.shopId}
          join ${memberReference} on ${memberReference.id} = ${orderFacts.memberId}
          where ${shipmentFacts.id} = ${shipmentId}`,
    );
    return row ?? null;
  }

  /**
   * The order lines a parcel holds (what its manifest lists). The 医保编码 is the line's copy, or the goods' present
   * one for a line placed before the goods had one.
   */
  lines(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.rows<{
      order_item_id: number;
      goods_id: number;
      name: string;
      spec: string;
      manufacturer: string;
      approval_no: string;
      yb_code: string;
      batch_no: string;
      expiry_date: string;
    }>(
      sql`select ${orderLineFacts.id} as order_item_id, ${orderLineFacts.goodsId} as goods_id, ${orderLineFacts.name} as name,
                 ${orderLineFacts.spec} as spec, ${orderLineFacts.manufacturer} as manufacturer, ${orderLineFacts.approvalNo} as approval_no,
                 ${lineYbCode} as yb_code,
                 ${orderLineFacts.batchNo} as batch_no, ${orderLineFacts.expiryDate}::text as expiry_date
          from ${orderLineFacts} left join ${goodsFacts} on ${goodsFacts.id} = ${orderLineFacts.goodsId}
          where ${orderLineFacts.id} = any(${intArray(ids)}::int[]) order by ${orderLineFacts.id}`,
    );
  }

  /** The boxes of a parcel, each with the carton it came in when that carton shipped in the same parcel. */
  manifestCodes(shipmentId: number) {
    return this.database.rows<{ order_item_id: number; code: string; carton: string | null }>(
      sql`select c.order_item_id, c.code, case when p.shipment_id = c.shipment_id then p.code end as carton
          from ${t} c
          left join ${t} p on p.code = c.parent_code
          where c.shipment_id = ${shipmentId} and c.level = 1
          order by c.order_item_id, carton nulls first, c.code`,
    );
  }

  /** The boxes of a parcel with whether each was scanned at receipt. */
  receiptBoxes(shipmentId: number) {
    return this.database.rows<{ order_item_id: number; code: string; received: boolean }>(
      sql`select order_item_id, code, received_at is not null as received from ${t}
          where shipment_id = ${shipmentId} and level = 1 order by order_item_id, code`,
    );
  }

  /** The parcel's codes among the scanned ones (boxes and cartons), and where the others are known to have gone. */
  scannedCodes(codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.database.rows<{ code: string; level: number; shipment_id: number | null }>(
      sql`select code, level, shipment_id from ${t} where code = any(${textArray(codes)}::text[])`,
    );
  }

  /** Marks the parcel's boxes received: the scanned boxes and every box in a scanned carton (at any depth), once. */
  async markReceived(shipmentId: number, codes: string[]): Promise<number> {
    if (codes.length === 0) return 0;
    const rows = await this.database.rows<{ code: string }>(
      sql`with recursive scanned as (
            select code from ${t} where shipment_id = ${shipmentId} and code = any(${textArray(codes)}::text[])
            union all
            select c.code from ${t} c join scanned on c.parent_code = scanned.code where c.shipment_id = ${shipmentId}
          )
          update ${t} set received_at = now()
          where shipment_id = ${shipmentId} and level = 1 and received_at is null and code in (select code from scanned)
          returning code`,
    );
    return rows.length;
  }
}
