import { z } from 'zod';
import { textField } from './fields.js';
import { adminGoodsQuery } from './catalog-admin.js';

/**
 * Bulk goods files (console, catalog area). `goods`: every pharma field, a row with 商品ID updates that goods and a row
 * without creates one; `stock`: batch and stock of one warehouse per row; `prices`: supply and retail price and the
 * ladder. Every row is checked by the goods form's own schema (goodsFormBody) and the server's reference checks.
 */
export const GOODS_IMPORT_KINDS = ['goods', 'stock', 'prices'] as const;
export type GoodsImportKind = (typeof GOODS_IMPORT_KINDS)[number];
export const GOODS_IMPORT_KIND_NAMES: Record<GoodsImportKind, string> = { goods: '商品资料', stock: '库存与批号', prices: '价格' };

/** A column of an import file: its title in the header row, the form field it fills, and an example value. */
export interface ImportColumn {
  title: string;
  /** goodsFormBody's key; `id` is the goods to update, `ck` the warehouse (ID or name) whose stock `stock` sets. */
  key: string;
  required: boolean;
  example: string;
  width: number;
}

const col = (title: string, key: string, required: boolean, example: string, width = 14): ImportColumn => ({ title, key, required, example, width });

export const GOODS_IMPORT_COLUMNS: Record<GoodsImportKind, ImportColumn[]> = {
  goods: [
    col('商品ID（留空为新增）', 'id', false, '', 18),
    col('店铺', 'shop_id', true, '华康医药', 16),
    col('分类', 'category_id', true, '青霉素类', 16),
    col('通用名', 'generic_name', true, '阿莫西林胶囊', 18),
    col('商品名', 'trade_name', false, '阿莫仙'),
    col('商品名称', 'name', true, '阿莫仙 阿莫西林胶囊', 24),
    col('规格', 'spec', true, '0.25g*24粒/盒', 16),
    col('剂型', 'dosage_form', true, '胶囊剂', 10),
    col('包装单位', 'unit', true, '盒', 10),
    col('生产厂家', 'manufacturer', true, '珠海联邦制药股份有限公司', 28),
    col('批准文号', 'approval_no', true, '国药准字H44021351', 20),
    col('条码', 'barcode', false, '6901234567892', 16),
    col('医保编码', 'yb_code', false, 'XA02BCA187A001010100462', 26),
    col('处方分类', 'classification', true, '处方药', 10),
    col('经营范围', 'scope_code', true, '抗生素制剂', 14),
    col('品牌', 'brand_id', false, ''),
    col('中包装', 'middle_pack', false, '10', 8),
    col('件装', 'case_pack', false, '200', 8),
    col('起订量', 'min_order', false, '1', 8),
    col('批号', 'batch_no', true, '250301', 12),
    col('生产日期', 'production_date', true, '2025-03-01', 12),
    col('有效期至', 'expiry_date', true, '2027-02-28', 12),
    col('供货价（元）', 'base_price', true, '12.50', 12),
    col('建议零售价（元）', 'retail_price', true, '18.00', 14),
    col('阶梯价', 'ladders', false, '50:12.00;200:11.50', 20),
    col('仓库', 'ck', false, '武汉东西湖仓', 14),
    col('库存', 'stock', false, '500', 10),
    col('标签', 'tags', false, '', 12),
    col('优选', 'is_yx', false, '否', 6),
    col('中药', 'is_zy', false, '否', 6),
    col('控销', 'is_kx', false, '否', 6),
    col('免邮', 'is_free_shipping', false, '否', 6),
    col('福利', 'is_welfare', false, '否', 6),
    col('状态', 'status', false, '下架', 8),
  ],
  stock: [
    col('商品ID', 'id', true, '1', 10),
    col('仓库', 'ck', true, '武汉东西湖仓', 16),
    col('库存', 'stock', true, '500', 10),
    col('批号', 'batch_no', false, '250301', 12),
    col('生产日期', 'production_date', false, '2025-03-01', 12),
    col('有效期至', 'expiry_date', false, '2027-02-28', 12),
  ],
  prices: [
    col('商品ID', 'id', true, '1', 10),
    col('供货价（元）', 'base_price', true, '12.50', 12),
    col('建议零售价（元）', 'retail_price', false, '18.00', 14),
    col('阶梯价', 'ladders', false, '50:12.00;200:11.50', 20),
  ],
};

/** At most this many data rows per file (and the file itself at most 5 MB, its unpacked sheets at most 60 MB). */
export const GOODS_IMPORT_MAX_ROWS = 20_000;
export const GOODS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Exports stop at this many goods: narrow the filters for more. */
export const GOODS_EXPORT_MAX_ROWS = 50_000;

export const GOODS_IMPORT_STATES = ['checked', 'queued', 'running', 'done', 'cancelled'] as const;
export const GOODS_IMPORT_STATE_NAMES: Record<(typeof GOODS_IMPORT_STATES)[number], string> = {
  checked: '已校验，待导入',
  queued: '排队中',
  running: '导入中',
  done: '已完成',
  cancelled: '已取消',
};

/** POST /admin/api/goods/imports (multipart: kind, file): reads and checks every row, writes nothing to the goods. */
export const goodsImportKindField = z.object({
  kind: z.enum(GOODS_IMPORT_KINDS, { error: '导入类型不正确' }),
});
export const goodsImportIdParam = z.object({ id: z.uuid({ error: '导入记录不存在' }) });

export const goodsImportError = z.object({
  /** The row number as Excel shows it (the header is row 1). */
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type GoodsImportError = z.infer<typeof goodsImportError>;

export const goodsImportView = z.object({
  id: z.string(),
  kind: z.enum(GOODS_IMPORT_KINDS),
  file_name: z.string(),
  state: z.enum(GOODS_IMPORT_STATES),
  total_rows: z.number(),
  valid_rows: z.number(),
  error_rows: z.number(),
  /** Rows written so far by the import job, and of them created / updated; rows refused while importing. */
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  /** The first 200 row errors (the Excel report has them all). */
  errors: z.array(goodsImportError),
  operator: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type GoodsImportView = z.infer<typeof goodsImportView>;

export const goodsImportRow = goodsImportView.omit({ errors: true });
export type GoodsImportRow = z.infer<typeof goodsImportRow>;
export const goodsImportList = z.array(goodsImportRow);

/** GET /admin/api/goods/export: the goods list's filters without paging (the file is in the goods import's columns). */
export const goodsExportQuery = adminGoodsQuery.omit({ page: true, page_size: true }).extend({
  name: textField('文件名', { max: 40 }).optional(),
});
export type GoodsExportQuery = z.infer<typeof goodsExportQuery>;
