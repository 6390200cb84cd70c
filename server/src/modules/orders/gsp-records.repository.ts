import { and, asc, count, eq, gte, ilike, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { shopFacts } from '../catalog/public.js';
import { orderItems, orders } from './orders.tables.js';

export interface GspFilter {
  from: Date;
  /** Exclusive. */
  to: Date;
  goods?: string;
  batchNo?: string;
  buyer?: string;
  shopId?: number;
}

const like$ = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GSP 销售记录: order lines of paid orders, read only (no statement here writes them). */
export class GspRecordsRepository {
  constructor(private readonly database: Database) {}

  private where(f: GspFilter): SQL {
    const w: SQL[] = [isNotNull(orders.paidAt), gte(orders.paidAt, f.from), lt(orders.paidAt, f.to)];
    if (f.goods) {
      const kw = like$(f.goods);
      w.push(or(ilike(orderItems.genericName, `%${kw}%`), ilike(orderItems.name, `%${kw}%`), like(orderItems.approvalNo, `${kw}%`))!);
    }
    if (f.batchNo) w.push(eq(orderItems.batchNo, f.batchNo));
    if (f.buyer) w.push(or(ilike(memberReference.company, `%${like$(f.buyer)}%`), eq(memberReference.username, f.buyer))!);
    if (f.shopId) w.push(eq(orders.shopId, f.shopId));
    return and(...w)!;
  }

  private select() {
    return this.database.db
      .select({
        id: orderItems.id,
        sold_at: isoUtc(orders.paidAt),
        order_no: orders.orderNo,
        buyer: memberReference.company,
        shop: shopFacts.name,
        generic_name: orderItems.genericName,
        name: orderItems.name,
        spec: orderItems.spec,
        dosage_form: orderItems.dosageForm,
        unit: orderItems.unit,
        manufacturer: orderItems.manufacturer,
        approval_no: orderItems.approvalNo,
        batch_no: orderItems.batchNo,
        expiry_date: sql<string>`${orderItems.expiryDate}::text`,
        number: orderItems.number,
        price: orderItems.price,
        amount: orderItems.amount,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(memberReference, eq(memberReference.id, orders.memberId))
      .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId));
  }

  /** Oldest first, as a register is read; `limit`/`offset` page it. */
  rows(f: GspFilter, limit: number, offset = 0) {
    return this.select().where(this.where(f)).orderBy(asc(orders.paidAt), asc(orderItems.id)).limit(limit).offset(offset);
  }

  async count(f: GspFilter) {
    const [row] = await this.database.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(memberReference, eq(memberReference.id, orders.memberId))
      .where(this.where(f));
    return row?.n ?? 0;
  }
}
