import { z } from 'zod';
import { intField, pagingFields, textField } from './fields.js';
import { dateField } from './member-fields.js';

/** A search covers at most this many days, and an export at most this many records. */
export const GSP_RANGE_MAX_DAYS = 366;
export const GSP_EXPORT_MAX_ROWS = 50_000;

/**
 * GET /admin/api/gsp/sales (and …/export): GSP 销售记录 — every line of every paid order, as copied when it was sold
 * (the records are order lines, never edited or deleted). Days are China days, both included; the last 30 days when
 * absent.
 */
export const gspSalesQuery = z.object({
  from: dateField('开始日期').optional(),
  to: dateField('结束日期').optional(),
  /** 通用名 / 商品名 (contains) or 批准文号 (start). */
  goods: textField('商品', { max: 50 }).optional(),
  batch_no: textField('批号', { max: 40 }).optional(),
  /** 购货单位 (contains) or its account name. */
  buyer: textField('购货单位', { max: 50 }).optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  ...pagingFields(),
});
export type GspSalesQuery = z.infer<typeof gspSalesQuery>;
export const gspSalesExportQuery = gspSalesQuery.omit({ page: true, page_size: true });

export const gspSaleRow = z.object({
  id: z.number(),
  /** The sale: the instant the order was paid (UTC ISO; shown in China time). */
  sold_at: z.string(),
  order_no: z.string(),
  buyer: z.string(),
  shop: z.string(),
  generic_name: z.string(),
  name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  batch_no: z.string(),
  expiry_date: z.string(),
  number: z.number(),
  price: z.number(),
  amount: z.number(),
});
export type GspSaleRow = z.infer<typeof gspSaleRow>;
export const gspSalesPage = z.object({
  list: z.array(gspSaleRow),
  total: z.number(),
  from: z.string(),
  to: z.string(),
  page: z.number(),
  page_size: z.number(),
});
