import { sql } from 'drizzle-orm';
import type { TraceReportsQuery, TraceReportStatus } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { businessLicenceNoOf, memberReference } from '../accounts/public.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { orderFacts, orderLineFacts, shipmentFacts } from '../orders/public.js';
import type { TraceReport, TraceReportAnswer, TraceReportFacts } from './trace-report.js';
import { lineYbCode } from './traceability.repository.js';
import { traceCodes, traceReports } from './traceability.tables.js';

const r = traceReports;

/** The outbox of reports to the national platforms: written with the parcel, read by the job and the console. */
export class TraceReportRepository {
  constructor(private readonly database: Database) {}

  /** What a parcel's report says, read inside the ship transaction after its codes were written; null: no such parcel. */
  async facts(tx: Executor, shipmentId: number): Promise<TraceReportFacts | null> {
    const [head] = await this.database.rows<{
      order_no: string;
      carrier: string;
      tracking_no: string;
      shipped_at: string;
      shop_id: number;
      shop_name: string;
      licence_no: string;
      business_licence_no: string;
      member_id: number;
      company: string;
      buyer_licence_no: string | null;
    }>(
      sql`select ${orderFacts.orderNo} as order_no, ${shipmentFacts.carrier} as carrier, ${shipmentFacts.trackingNo} as tracking_no,
                 ${isoUtc(shipmentFacts.createdAt)} as shipped_at, ${shopFacts.id} as shop_id, ${shopFacts.name} as shop_name,
                 ${shopFacts.licenceNo} as licence_no, ${shopFacts.businessLicenceNo} as business_licence_no,
                 ${memberReference.id} as member_id, ${memberReference.company} as company,
                 ${businessLicenceNoOf(memberReference.id)} as buyer_licence_no
          from ${shipmentFacts}
          join ${orderFacts} on ${orderFacts.id} = ${shipmentFacts.orderId}
          join ${shopFacts} on ${shopFacts.id} = ${orderFacts.shopId}
          join ${memberReference} on ${memberReference.id} = ${orderFacts.memberId}
          where ${shipmentFacts.id} = ${shipmentId}`,
      tx,
    );
    if (!head) return null;
    // Each line's boxes (小码), in the order the lines were placed; the 医保编码 as the manifest gives it.
    const lines = await this.database.rows<{
      name: string;
      spec: string;
      manufacturer: string;
      approval_no: string;
      yb_code: string;
      batch_no: string;
      expiry_date: string;
      codes: string[];
    }>(
      sql`select ${orderLineFacts.name} as name, ${orderLineFacts.spec} as spec, ${orderLineFacts.manufacturer} as manufacturer,
                 ${orderLineFacts.approvalNo} as approval_no, ${lineYbCode} as yb_code,
                 ${orderLineFacts.batchNo} as batch_no, ${orderLineFacts.expiryDate}::text as expiry_date, b.codes
          from (select order_item_id, array_agg(code order by code) as codes from ${traceCodes}
                where shipment_id = ${shipmentId} and level = 1 group by order_item_id) b
          join ${orderLineFacts} on ${orderLineFacts.id} = b.order_item_id
          left join ${goodsFacts} on ${goodsFacts.id} = ${orderLineFacts.goodsId}
          order by ${orderLineFacts.id}`,
      tx,
    );
    return {
      shipmentId,
      orderNo: head.order_no,
      carrier: head.carrier,
      trackingNo: head.tracking_no,
      shippedAt: head.shipped_at,
      shop: { id: head.shop_id, name: head.shop_name, licenceNo: head.licence_no, businessLicenceNo: head.business_licence_no },
      buyer: { id: head.member_id, company: head.company, businessLicenceNo: head.buyer_licence_no },
      lines: lines.map((l) => ({
        name: l.name,
        spec: l.spec,
        manufacturer: l.manufacturer,
        approvalNo: l.approval_no,
        ybCode: l.yb_code,
        batchNo: l.batch_no,
        expiryDate: l.expiry_date,
        codes: l.codes,
      })),
    };
  }

  /** The report, once per parcel and event; the new row's id, or null when it was written before. */
  async insert(tx: Executor, shopId: number, report: TraceReport): Promise<number | null> {
    const [row] = await tx
      .insert(r)
      .values({ shipmentId: report.document.shipment_id, shopId, event: report.event, payload: report })
      .onConflictDoNothing({ target: [r.shipmentId, r.event] })
      .returning({ id: r.id });
    return row?.id ?? null;
  }

  async find(id: number) {
    const [row] = await this.database.rows<{ id: number; status: TraceReportStatus; payload: TraceReport }>(
      sql`select id, status, payload from ${r} where id = ${id}`,
    );
    return row ?? null;
  }

  async sent(id: number, answer: TraceReportAnswer): Promise<void> {
    await this.database.rows(
      sql`update ${r} set status = 'sent', attempts = attempts + 1, last_error = null, accepted = ${answer.accepted},
                 rejected = ${JSON.stringify(answer.rejected)}::jsonb, sent_at = now()
          where id = ${id} and status <> 'sent'`,
    );
  }

  async failed(id: number, error: string): Promise<void> {
    await this.database.rows(
      sql`update ${r} set status = 'failed', attempts = attempts + 1, last_error = ${error.slice(0, 500)} where id = ${id} and status <> 'sent'`,
    );
  }

  /** Reports not yet answered (for queueing them once an adapter is configured), oldest first. */
  async unsent(limit: number): Promise<number[]> {
    const rows = await this.database.rows<{ id: number }>(sql`select id from ${r} where status <> 'sent' order by id limit ${limit}`);
    return rows.map((x) => x.id);
  }

  /** The console's page, newest first, with the count of each status over the whole outbox. */
  async page(q: TraceReportsQuery) {
    const where = q.status === 'all' ? sql`true` : sql`t.status = ${q.status}`;
    const [list, counts] = await Promise.all([
      this.database.rows<{
        id: number;
        shipment_id: number;
        order_no: string;
        shop_name: string;
        event: string;
        status: TraceReportStatus;
        boxes: number;
        attempts: number;
        last_error: string | null;
        accepted: number | null;
        rejected: Array<{ code: string; reason: string }>;
        created_at: string;
        sent_at: string | null;
      }>(
        sql`select t.id, t.shipment_id, t.payload->'document'->>'order_no' as order_no, ${shopFacts.name} as shop_name, t.event, t.status,
                   (select coalesce(sum((l->>'quantity')::int), 0)::int from jsonb_array_elements(t.payload->'lines') l) as boxes,
                   t.attempts, t.last_error, t.accepted, t.rejected,
                   ${isoUtc(sql`t.created_at`)} as created_at, ${isoUtcOrNull(sql`t.sent_at`)} as sent_at
            from ${r} t join ${shopFacts} on ${shopFacts.id} = t.shop_id
            where ${where}
            order by t.id desc limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
      ),
      this.database.rows<{ status: TraceReportStatus; n: number }>(sql`select status, count(*)::int as n from ${r} group by status`),
    ]);
    return { list, counts };
  }

  /** One report as sent (the console's download for a manual upload); null when there is no such report. */
  async payload(id: number) {
    const [row] = await this.database.rows<{ event: string; shipment_id: number; payload: TraceReport }>(
      sql`select event, shipment_id, payload from ${r} where id = ${id}`,
    );
    return row ?? null;
  }
}
