import { sql, type SQL } from 'drizzle-orm';
import type { RecallNoticeView, RecallView } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { intArray, textArray } from '../../db/one-trip.js';
import { memberReference } from '../accounts/public.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { afterSaleFacts, orderFacts, orderLineFacts } from '../orders/public.js';
import { recallNotices, recallReturns, recalls } from './recalls.tables.js';

export interface RecallScope {
  approvalNo: string;
  batchNos: string[];
  /** One shop's goods; undefined for every shop. */
  shopId?: number;
}

/** The board's row of a recall (counts per buyer state): the view before its class is worded. */
export type RecallRow = Omit<RecallView, 'class_text' | 'deadline_days' | 'shop_name'> & { shop_name: string | null };
/** A buyer's notice as stored: the view before its class is worded. */
export type RecallNoticeRow = Omit<RecallNoticeView, 'class_text'> & { class: number; shop_id: number | null };

/** Boxes filed for return under each notice: its 召回退货 requests not refused. */
const returnedOf = (notice: SQL) =>
  sql`(select coalesce(sum(rr.number), 0)::int from ${recallReturns} rr join ${afterSaleFacts} on ${afterSaleFacts.id} = rr.after_sale_id
       where rr.notice_id = ${notice} and ${afterSaleFacts.status} <> 2)`;

const ORDER_PAID = sql`(1, 2, 3)`;

/** 药品召回: the recall and its buyers' notices, and the reads that find what a recall must stop and whom it must tell. */
export class RecallsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** The goods listed with the batches (on sale or not), and the name the drug is sold under. */
  goods(tx: Executor, s: RecallScope) {
    return this.database.rows<{ id: number; shop_id: number; name: string; generic_name: string; status: string }>(
      sql`select ${goodsFacts.id} as id, ${goodsFacts.shopId} as shop_id, ${goodsFacts.name} as name,
                 ${goodsFacts.genericName} as generic_name, ${goodsFacts.status} as status
          from ${goodsFacts}
          where ${goodsFacts.approvalNo} = ${s.approvalNo} and ${goodsFacts.batchNo} = any(${textArray(s.batchNos)}::text[])
            ${s.shopId === undefined ? sql`` : sql`and ${goodsFacts.shopId} = ${s.shopId}`}
          order by ${goodsFacts.id}`,
      tx,
    );
  }

  /**
   * Who received the batches: members with shipped boxes of them on paid orders (the GSP sales records; the 追溯码 of
   * those boxes are tied to the same lines), and how many boxes each, with the drug's name as sold.
   */
  receivers(tx: Executor, s: RecallScope) {
    return this.database.rows<{ member_id: number; quantity: number; name: string }>(
      sql`select ${orderFacts.memberId} as member_id, sum(${orderLineFacts.shippedNumber})::int as quantity, min(${orderLineFacts.genericName}) as name
          from ${orderLineFacts} join ${orderFacts} on ${orderFacts.id} = ${orderLineFacts.orderId}
          where ${orderLineFacts.approvalNo} = ${s.approvalNo} and ${orderLineFacts.batchNo} = any(${textArray(s.batchNos)}::text[])
            and ${orderLineFacts.shippedNumber} > 0 and ${orderFacts.status} in ${ORDER_PAID}
            ${s.shopId === undefined ? sql`` : sql`and ${orderFacts.shopId} = ${s.shopId}`}
          group by ${orderFacts.memberId} order by ${orderFacts.memberId}`,
      tx,
    );
  }

  async insert(
    tx: Executor,
    r: {
      approvalNo: string;
      goodsName: string;
      batchNos: string[];
      class: number;
      reason: string;
      source: string;
      shopId: number | null;
      operatorId: number | null;
    },
  ): Promise<number> {
    const [row] = await tx.insert(recalls).values(r).returning({ id: recalls.id });
    return row.id;
  }

  async insertNotices(tx: Executor, recallId: number, days: number, buyers: Array<{ member_id: number; quantity: number }>): Promise<void> {
    if (buyers.length === 0) return;
    await tx
      .insert(recallNotices)
      .values(buyers.map((b) => ({ recallId, memberId: b.member_id, quantity: b.quantity, deadline: sql`now() + make_interval(days => ${days})` })));
  }

  /** Recalls with their buyers' progress, newest first; a shop's own when `shopId` is given (the platform's stay its). */
  list(shopId?: number, id?: number) {
    return this.database.rows<RecallRow>(
      sql`select r.id, r.approval_no, r.goods_name, r.batch_nos, r.class, r.reason, r.source, ${shopFacts.name} as shop_name,
                 ${isoUtc(sql`r.created_at`)} as created_at,
                 count(n.id)::int as buyers, count(n.acknowledged_at)::int as acknowledged,
                 count(n.id) filter (where n.acknowledged_at is null and n.deadline < now())::int as overdue
          from ${recalls} r
          left join ${shopFacts} on ${shopFacts.id} = r.shop_id
          left join ${recallNotices} n on n.recall_id = r.id
          where true ${shopId === undefined ? sql`` : sql`and r.shop_id = ${shopId}`} ${id === undefined ? sql`` : sql`and r.id = ${id}`}
          group by r.id, ${shopFacts.name}
          order by r.id desc limit 200`,
    );
  }

  buyers(recallId: number) {
    return this.database.rows<{
      member_id: number;
      company: string;
      phone: string;
      quantity: number;
      deadline: string;
      acknowledged_at: string | null;
      on_hand: number | null;
      returned: number;
      overdue: boolean;
    }>(
      sql`select n.member_id, ${memberReference.company} as company, ${memberReference.phone} as phone, n.quantity,
                 ${isoUtc(sql`n.deadline`)} as deadline, ${isoUtcOrNull(sql`n.acknowledged_at`)} as acknowledged_at, n.on_hand,
                 ${returnedOf(sql`n.id`)} as returned, (n.acknowledged_at is null and n.deadline < now()) as overdue
          from ${recallNotices} n join ${memberReference} on ${memberReference.id} = n.member_id
          where n.recall_id = ${recallId}
          order by (n.acknowledged_at is null and n.deadline < now()) desc, n.acknowledged_at nulls first, n.member_id`,
    );
  }

  /** The shop a recall was recorded for (null: every shop), or undefined when there is no such recall. */
  async shopOf(recallId: number): Promise<number | null | undefined> {
    const [row] = await this.database.rows<{ shop_id: number | null }>(sql`select shop_id from ${recalls} where id = ${recallId}`);
    return row ? row.shop_id : undefined;
  }

  /**
   * A buyer's notices, those still to acknowledge first; with `tx` and one notice, its row is locked (a return and
   * an acknowledgement of the same notice wait for each other).
   */
  notices(memberId: number, noticeId?: number, tx?: Executor) {
    return this.database.rows<RecallNoticeRow>(
      sql`select n.id, n.recall_id, r.approval_no, r.goods_name, r.batch_nos, r.class, r.reason, r.source, r.shop_id, n.quantity,
                 ${isoUtc(sql`n.deadline`)} as deadline, ${isoUtcOrNull(sql`n.acknowledged_at`)} as acknowledged_at, n.on_hand,
                 ret.returned,
                 case when n.acknowledged_at is null then 0 else greatest(n.on_hand - ret.returned, 0) end as returnable,
                 (n.acknowledged_at is null and n.deadline < now()) as overdue
          from ${recallNotices} n join ${recalls} r on r.id = n.recall_id
            cross join lateral (select ${returnedOf(sql`n.id`)} as returned) ret
          where n.member_id = ${memberId} ${noticeId === undefined ? sql`` : sql`and n.id = ${noticeId}`}
          order by n.acknowledged_at is not null, n.deadline, n.id desc limit 100
          ${tx && noticeId !== undefined ? sql`for update of n` : sql``}`,
      tx,
    );
  }

  /** How many of a buyer's notices still wait for its acknowledgement (the storefront's banner). */
  async pendingCount(memberId: number): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ${recallNotices} where member_id = ${memberId} and acknowledged_at is null`,
    );
    return row.n;
  }

  /** Acknowledges a buyer's notice with the stock it still holds (again: the count is updated, the time kept). */
  async acknowledge(tx: Executor, noticeId: number, onHand: number): Promise<void> {
    await this.database.rows(
      sql`update ${recallNotices} set on_hand = ${onHand}, acknowledged_at = coalesce(acknowledged_at, now()) where id = ${noticeId}`,
      tx,
    );
  }

  /**
   * The buyer's lines of a recall it may still give back, newest order first (the older boxes are likelier sold):
   * shipped boxes of the batches on its paid orders of the recall's shops, less what earlier returns took, with the
   * line's net price and what its order may still refund.
   */
  returnableLines(tx: Executor, memberId: number, n: { approval_no: string; batch_nos: string[]; shop_id: number | null }) {
    return this.database.rows<{
      order_item_id: number;
      order_id: number;
      order_no: string;
      shipped: number;
      number: number;
      net: number;
      refundable: number;
    }>(
      sql`select ${orderLineFacts.id} as order_item_id, ${orderFacts.id} as order_id, ${orderFacts.orderNo} as order_no,
                 ${orderLineFacts.shippedNumber} - coalesce((
                   select sum(rr.number) from ${recallReturns} rr join ${afterSaleFacts} on ${afterSaleFacts.id} = rr.after_sale_id
                   where rr.order_item_id = ${orderLineFacts.id} and ${afterSaleFacts.status} <> 2), 0)::int as shipped,
                 ${orderLineFacts.number} as number,
                 (${orderLineFacts.amount} - ${orderLineFacts.manjianAmount} - ${orderLineFacts.couponAmount}) as net,
                 (${orderFacts.paidAmount} - ${orderFacts.refundedAmount}) as refundable
          from ${orderLineFacts} join ${orderFacts} on ${orderFacts.id} = ${orderLineFacts.orderId}
          where ${orderFacts.memberId} = ${memberId} and ${orderLineFacts.approvalNo} = ${n.approval_no}
            and ${orderLineFacts.batchNo} = any(${textArray(n.batch_nos)}::text[])
            and ${orderLineFacts.shippedNumber} > 0 and ${orderFacts.status} in ${ORDER_PAID}
            ${n.shop_id === null ? sql`` : sql`and ${orderFacts.shopId} = ${n.shop_id}`}
          order by ${orderFacts.id} desc, ${orderLineFacts.id}`,
      tx,
    );
  }

  async insertReturns(tx: Executor, rows: Array<{ noticeId: number; orderItemId: number; afterSaleId: number; number: number }>): Promise<void> {
    if (rows.length > 0) await tx.insert(recallReturns).values(rows);
  }

  /** The regulator's record: each buyer's company, licence holder, phone and progress, with the recall. */
  exportRows(recallId: number) {
    return this.database.rows<{
      company: string;
      contact: string;
      phone: string;
      quantity: number;
      notified_at: string;
      deadline: string;
      acknowledged_at: string | null;
      on_hand: number | null;
      returned: number;
    }>(
      sql`select ${memberReference.company} as company, ${memberReference.contactName} as contact, ${memberReference.phone} as phone,
                 n.quantity, ${isoUtc(sql`n.created_at`)} as notified_at, ${isoUtc(sql`n.deadline`)} as deadline,
                 ${isoUtcOrNull(sql`n.acknowledged_at`)} as acknowledged_at, n.on_hand, ${returnedOf(sql`n.id`)} as returned
          from ${recallNotices} n join ${memberReference} on ${memberReference.id} = n.member_id
          where n.recall_id = ${recallId} order by n.member_id`,
    );
  }

  /** The phones of the buyers, for the SMS sent after the recall commits. */
  phones(memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.database.rows<{ id: number; phone: string }>(
      sql`select ${memberReference.id} as id, ${memberReference.phone} as phone from ${memberReference}
          where ${memberReference.id} = any(${intArray(memberIds)}::int[])`,
    );
  }

  /**
   * The first order line among the given ones (of `orderIds`, or the lines `orderItemIds`) whose batch a recall
   * covers — a recall of every shop, or of the line's shop — with what to tell the buyer or the shipper.
   */
  async recalledLine(tx: Executor | undefined, by: { orderIds?: number[]; orderItemIds?: number[] }) {
    const where = by.orderIds
      ? sql`${orderLineFacts.orderId} = any(${intArray(by.orderIds)}::int[])`
      : sql`${orderLineFacts.id} = any(${intArray(by.orderItemIds ?? [])}::int[])`;
    const [row] = await this.database.rows<{ order_no: string; name: string; batch_no: string; class: number }>(
      sql`select ${orderFacts.orderNo} as order_no, ${orderLineFacts.name} as name, ${orderLineFacts.batchNo} as batch_no, r.class
          from ${orderLineFacts}
          join ${orderFacts} on ${orderFacts.id} = ${orderLineFacts.orderId}
          join ${recalls} r on r.approval_no = ${orderLineFacts.approvalNo} and ${orderLineFacts.batchNo} = any(r.batch_nos)
            and (r.shop_id is null or r.shop_id = ${orderFacts.shopId})
          where ${where}
          order by ${orderLineFacts.id} limit 1`,
      tx,
    );
    return row ?? null;
  }

  /** The first of the goods whose listed batch a recall covers (of every shop, or of the goods' shop). */
  async recalledGoods(tx: Executor, goodsIds: number[]) {
    if (goodsIds.length === 0) return null;
    const [row] = await this.database.rows<{ name: string; batch_no: string }>(
      sql`select ${goodsFacts.name} as name, ${goodsFacts.batchNo} as batch_no from ${goodsFacts}
          join ${recalls} r on r.approval_no = ${goodsFacts.approvalNo} and ${goodsFacts.batchNo} = any(r.batch_nos)
            and (r.shop_id is null or r.shop_id = ${goodsFacts.shopId})
          where ${goodsFacts.id} = any(${intArray(goodsIds)}::int[]) order by ${goodsFacts.id} limit 1`,
      tx,
    );
    return row ?? null;
  }
}
