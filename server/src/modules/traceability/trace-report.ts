import { certificateNumberFormatError, chinaFormat, readTraceCode, type TraceCodeKind } from '@yaocai/contract';

/**
 * The report of a parcel's 药品追溯码 to the national platforms (国家药品追溯协同服务平台, the 医保信息平台's 追溯码
 * collection): a versioned JSON document, documented field by field in docs/trace-report-format.md. Built here, from
 * facts read in the ship transaction, and kept in the outbox (`trace_reports.payload`) exactly as it is sent.
 */
export const TRACE_REPORT_FORMAT = 'yaocai.trace-report';
export const TRACE_REPORT_VERSION = 1;

/** 出库: the seller's shipment. 入库验收: the buyer's receipt (reserved in the format; not reported yet). */
export type TraceReportEvent = '出库' | '入库验收';

export interface TraceReportLine {
  /** The 药品标识码 (7 digits of a 码上放心 code) or the GTIN-14 of a GS1 code; '' for other makers' codes. */
  product_code: string;
  product_code_kind: TraceCodeKind;
  approval_no: string;
  name: string;
  spec: string;
  manufacturer: string;
  /** 医保编码 (国家医保药品编码, 23 characters); '' when the goods has none. */
  yb_code: string;
  batch_no: string;
  /** YYYY-MM-DD */
  expiry_date: string;
  /** Boxes: the number of `codes`. */
  quantity: number;
  /** Each box's 小码 (cartons are expanded to the boxes packed in them). */
  codes: string[];
}

export interface TraceReport {
  format: typeof TRACE_REPORT_FORMAT;
  version: typeof TRACE_REPORT_VERSION;
  /** `shipment:<id>:<event>`: the receiver keeps the first report of a key and answers a repeat as it did then. */
  idempotency_key: string;
  event: TraceReportEvent;
  /** When it happened, ISO 8601 in China time (`2026-12-07T16:30:00+08:00`). */
  event_time: string;
  reporter: { shop_id: number; name: string; credit_code: string | null; licence_no: string };
  counterpart: { member_id: number; company: string; credit_code: string | null };
  document: { order_no: string; shipment_id: number; carrier: string; tracking_no: string };
  lines: TraceReportLine[];
}

/** The platform's answer: how many codes it took, and each it refused with its reason (kept, not sent again). */
export interface TraceReportAnswer {
  accepted: number;
  rejected: Array<{ code: string; reason: string }>;
}

/**
 * The port towards a national platform. An adapter sends one report and answers; it throws when the platform could not
 * be reached or did not answer (the job queue retries with backoff). No adapter ships with the product: without one
 * (services' `traceSink` null) reports stay pending in the outbox and the console lists them for a manual upload.
 */
export interface TraceReportSink {
  send(report: TraceReport): Promise<TraceReportAnswer>;
}

/** What the ship transaction reads for a report: the parcel, both parties and its lines with their boxes. */
export interface TraceReportFacts {
  shipmentId: number;
  orderNo: string;
  carrier: string;
  trackingNo: string;
  shippedAt: string | Date;
  shop: { id: number; name: string; licenceNo: string; businessLicenceNo: string };
  buyer: { id: number; company: string; businessLicenceNo: string | null };
  lines: Array<{
    name: string;
    spec: string;
    manufacturer: string;
    approvalNo: string;
    ybCode: string;
    batchNo: string;
    expiryDate: string;
    codes: string[];
  }>;
}

/** A 统一社会信用代码 when the number is one (older 营业执照 numbers are not), else null. */
const creditCode = (n: string | null): string | null => {
  const v = (n ?? '').trim().toUpperCase();
  return v !== '' && certificateNumberFormatError('business_licence', '', v) === '' ? v : null;
};

/** The shipment's report (event 出库). Pure: the same facts give the same document. */
export function buildShipmentReport(f: TraceReportFacts): TraceReport {
  const event: TraceReportEvent = '出库';
  return {
    format: TRACE_REPORT_FORMAT,
    version: TRACE_REPORT_VERSION,
    idempotency_key: `shipment:${f.shipmentId}:${event}`,
    event,
    event_time: chinaFormat(f.shippedAt, 'YYYY-MM-DDTHH:mm:ss+08:00'),
    reporter: { shop_id: f.shop.id, name: f.shop.name, credit_code: creditCode(f.shop.businessLicenceNo), licence_no: f.shop.licenceNo },
    counterpart: { member_id: f.buyer.id, company: f.buyer.company, credit_code: creditCode(f.buyer.businessLicenceNo) },
    document: { order_no: f.orderNo, shipment_id: f.shipmentId, carrier: f.carrier, tracking_no: f.trackingNo },
    lines: f.lines
      .filter((l) => l.codes.length > 0)
      .map((l) => {
        const read = readTraceCode(l.codes[0]);
        const first = read.ok ? read.value : { kind: 'other' as const, product: '' };
        return {
          product_code: first.product,
          product_code_kind: first.kind,
          approval_no: l.approvalNo,
          name: l.name,
          spec: l.spec,
          manufacturer: l.manufacturer,
          yb_code: l.ybCode,
          batch_no: l.batchNo,
          expiry_date: l.expiryDate,
          quantity: l.codes.length,
          codes: l.codes,
        };
      }),
  };
}
