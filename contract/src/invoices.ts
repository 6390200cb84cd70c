import { z } from 'zod';
import { intField, pagingFields } from './fields.js';

export const invoiceLine = z.object({
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  number: z.number(),
  price: z.number(),
  amount: z.number(),
  tax_rate: z.number(),
  tax: z.number(),
  /** 批号 and 有效期至 of a drug line ('' on the freight line and on invoices issued before they were kept). */
  batch_no: z.string(),
  expiry_date: z.string(),
});

/** An e-invoice of a completed order (/dzfp). Amounts in fen; `amount` includes tax. */
export const invoiceView = z.object({
  id: z.number(),
  invoice_no: z.string(),
  check_code: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  type: z.number(),
  type_text: z.string(),
  title: z.string(),
  tax_no: z.string(),
  seller_name: z.string(),
  seller_tax_no: z.string(),
  /** The seller shop's 地址电话 and 开户行及账号, and the 开票人, as printed ('' when the shop has not set them). */
  seller_address_phone: z.string(),
  seller_bank_account: z.string(),
  drawer: z.string(),
  amount: z.number(),
  tax_amount: z.number(),
  status: z.number(),
  status_text: z.string(),
  issued_at: z.string(),
  lines: z.array(invoiceLine),
  pdf_url: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoiceListQuery = z.object({
  ...pagingFields(),
  /** One order's invoices only (the order detail's 电子发票). */
  order_id: intField('订单', { min: 1, max: 2147483647 }).optional(),
});

/** GET /api/invoice/query: anyone with the invoice number and its check code (发票查验). */
export const invoiceQuery = z.object({
  invoice_no: z
    .string({ error: '请填写发票号码' })
    .trim()
    .regex(/^\d{20}$/, { error: '发票号码为20位数字' }),
  check_code: z
    .string({ error: '请填写校验码' })
    .trim()
    .regex(/^\d{6,20}$/, { error: '校验码格式不正确' }),
});
export const invoiceQueryResult = invoiceView.omit({ check_code: true, pdf_url: true, order_id: true }).extend({ check_code_tail: z.string() });

/**
 * POST /admin/api/orders/{id}/invoices (orders area): issue the order's e-invoice again — the valid one is voided
 * (红冲) and a new one is issued in the same transaction over what is paid net of refunds now, with the header given
 * (a buyer's corrected title or tax number, or 专票 instead of 普票).
 */
export const invoiceReissueBody = z.object({
  type: z.coerce.number({ error: '请选择发票类型' }).refine((v) => v === 1 || v === 2, { error: '发票类型不正确' }),
  title: z.string({ error: '请填写发票抬头' }).trim().min(2, { error: '发票抬头至少2个字符' }).max(60, { error: '发票抬头最多60个字符' }),
  tax_no: z
    .string({ error: '请填写纳税人识别号' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{15,20}$/, { error: '纳税人识别号格式不正确' }),
  reason: z.string({ error: '请填写重开原因' }).trim().min(2, { error: '重开原因至少2个字符' }).max(100, { error: '重开原因最多100个字符' }),
});
export type InvoiceReissueBody = z.infer<typeof invoiceReissueBody>;
