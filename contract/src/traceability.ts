import { z } from 'zod';
import { CONTROL_CHARS_RE, intField, pagingFields } from './fields.js';

/**
 * 药品追溯码 on the wire (issue 47): the codes captured when a parcel ships, the packing relation (大码 → 中码 → 小码),
 * a code's history, the electronic manifest of a shipment. The codes themselves are read by trace-codes.ts.
 */

/** At most this many codes (小码 after expanding cartons) in one shipment line, and lines in one packing import. */
export const TRACE_LINE_MAX_CODES = 5000;
export const TRACE_PACKING_MAX_LINES = 20000;

/** A GS1 code's FNC1, as a scanner types it: the one control character a code may carry. */
const GROUP_SEPARATOR = String.fromCharCode(29);

/** Codes as scanned, pasted or imported: one per line (or comma/semicolon/tab separated). */
export function traceCodesField(label: string, max: number) {
  return z
    .string({ error: `请填写${label}` })
    .max(max, { error: `${label}过长，请分批提交` })
    .refine((v) => !CONTROL_CHARS_RE.test(v.replaceAll(GROUP_SEPARATOR, '')), { error: `${label}含有不允许的控制字符` });
}

/** The 追溯码 of a shipment line: its boxes' 小码, or cartons' 大码/中码 whose 小码 the packing relation lists. */
export const shipLineCodes = traceCodesField('追溯码', TRACE_LINE_MAX_CODES * 60);

/** POST …/trace/packing: the packing relation, a line `父码,子码` each (a 大码 and its 中码, a 中码 and its 小码). */
export const tracePackingBody = z.object({ text: traceCodesField('包装关系', TRACE_PACKING_MAX_LINES * 130) });
/** The platform imports for a shop it names (its own 自营 stock, or on a merchant's behalf). */
export const tracePackingPlatformBody = tracePackingBody.extend({ shop_id: intField('店铺', { min: 1 }) });
export const tracePackingResult = z.object({ parents: z.number(), children: z.number() });

export const TRACE_LEVEL_TEXT: Record<number, string> = { 1: '小码', 2: '中码', 3: '大码' };

/** GET …/trace/code?code=: one code's history. */
export const traceCodeQuery = z.object({
  code: z.string({ error: '请填写追溯码' }).trim().min(1, { error: '请填写追溯码' }).max(120, { error: '追溯码过长' }),
});

export const traceCodeView = z.object({
  code: z.string(),
  kind: z.enum(['msfx', 'gs1', 'other']),
  level: z.number(),
  level_text: z.string(),
  /** The carton it was packed in, and how many codes it holds itself. */
  parent_code: z.string().nullable(),
  children: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  goods: z.object({ id: z.number(), name: z.string(), spec: z.string(), manufacturer: z.string(), approval_no: z.string() }).nullable(),
  batch_no: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** Where it went: null while it is only in the packing relation. */
  order: z.object({ id: z.number(), order_no: z.string(), buyer: z.string() }).nullable(),
  shipment: z.object({ id: z.number(), carrier: z.string(), tracking_no: z.string(), shipped_at: z.string() }).nullable(),
  received_at: z.string().nullable(),
});
export type TraceCodeView = z.infer<typeof traceCodeView>;

/** GET …/shipments/:id/trace_manifest?format=: the electronic manifest as a file (xlsx, csv) or JSON. */
export const traceManifestQuery = z.object({
  format: z.enum(['json', 'csv', 'xlsx'], { error: '格式只能是 json、csv 或 xlsx' }).default('json'),
});

export const traceManifest = z.object({
  shipment_id: z.number(),
  order_no: z.string(),
  seller: z.string(),
  buyer: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  shipped_at: z.string(),
  lines: z.array(
    z.object({
      order_item_id: z.number(),
      goods_id: z.number(),
      name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      approval_no: z.string(),
      /** 医保编码 as the line was placed (the goods' present one for a line placed before it had one); '' for none. */
      yb_code: z.string(),
      batch_no: z.string(),
      expiry_date: z.string(),
      number: z.number(),
      /** Each box's 小码 with the carton (大码 or 中码) it came in, if any. */
      codes: z.array(z.object({ code: z.string(), carton: z.string().nullable() })),
    }),
  ),
});
export type TraceManifest = z.infer<typeof traceManifest>;

/** 回流药 warnings: a code shipped a second time was refused; operators look at who tried. */
export const traceAlertView = z.object({
  id: z.number(),
  code: z.string(),
  shop_name: z.string(),
  order_no: z.string(),
  first_order_no: z.string(),
  created_at: z.string(),
});

/** POST /api/order/shipments/:id/trace_receipt: the codes the pharmacy scanned off the boxes it received. */
export const traceReceiptBody = z.object({ codes: traceCodesField('追溯码', TRACE_LINE_MAX_CODES * 60) });

/**
 * A parcel's receipt against its manifest: per line how many boxes were scanned, the boxes still missing, and what was
 * scanned that the parcel does not hold (another parcel's box, a code the platform does not know, not a code at all).
 */
export const traceReceiptView = z.object({
  expected: z.number(),
  received: z.number(),
  /** Boxes this scan added (0 when every code was scanned before). */
  added: z.number(),
  lines: z.array(
    z.object({
      order_item_id: z.number(),
      name: z.string(),
      spec: z.string(),
      batch_no: z.string(),
      number: z.number(),
      received: z.number(),
      missing: z.array(z.string()),
    }),
  ),
  extra: z.array(z.object({ code: z.string(), reason: z.string() })),
});
export type TraceReceiptView = z.infer<typeof traceReceiptView>;

/**
 * Reports to the national 药品追溯 platforms (docs/trace-report-format.md), kept in an outbox: 待上报 until sent (and
 * for good while no platform adapter is configured), 已上报 once the platform answered (codes it refused are listed),
 * 上报失败 while the last attempt did not reach it (the job queue tries again).
 */
export const TRACE_REPORT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TraceReportStatus = (typeof TRACE_REPORT_STATUSES)[number];
export const TRACE_REPORT_STATUS_NAMES: Record<TraceReportStatus, string> = { pending: '待上报', sent: '已上报', failed: '上报失败待重试' };

/** GET /admin/api/trace/reports: newest first, by status. */
export const traceReportsQuery = z.object({
  status: z.enum([...TRACE_REPORT_STATUSES, 'all'], { error: '上报状态不正确' }).default('all'),
  ...pagingFields(),
});
export type TraceReportsQuery = z.infer<typeof traceReportsQuery>;

export const traceReportRow = z.object({
  id: z.number(),
  shipment_id: z.number(),
  order_no: z.string(),
  shop_name: z.string(),
  /** 出库 (入库验收 reserved). */
  event: z.string(),
  status: z.enum(TRACE_REPORT_STATUSES),
  /** Boxes (小码) the report carries. */
  boxes: z.number(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  /** The platform's answer: codes taken, codes refused with the reason; null/[] until it answered. */
  accepted: z.number().nullable(),
  rejected: z.array(z.object({ code: z.string(), reason: z.string() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TraceReportRow = z.infer<typeof traceReportRow>;

export const traceReportPage = z.object({
  list: z.array(traceReportRow),
  total: z.number(),
  counts: z.record(z.enum(TRACE_REPORT_STATUSES), z.number()),
  /** Whether a platform adapter is configured: without one reports stay 待上报 (download each for a manual upload). */
  configured: z.boolean(),
  page: z.number(),
  page_size: z.number(),
});
export type TraceReportPage = z.infer<typeof traceReportPage>;
