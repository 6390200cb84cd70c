import { ORDER_STATUS } from '@yaocai/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, nextSerialId } from '../../db/sql-helpers.js';
import { LINE_TYPE } from '../../shared/pricing/index.js';
import { shops } from '../catalog/catalog.tables.js';
import { orderEvents, orderItems, orders, orderSubmissions, stockMovements } from './orders.tables.js';

/** An order as placed: unpaid, its address and invoice copied from the form. */
export type NewOrder = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'id'
    | 'orderNo'
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
>;

export interface NewItem {
  orderId: number;
  goodsId: number;
  ckId: number;
  type: number;
  activityId: number;
  /** What the line records of its goods (GSP), read when it is placed. */
  record: {
    name: string;
    generic_name: string;
    spec: string;
    dosage_form: string;
    unit: string;
    manufacturer: string;
    approval_no: string;
    batch_no: string;
    expiry_date: string;
  };
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

  /** The submission for this key: new (created: true) or the one a previous identical request made. */
  async claimSubmission(tx: Executor, memberId: number, key: string): Promise<number | null> {
    const [row] = await tx
      .insert(orderSubmissions)
      .values({ memberId, idemKey: key })
      .onConflictDoNothing({ target: [orderSubmissions.memberId, orderSubmissions.idemKey] })
      .returning({ id: orderSubmissions.id });
    return row?.id ?? null;
  }

  async submissionByKey(memberId: number, key: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: orderSubmissions.id })
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.memberId, memberId), eq(orderSubmissions.idemKey, key)));
    return row?.id ?? null;
  }

  ordersOfSubmission(submissionId: number, executor: Executor = this.db) {
    return executor
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        shop_name: shops.name,
        pay_amount: orders.payAmount,
        status: orders.status,
        expires_at: isoUtc(orders.expiresAt),
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.submissionId, submissionId))
      .orderBy(asc(orders.id));
  }

  async nextOrderId(tx: Executor): Promise<number> {
    return nextSerialId(tx, orders);
  }

  /** The order and its first timeline event, in one statement. */
  async insertOrder(tx: Executor, o: NewOrder) {
    const placed = tx.insert(orders).values(o).returning({ id: orders.id });
    const eventColumns = [orderEvents.orderId, orderEvents.title, orderEvents.detail].map((c) => sql.identifier(c.name));
    await this.database.rows(
      sql`with placed as ${placed} insert into ${orderEvents} (${sql.join(eventColumns, sql`, `)})
        select id, ${'订单已提交'}, ${'等待买家付款'} from placed`,
      tx,
    );
  }

  async insertItems(tx: Executor, items: NewItem[]) {
    if (items.length === 0) return;
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId: i.orderId,
        goodsId: i.goodsId,
        ckId: i.ckId,
        type: i.type,
        activityId: i.activityId,
        name: i.record.name,
        genericName: i.record.generic_name,
        spec: i.record.spec,
        dosageForm: i.record.dosage_form,
        unit: i.record.unit,
        manufacturer: i.record.manufacturer,
        approvalNo: i.record.approval_no,
        batchNo: i.record.batch_no,
        expiryDate: i.record.expiry_date,
        number: i.number,
        price: i.price,
        amount: i.amount,
        manjianAmount: i.manjian,
        couponAmount: i.coupon,
        gift: i.gift,
      })),
    );
  }

  async insertMovements(tx: Executor, rows: Array<typeof stockMovements.$inferInsert>) {
    if (rows.length === 0) return;
    await tx.insert(stockMovements).values(rows);
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
