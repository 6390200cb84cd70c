import { z } from 'zod';
import { intField, pagingFields, textField } from './fields.js';

export { INSERT_FIELDS, type InsertField } from './insert-fields.js';

export const packageInsert = z.object({
  ingredients: z.string(),
  character: z.string(),
  indications: z.string(),
  dosage: z.string(),
  adverse_reactions: z.string(),
  contraindications: z.string(),
  precautions: z.string(),
  interactions: z.string(),
  storage: z.string(),
  shelf_life: z.string(),
});
export type PackageInsert = z.infer<typeof packageInsert>;

/** GET /api/goods/insert?goods_id=: the goods' 说明书 (null when none has been entered: the tab says so). */
export const goodsInsertQuery = z.object({ goods_id: intField('商品', { min: 1, max: 2147483647 }) });
export const goodsInsertView = z.object({
  goods_id: z.number(),
  name: z.string(),
  generic_name: z.string(),
  spec: z.string(),
  approval_no: z.string(),
  manufacturer: z.string(),
  insert: packageInsert.nullable(),
  updated_at: z.string().nullable(),
});
export type GoodsInsertView = z.infer<typeof goodsInsertView>;

const long = (label: string, min = 0) => textField(label, { min, max: 3000 });
/** PUT /admin/api/goods/{id}/insert: 适应症 and 用法用量 are required, the rest as the insert has them. */
export const packageInsertBody = z.object({
  ingredients: long('成份').default(''),
  character: long('性状').default(''),
  indications: long('适应症', 1),
  dosage: long('用法用量', 1),
  adverse_reactions: long('不良反应').default(''),
  contraindications: long('禁忌').default(''),
  precautions: long('注意事项').default(''),
  interactions: long('药物相互作用').default(''),
  storage: textField('贮藏', { max: 200 }).default(''),
  shelf_life: textField('有效期', { max: 50 }).default(''),
});
export const goodsIdParam = z.object({ id: intField('商品', { min: 1, max: 2147483647 }) });

/** One batch's inspection report: `url` shows it (a drawn report, or the scan an operator attached). */
export const qualityReportView = z.object({
  id: z.number(),
  goods_id: z.number(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  batch_no: z.string(),
  report_no: z.string(),
  inspector: z.string(),
  inspected_on: z.string(),
  conclusion: z.string(),
  url: z.string(),
  mime: z.string(),
});
export type QualityReportView = z.infer<typeof qualityReportView>;

/** GET /api/goods/reports: by goods (the detail tab) or by name and batch (the header's 质检报告查询). */
export const qualityReportsQuery = z
  .object({
    goods_id: intField('商品', { min: 1, max: 2147483647 }).optional(),
    keyword: textField('商品名称', { max: 50 }).optional(),
    batch: textField('批号', { max: 40 }).optional(),
    ...pagingFields({ maxPage: 1000, maxSize: 50, size: 10 }),
  })
  .refine((q) => q.goods_id !== undefined || Boolean(q.keyword) || Boolean(q.batch), { path: ['keyword'], error: '请输入商品名称或批号' });
export const qualityReportPage = z.object({ list: z.array(qualityReportView), total: z.number(), page: z.number(), page_size: z.number() });

/** POST /admin/api/goods/{id}/reports (multipart: these fields, then an optional `file` — JPG/PNG/WebP/PDF ≤5MB). */
export const qualityReportBody = z.object({
  batch_no: z
    .string({ error: '请填写批号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: '批号只能包含字母、数字和连字符' }),
  report_no: textField('报告编号', { max: 40 }).default(''),
  inspector: textField('检验单位', { min: 2, max: 60 }),
  inspected_on: z.string({ error: '请填写检验日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '检验日期格式不正确' }),
  conclusion: textField('检验结论', { min: 2, max: 200 }),
});
export type QualityReportBody = z.infer<typeof qualityReportBody>;
export type QualityReportPage = z.infer<typeof qualityReportPage>;
