import { z } from 'zod';
import { intField, textField } from './fields.js';
import { goodsCard } from './catalog.js';
import { QUICK_ORDER_MAX_LINES } from './quick-order-sheet.js';

/** Quick order (/quickOrder): purchase lines pasted or uploaded, matched to goods, added to the cart at once. */

// Its limits and the template's columns: ./quick-order-sheet.ts (zod-free, for the apps).

export const quickOrderLine = z
  .object({
    name: textField('商品名称', { max: 60 }).default(''),
    code: textField('批准文号/条形码', { max: 40 }).default(''),
    spec: textField('规格', { max: 60 }).default(''),
    maker: textField('生产厂家', { max: 60 }).default(''),
    quantity: intField('数量', { min: 1, max: 100_000 }),
  })
  .refine((l) => l.name !== '' || l.code !== '', { path: ['name'], error: '请填写商品名称或批准文号/条形码' });
export type QuickOrderLine = z.infer<typeof quickOrderLine>;

export const quickOrderMatchBody = z.object({
  lines: z
    .array(quickOrderLine, { error: '请填写采购明细' })
    .min(1, { error: '请填写采购明细' })
    .max(QUICK_ORDER_MAX_LINES, { error: `一次最多${QUICK_ORDER_MAX_LINES}行` }),
});

export const QUICK_MATCH_STATUS = ['matched', 'ambiguous', 'not_found'] as const;
export type QuickMatchStatus = (typeof QUICK_MATCH_STATUS)[number];

/** Why a candidate was chosen: the code (approval number or barcode) or the name, maker and spec. */
export const quickOrderMatch = z.object({
  line: z.number(),
  input: z.object({ name: z.string(), code: z.string(), spec: z.string(), maker: z.string(), quantity: z.number() }),
  status: z.enum(QUICK_MATCH_STATUS),
  /** The candidate taken when the line is matched; null until the buyer picks one for an ambiguous line. */
  chosen: z.number().nullable(),
  candidates: z.array(goodsCard),
});
export type QuickOrderMatch = z.infer<typeof quickOrderMatch>;
export const quickOrderResult = z.object({
  lines: z.array(quickOrderMatch),
  matched: z.number(),
  ambiguous: z.number(),
  not_found: z.number(),
});
export type QuickOrderResult = z.infer<typeof quickOrderResult>;

/** POST /api/quick-order/parse: the sheet's rows as lines (matching is a second call, so the buyer may edit first). */
export const quickOrderSheet = z.object({
  lines: z.array(z.object({ name: z.string(), code: z.string(), spec: z.string(), maker: z.string(), quantity: z.number() })),
  skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type QuickOrderSheet = z.infer<typeof quickOrderSheet>;
