import { z } from 'zod';
import { idListField, intField, pagingFields, textField } from './fields.js';

/** Goods states: on sale (上架) or taken off the shelves (下架). */
export const GOODS_STATES = ['on_sale', 'off_sale'] as const;
export const GOODS_STATE_NAMES: Record<(typeof GOODS_STATES)[number], string> = { on_sale: '已上架', off_sale: '已下架' };
/** Zone flags an operator filters by. */
export const GOODS_ZONES = { yx: '优选', zy: '中药', kx: '控销', free_shipping: '免邮', welfare: '福利' } as const;

/** GET /admin/api/goods: the console's goods list over the whole catalogue, every state. */
export const adminGoodsQuery = z.object({
  /** Name, generic name or manufacturer (part), or an approval number / barcode (start). */
  keyword: textField('关键词', { max: 50 }).optional(),
  category_id: intField('分类', { min: 1, max: 2147483647 }).optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  status: z.enum([...GOODS_STATES, 'all'], { error: '商品状态不正确' }).default('all'),
  /** in: some stock; out: none; low: below one case. */
  stock: z.enum(['in', 'out', 'low'], { error: '库存筛选不正确' }).optional(),
  near_expiry: z.enum(['0', '1'], { error: '近效期筛选不正确' }).optional(),
  zone: z.enum(Object.keys(GOODS_ZONES) as [keyof typeof GOODS_ZONES, ...Array<keyof typeof GOODS_ZONES>], { error: '专区不正确' }).optional(),
  sort: z.enum(['id', 'sales', 'price', 'stock', 'expiry', 'updated'], { error: '排序方式不正确' }).default('id'),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
  ...pagingFields(),
});
export type AdminGoodsQuery = z.infer<typeof adminGoodsQuery>;

export const adminGoodsRow = z.object({
  id: z.number(),
  name: z.string(),
  generic_name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  barcode: z.string(),
  category: z.string(),
  shop: z.string(),
  base_price: z.number(),
  retail_price: z.number(),
  stock: z.number(),
  case_pack: z.number(),
  expiry_date: z.string(),
  near_expiry: z.boolean(),
  status: z.enum(GOODS_STATES),
  zones: z.array(z.string()),
  sales: z.number(),
  updated_at: z.string(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRow>;
export const adminGoodsPage = z.object({ list: z.array(adminGoodsRow), total: z.number(), page: z.number(), page_size: z.number() });

/** POST /admin/api/goods/status: put goods on or off the shelves (one or many). */
export const goodsStatusBody = z.object({
  ids: idListField('商品', 200),
  status: z.enum(GOODS_STATES, { error: '商品状态不正确' }),
});
export const goodsStatusResult = z.object({ changed: z.number() });
