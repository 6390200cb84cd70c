import { z } from 'zod';
import { idListField, intField, pagingFields, textField, ybCodeField } from './fields.js';
import { CLASSIFICATIONS } from './classification.js';
import { dateField } from './member-fields.js';
import { yuanField } from './payments.js';

/** Goods states: on sale (上架) or taken off the shelves (下架). */
export const GOODS_STATES = ['on_sale', 'off_sale'] as const;
export const GOODS_STATE_NAMES: Record<(typeof GOODS_STATES)[number], string> = { on_sale: '已上架', off_sale: '已下架' };
/** Zone flags an operator filters by. */
export const GOODS_ZONES = { yx: '优选', zy: '中药', kx: '控销', free_shipping: '免邮', welfare: '福利' } as const;

/** GET /admin/api/goods: the console's goods list over the whole catalogue, every state. */
export const adminGoodsQuery = z.object({
  /** Name, generic name, maker or pinyin (through the search index), or an approval number / barcode / 医保编码 (start). */
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
  /** Units of one line that ship free (免邮 goods; 0 otherwise). */
  free_shipping_number: z.number(),
  sales: z.number(),
  updated_at: z.string(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRow>;
/** `capped`: more goods match than `total` (the count stops 1,000 goods past the page; the console shows "1,000+"). */
export const adminGoodsPage = z.object({
  list: z.array(adminGoodsRow),
  total: z.number(),
  capped: z.boolean(),
  page: z.number(),
  page_size: z.number(),
});

/** POST /admin/api/goods/status: put goods on or off the shelves (one or many). */
export const goodsStatusBody = z.object({
  ids: idListField('商品', 200),
  status: z.enum(GOODS_STATES, { error: '商品状态不正确' }),
});
export const goodsStatusResult = z.object({ changed: z.number() });

export type GoodsZone = keyof typeof GOODS_ZONES;
/** The storefront page of each zone (where the console links to see it as buyers do). */
export const GOODS_ZONE_PAGES: Record<GoodsZone, string> = { yx: '/yx', zy: '/zyyp', kx: '/kxzq', free_shipping: '/myzq', welfare: '/welfare' };

/** POST /admin/api/goods/zone: put goods into a zone or take them out; 免邮 needs the quantity that ships free. */
export const goodsZoneBody = z
  .object({
    ids: idListField('商品', 200),
    zone: z.enum(Object.keys(GOODS_ZONES) as [GoodsZone, ...GoodsZone[]], { error: '专区不正确' }),
    member: z.enum(['in', 'out'], { error: '请选择加入或移出专区' }),
    free_shipping_number: z.preprocess((v) => (v === '' ? undefined : v), intField('免邮起购数量', { min: 1, max: 100000 }).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.zone === 'free_shipping' && b.member === 'in' && b.free_shipping_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['free_shipping_number'], message: '请填写免邮起购数量' });
    }
  });
export type GoodsZoneBody = z.infer<typeof goodsZoneBody>;

/** At most this many images per goods (the first is the main image) and ladder tiers per goods. */
export const GOODS_IMAGE_MAX = 8;
export const GOODS_LADDER_MAX = 5;
/** Goods images the console uploads: JPG, PNG or WebP told by their bytes, at most 2 MB. */
export const GOODS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** `x[]=a&x[]=b`, `x=a,b` and a single `x=a` all mean a list of strings; absent means none. */
function stringList<T extends z.ZodTypeAny>(item: T, label: string, max: number) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(item, { error: `${label}格式不正确` }).max(max, { error: `${label}最多${max}个` }),
  );
}

const optionalText = (label: string, max: number) => textField(label, { max }).default('');
const zoneFlag = (label: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? '0' : String(v)), z.enum(['0', '1'], { error: `${label}只能是0或1` }));

/**
 * POST /admin/api/goods and PUT /admin/api/goods/:id: every pharma field of a goods, its current batch with stock per
 * warehouse of its shop, prices (yuan, two decimals at most), ladder tiers, tags, zone flags and images (uploaded
 * first, by id; the first is the main image). The server checks what a schema cannot: the shop's warehouses, a leaf
 * category, the scope, tags and images exist, tiers rise in quantity and fall in price below the base price, and a
 * class that may never be sold online is refused with its reason.
 */
export const goodsFormBody = z
  .object({
    shop_id: intField('店铺', { min: 1 }),
    category_id: intField('分类', { min: 1 }),
    brand_id: intField('品牌', { min: 0 }).default(0),
    generic_name: textField('通用名', { min: 1, max: 50 }),
    trade_name: optionalText('商品名', 50),
    name: textField('商品名称', { min: 1, max: 100 }),
    spec: textField('规格', { min: 1, max: 50 }),
    dosage_form: textField('剂型', { min: 1, max: 20 }),
    unit: textField('包装单位', { min: 1, max: 10 }),
    manufacturer: textField('生产厂家', { min: 1, max: 100 }),
    approval_no: textField('批准文号', { min: 1, max: 50 }),
    barcode: optionalText('条码', 14).refine((v) => v === '' || /^\d{8,14}$/.test(v), { error: '条码应为8到14位数字' }),
    /** 医保编码 (国家医保药品分类与代码); '' for none. */
    yb_code: ybCodeField().default(''),
    classification: z.enum(CLASSIFICATIONS, { error: '请选择处方分类' }),
    scope_code: textField('经营范围', { min: 1, max: 40 }),
    middle_pack: intField('中包装', { min: 1, max: 100000 }).default(1),
    case_pack: intField('件装', { min: 1, max: 1000000 }).default(1),
    min_order: intField('起订量', { min: 1, max: 100000 }).default(1),
    batch_no: textField('批号', { min: 1, max: 40 }),
    production_date: dateField('生产日期'),
    expiry_date: dateField('有效期至'),
    base_price: yuanField('供货价').refine((v) => v > 0, { error: '供货价必须大于0' }),
    retail_price: yuanField('建议零售价'),
    ladders: z
      .array(z.object({ number: intField('阶梯数量', { min: 2, max: 1000000 }), price: yuanField('阶梯价') }), { error: '阶梯价格式不正确' })
      .max(GOODS_LADDER_MAX, { error: `阶梯价最多${GOODS_LADDER_MAX}档` })
      .default([]),
    stocks: z
      .array(z.object({ ck_id: intField('仓库', { min: 1 }), number: intField('库存', { min: 0, max: 100000000 }) }), { error: '库存格式不正确' })
      .max(50, { error: '仓库最多50个' })
      .default([]),
    tags: stringList(textField('标签', { min: 1, max: 40 }), '标签', 10),
    images: stringList(z.string().regex(/^[0-9a-f-]{36}$/, { error: '商品图片不正确' }), '商品图片', GOODS_IMAGE_MAX),
    is_yx: zoneFlag('优选'),
    is_zy: zoneFlag('中药'),
    is_kx: zoneFlag('控销'),
    is_free_shipping: zoneFlag('免邮'),
    free_shipping_number: intField('免邮数量', { min: 0, max: 100000 }).default(0),
    is_welfare: zoneFlag('福利'),
    is_buy: z.preprocess((v) => (v === undefined || v === '' ? '1' : String(v)), z.enum(['0', '1'], { error: '可购买只能是0或1' })),
    /** 冷链 (2–8℃): its parcels carry a temperature record, due before the buyer can receive them. */
    cold_chain: zoneFlag('冷链'),
    status: z.enum(GOODS_STATES, { error: '商品状态不正确' }).default('off_sale'),
  })
  .superRefine((b, ctx) => {
    if (b.expiry_date <= b.production_date) ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: '有效期至必须晚于生产日期' });
    if (b.retail_price < b.base_price) ctx.addIssue({ code: 'custom', path: ['retail_price'], message: '建议零售价不能低于供货价' });
    let last = { number: 1, price: b.base_price };
    b.ladders.forEach((l, i) => {
      if (l.number <= last.number) ctx.addIssue({ code: 'custom', path: ['ladders', i, 'number'], message: '阶梯数量必须逐档递增' });
      else if (l.price >= last.price || l.price <= 0)
        ctx.addIssue({ code: 'custom', path: ['ladders', i, 'price'], message: '阶梯价必须大于0且逐档低于上一档（首档低于供货价）' });
      last = l;
    });
    const cks = b.stocks.map((s) => s.ck_id);
    if (new Set(cks).size !== cks.length) ctx.addIssue({ code: 'custom', path: ['stocks'], message: '同一仓库只能填写一次库存' });
    if (new Set(b.images).size !== b.images.length) ctx.addIssue({ code: 'custom', path: ['images'], message: '商品图片重复' });
  });
export type GoodsFormBody = z.infer<typeof goodsFormBody>;

/** A goods as the edit form shows it: the body's fields (prices in fen), plus what the form displays read-only. */
export const goodsEditView = z.object({
  id: z.number(),
  shop_id: z.number(),
  category_id: z.number(),
  brand_id: z.number(),
  generic_name: z.string(),
  trade_name: z.string(),
  name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  barcode: z.string(),
  yb_code: z.string(),
  classification: z.enum(CLASSIFICATIONS),
  scope_code: z.string(),
  middle_pack: z.number(),
  case_pack: z.number(),
  min_order: z.number(),
  batch_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  base_price: z.number(),
  retail_price: z.number(),
  ladders: z.array(z.object({ number: z.number(), price: z.number() })),
  stocks: z.array(z.object({ ck_id: z.number(), number: z.number() })),
  tags: z.array(z.string()),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  is_yx: z.boolean(),
  is_zy: z.boolean(),
  is_kx: z.boolean(),
  is_free_shipping: z.boolean(),
  free_shipping_number: z.number(),
  is_welfare: z.boolean(),
  is_buy: z.boolean(),
  cold_chain: z.boolean(),
  status: z.enum(GOODS_STATES),
  sales: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GoodsEditView = z.infer<typeof goodsEditView>;

/** What the goods form chooses from: leaf categories with their path, brands, shops with warehouses, scopes, tags. */
export const goodsFormOptions = z.object({
  categories: z.array(z.object({ id: z.number(), path: z.string() })),
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  shops: z.array(z.object({ id: z.number(), name: z.string(), warehouses: z.array(z.object({ id: z.number(), name: z.string() })) })),
  scopes: z.array(z.object({ code: z.string(), name: z.string() })),
  tags: z.array(z.object({ code: z.string(), name: z.string(), color: z.string() })),
});
export type GoodsFormOptions = z.infer<typeof goodsFormOptions>;

export const goodsImageView = z.object({ id: z.string(), url: z.string(), size: z.number() });
export type GoodsImageView = z.infer<typeof goodsImageView>;
