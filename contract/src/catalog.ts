import { z } from 'zod';
import { intField, textField, pagingFields } from './fields.js';
import { kxGroupUrl } from './kx-groups.js';
import { CLASSIFICATIONS } from './classification.js';

const flag = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.enum(['0', '1'], { error: `${label}只能是0或1` }).optional());

export const SORTS = ['default', 'sales', 'price', 'new'] as const;

/** Filters shared by lists, zones and search results. */
export const goodsFilters = {
  ...pagingFields({ maxPage: 10000 }),
  select: intField('分类', { min: 1 }).optional(),
  shop_id: intField('商家', { min: 1 }).optional(),
  brand_id: intField('品牌', { min: 1 }).optional(),
  sccj: textField('生产厂家', { max: 100 }).optional(),
  jx: textField('剂型', { max: 30 }).optional(),
  classification: z.enum(CLASSIFICATIONS, { error: '处方分类不正确' }).optional(),
  yx: flag('优选'),
  zy: flag('中药'),
  kx: flag('控销'),
  /** One 控销 group's goods (/kxzq/goods/{url}). */
  kx_group: kxGroupUrl.optional(),
  welfare: flag('福利'),
  free_shipping: flag('包邮'),
  in_stock: flag('有货'),
  near_expiry: flag('近效期'),
  sort: z.enum(SORTS, { error: '排序方式不正确' }).default('default'),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).optional(),
};
export const goodsListQuery = z.object(goodsFilters);
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsTag = z.object({ name: z.string(), describe: z.string(), is_show: z.number(), color: z.string() });
export const ladderPrice = z.object({ number: z.number(), price: z.number().nullable() });

/** Spec §3 Goods (prices in fen; null with `price_tip` when the viewer may not see prices). */
export const goodsCard = z.object({
  id: z.number(),
  name: z.string(),
  generic_name: z.string(),
  trade_name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  jx: z.string(),
  approval_no: z.string(),
  classification: z.enum(CLASSIFICATIONS),
  base_price: z.number().nullable(),
  retail_price: z.number().nullable(),
  price_tip: z.string(),
  is_buy: z.number(),
  number: z.number(),
  ck_id: z.number(),
  is_youx: z.number(),
  is_kx: z.number(),
  type: z.number(),
  is_free_shipping: z.number(),
  free_shipping_number: z.number(),
  ladder_price: z.array(ladderPrice),
  tags: z.array(goodsTag),
  goods_image: z.array(z.string()),
  middle_pack: z.number(),
  min_order: z.number(),
  expiry_date: z.string(),
  near_expiry: z.number(),
  sales: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const goodsPage = z.object({
  list: z.array(goodsCard),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Search only: more goods match than `total` (counted up to 1,000); shown as "1000+". */
  total_capped: z.boolean().optional(),
});
export type GoodsPage = z.infer<typeof goodsPage>;

export const goodsDetail = goodsCard.extend({
  batch_no: z.string(),
  production_date: z.string(),
  case_pack: z.number(),
  barcode: z.string(),
  /** 医保编码 (国家医保药品分类与代码); '' when the goods has none. */
  yb_code: z.string(),
  /** 冷链 (2–8℃): stored and shipped cold, its parcels carry a temperature record. */
  cold_chain: z.boolean(),
  dosage_form: z.string(),
  scope: z.object({ code: z.string(), name: z.string() }),
  stocks: z.array(z.object({ ck_id: z.number(), name: z.string(), number: z.number() })),
  category_path: z.array(z.object({ id: z.number(), name: z.string() })),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  shop_info: z.object({
    id: z.number(),
    name: z.string(),
    logo: z.string(),
    province: z.string(),
    city: z.string(),
    shipping_amount: z.number(),
    shipping_fee: z.number(),
    min_order_amount: z.number(),
    licence_no: z.string(),
    gsp_cert_no: z.string(),
  }),
  can_buy: z.number(),
  buy_tip: z.string(),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const detailQuery = z.object({
  goods_price_id: intField('价格', { min: 1 }).optional(),
  ladder_price_id: intField('阶梯价', { min: 1 }).optional(),
  goods_manjian_id: intField('满减活动', { min: 1 }).optional(),
  miaosha_goods_id: intField('秒杀活动', { min: 1 }).optional(),
  is_yj: intField('议价', { min: 0, max: 1 }).optional(),
});
export const idParam = z.object({ id: intField('商品', { min: 1, max: 2147483647 }) });

/** Spec §3 Search result: goods suggestions (name, ypgg list, image) and ads (name, url), plus the result page. */
export const searchQuery = z.object({
  keywords: z.string({ error: '请输入搜索关键词' }).max(2000, { error: '搜索关键词过长' }).default(''),
  // Spec §9: 0 drug, 1 manufacturer, any other value a merchant search.
  type: intField('搜索类型', { min: 0 }).default(0),
  ...goodsFilters,
});
export const searchSuggestion = z.object({ name: z.string(), ypgg: z.array(z.string()), image: z.string(), id: z.number() });
export const searchResult = z.object({
  goods: z.array(searchSuggestion),
  ads: z.array(z.object({ name: z.string(), url: z.string() })),
  data: goodsPage,
  keywords: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** GET /api/goods/recent_stat?id: sales and how the same drug is offered across merchants (prices per the viewer). */
export const recentStat = z.object({
  sales: z.number(),
  stock: z.number(),
  offers: z.number(),
  shops: z.number(),
  offers_in_stock: z.number(),
  market_sales: z.number(),
  lowest_price: z.number().nullable(),
  price_tip: z.string(),
});
export type RecentStat = z.infer<typeof recentStat>;

/** One offer on the detail page (GET /api/goods/activities): its `type` says which fields it carries. */
export const goodsActivity = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('miaosha'),
    /** 限时秒杀, or 近效期特价: a near-expiry batch priced down (its batch and 有效期至 named). */
    name: z.string(),
    batch_no: z.string().nullable(),
    expiry_date: z.string().nullable(),
    miaosha_goods_id: z.number(),
    price: z.number().nullable(),
    remaining: z.number(),
    per_member_limit: z.number(),
    start_time: z.number(),
    end_time: z.number(),
    status: z.number(),
  }),
  z.object({ type: z.literal('special'), name: z.string(), price: z.number().nullable(), day: z.string() }),
  z.object({
    type: z.literal('manjian'),
    name: z.string(),
    describe: z.string(),
    tiers: z.array(z.object({ threshold: z.number(), reduction: z.number() })),
  }),
  z.object({ type: z.literal('gift'), name: z.string(), describe: z.string() }),
  z.object({
    type: z.literal('combination'),
    name: z.string(),
    combination_id: z.number(),
    describe: z.string(),
    price: z.number().nullable(),
    original_price: z.number().nullable(),
    save: z.string().nullable(),
    items: z.array(z.object({ goods_id: z.number(), name: z.string(), number: z.number() })),
  }),
  z.object({ type: z.literal('tag'), name: z.string(), describe: z.string() }),
]);
export type GoodsActivity = z.infer<typeof goodsActivity>;
export const goodsActivities = z.object({ timestamp: z.number(), price_tip: z.string(), list: z.array(goodsActivity) });
export type GoodsActivities = z.infer<typeof goodsActivities>;

/** GET /api/goods/facets: the filter bar's makers (sccj) and dosage forms (jx) for the filtered set. */
export const goodsFacets = z.object({ sccj: z.array(z.string()), jx: z.array(z.string()) });
