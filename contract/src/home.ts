import { z } from 'zod';
import { goodsCard } from './catalog.js';
import { intField, pagingFields, textField } from './fields.js';

/** GET /api/index/spike: the current or next flash-sale session (times are 10-digit seconds, spec §9). */
export const spikeGoods = goodsCard.extend({
  miaosha_goods_id: z.number(),
  miaosha_price: z.number().nullable(),
  miaosha_stock: z.number(),
  miaosha_total: z.number(),
  per_member_limit: z.number(),
});
export const spikeData = z.object({
  timestamp: z.number(),
  session: z.object({ start_time: z.number(), end_time: z.number(), status: z.number() }).nullable(),
  goods: z.array(spikeGoods),
});
export type SpikeData = z.infer<typeof spikeData>;

/** GET /api/index_wntj/{page}: recommendation floors, one per top category. */
export const floorsData = z.object({
  page: z.number(),
  has_more: z.boolean(),
  floors: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      url: z.string(),
      children: z.array(z.object({ id: z.number(), name: z.string() })),
      goods: z.array(goodsCard),
    }),
  ),
});
export type FloorsData = z.infer<typeof floorsData>;

/** GET /api/activity/everyday_price: today's special prices. */
export const everydayPriceData = z.object({
  day: z.string(),
  list: z.array(goodsCard.extend({ special_price: z.number().nullable() })),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type EverydayPriceData = z.infer<typeof everydayPriceData>;

export const shopSummary = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  province: z.string(),
  city: z.string(),
  shipping_amount: z.number(),
  goods_count: z.number(),
  logo: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const brandSummary = z.object({ id: z.number(), name: z.string(), manufacturer: z.string(), goods_count: z.number() });
export type BrandSummary = z.infer<typeof brandSummary>;

/** GET /api/sjly-info?id: one merchant with its terms and licence numbers. */
export const shopInfo = shopSummary.omit({ goods_count: true }).extend({
  shipping_fee: z.number(),
  min_order_amount: z.number(),
  licence_no: z.string(),
  business_licence_no: z.string(),
  gsp_cert_no: z.string(),
  description: z.string(),
  /** 店铺公告 and 营业时间 as the merchant set them ('' when not). */
  notice: z.string(),
  business_hours: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfo>;

/** GET /api/focus/brand/{id}: one brand of the brand zone. */
export const brandDetail = brandSummary.extend({ description: z.string(), logo: z.string() });
export type BrandDetail = z.infer<typeof brandDetail>;

/** GET /api/post/syzl: merchants' first-camp documents (首营资料), ten to a page. */
export const firstCampQuery = z.object(pagingFields({ maxPage: 1000, maxSize: 50, size: 10 }));

/** /zhzq (组合购): a running package — its goods as the viewer would buy them, the package price and what it saves. */
export const combinationPackage = z.object({
  id: z.number(),
  name: z.string(),
  shop: z.object({ id: z.number(), name: z.string() }),
  /** Package price and the items' own prices added up (fen); null where the viewer may not see prices. */
  price: z.number().nullable(),
  original_price: z.number().nullable(),
  price_tip: z.string(),
  ends_at: z.string(),
  can_buy: z.boolean(),
  reason: z.string(),
  items: z.array(
    z.object({ goods_id: z.number(), name: z.string(), ypgg: z.string(), sccj: z.string(), image: z.string(), number: z.number(), bzdw: z.string() }),
  ),
});
export type CombinationPackage = z.infer<typeof combinationPackage>;

/** /video: videos by category; `src` streams with byte ranges. */
export const videoItem = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  src: z.string(),
  duration: z.number(),
  views: z.number(),
  created_at: z.string(),
});
export const videoList = z.object({ categories: z.array(z.string()), list: z.array(videoItem) });
export type VideoItem = z.infer<typeof videoItem>;
export type VideoList = z.infer<typeof videoList>;

/** POST /admin/api/videos (multipart: these fields, then `file`, WebM or MP4) and PUT /admin/api/videos/{id} (form). */
export const videoMetaBody = z.object({
  category: textField('视频分类', { min: 2, max: 20 }),
  title: textField('视频标题', { min: 2, max: 40 }),
  description: textField('视频简介', { max: 200 }).default(''),
  duration: intField('视频时长（秒）', { min: 0, max: 86400 }).default(0),
  sort: intField('排序', { min: 0, max: 9999 }).default(0),
  published: intField('发布状态', { min: 0, max: 1 }).default(1),
});
export type VideoMetaBody = z.infer<typeof videoMetaBody>;
export const videoIdParam = z.object({ id: intField('视频', { min: 1, max: 2147483647 }) });
export const adminVideo = videoItem.extend({ published: z.number(), sort: z.number(), mime: z.string(), uploaded: z.number() });
export type AdminVideo = z.infer<typeof adminVideo>;
