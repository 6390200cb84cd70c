import { z } from 'zod';
import { createOperatorBody, MERCHANT_ROLES, operatorAccount, updateOperatorBody, type ConsoleRole } from './admin.js';
import { adminGoodsQuery, goodsEditView } from './catalog-admin.js';
import { adminOrdersQuery } from './orders.js';
import { adminConversationsQuery } from './chat.js';
import { adminFullReductionsQuery } from './promotions-admin.js';
import { adminCouponsQuery } from './coupons-admin.js';
import { adminCombinationsQuery, adminGiftRulesQuery } from './gifts-admin.js';
import { intField, pagingFields, textField } from './fields.js';
import { yuanField } from './payments.js';
import { idParamOf } from './member-fields.js';
import { paged } from './envelope.js';

/**
 * The merchant portal (issue "Merchant portal and settlement"): a merchant's staff run their own shop in the console,
 * under /admin/api/merchant. Every area is the shop's only; the server scopes each query by the account's shop.
 */
export const MERCHANT_AREAS = ['shop', 'staff', 'goods', 'promotions', 'orders', 'service', 'finance'] as const;
export type MerchantArea = (typeof MERCHANT_AREAS)[number];
export const MERCHANT_AREA_NAMES: Record<MerchantArea, string> = {
  shop: '店铺',
  staff: '员工',
  goods: '商品',
  promotions: '营销',
  orders: '订单',
  service: '客服',
  finance: '财务',
};

/** The 店铺管理员 runs everything; each other role its own area, and every role reads the shop's profile. */
const MERCHANT_WRITES: Record<(typeof MERCHANT_ROLES)[number], readonly MerchantArea[]> = {
  shop_admin: MERCHANT_AREAS,
  /** The shop's goods staff also run its promotions (prices and activities go together in a wholesaler). */
  shop_goods: ['goods', 'promotions'],
  shop_orders: ['orders'],
  shop_service: ['service'],
  shop_finance: ['finance'],
};
/** Beyond its own area: 财务 reads the orders its statements are made of; 客服 the goods and orders buyers ask about. */
const MERCHANT_EXTRA_READS: Partial<Record<(typeof MERCHANT_ROLES)[number], readonly MerchantArea[]>> = {
  shop_finance: ['orders'],
  shop_service: ['goods', 'orders'],
};

/** May `role` read (`write` false) or change (`write` true) what lives in its shop's `area`? Platform roles: never. */
export function merchantMay(role: ConsoleRole, area: MerchantArea, write: boolean): boolean {
  if (!(MERCHANT_ROLES as readonly string[]).includes(role)) return false;
  const r = role as (typeof MERCHANT_ROLES)[number];
  if (MERCHANT_WRITES[r].includes(area)) return true;
  if (write) return false;
  return area === 'shop' || (MERCHANT_EXTRA_READS[r]?.includes(area) ?? false);
}

/** GET /admin/api/merchant/shop: the shop the account works in, with the licences checked at onboarding. */
export const merchantShopView = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  province: z.string(),
  city: z.string(),
  licence_no: z.string(),
  licence_expires: z.string().nullable(),
  business_licence_no: z.string(),
  /** null: 长期 (a business licence without an end date). */
  business_licence_expires: z.string().nullable(),
  gsp_cert_no: z.string(),
  gsp_expires: z.string().nullable(),
  /** The terms and page the merchant sets (shop settings); amounts in fen. */
  min_order_amount: z.number(),
  shipping_fee: z.number(),
  shipping_amount: z.number(),
  delivery_provinces: z.array(z.string()),
  business_hours: z.string(),
  notice: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  /** 开票信息 printed on the shop's e-invoices. */
  invoicing: z.object({ address_phone: z.string(), bank_account: z.string(), drawer: z.string() }),
});
export type MerchantShopView = z.infer<typeof merchantShopView>;

/**
 * POST /admin/api/merchant/shop/invoicing: the seller details on the shop's e-invoices (the name and tax number are
 * the shop's licensed name and 统一社会信用代码, checked at onboarding). Applies to invoices issued from then on.
 */
export const shopInvoicingBody = z.object({
  address_phone: textField('地址、电话', { min: 6, max: 100 }),
  bank_account: textField('开户行及账号', { min: 6, max: 100 }),
  drawer: textField('开票人', { min: 2, max: 20 }),
});
export type ShopInvoicingBody = z.infer<typeof shopInvoicingBody>;

/** Provincial-level divisions by name, as the region picker (@vant/area-data) and the delivery addresses have them. */
export const PROVINCES = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '台湾省',
  '香港特别行政区',
  '澳门特别行政区',
] as const;

/** A shop picture: the address an upload answered with (/admin/api/merchant/goods/images); empty removes it. */
const shopImage = (label: string) =>
  z
    .string({ error: `${label}不正确` })
    .regex(/^(\/media\/goods-images\/[0-9a-f-]{36}\.(jpg|png|webp))?$/, { error: `${label}请上传JPG、PNG或WebP图片` })
    .default('');

/**
 * POST /admin/api/merchant/shop (店铺管理员): the shop's terms — 起订金额, 运费 and 包邮门槛 (yuan), the provinces it
 * delivers to (none: everywhere; checkout refuses an address elsewhere) — and its page: 营业时间, 公告, 简介, logo and
 * banner (uploaded images by address; empty removes).
 */
export const shopSettingsBody = z.object({
  min_order_amount: yuanField('起订金额'),
  shipping_fee: yuanField('运费'),
  shipping_amount: yuanField('包邮门槛'),
  delivery_provinces: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.enum(PROVINCES, { error: '配送区域不正确，请从列表中选择' }), { error: '配送区域格式不正确' }).max(PROVINCES.length),
  ),
  business_hours: textField('营业时间', { max: 50 }).default(''),
  notice: textField('店铺公告', { max: 200 }).default(''),
  description: textField('店铺简介', { max: 500 }).default(''),
  logo: shopImage('店铺logo'),
  banner: shopImage('店铺横幅'),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

const staffRole = z.enum(MERCHANT_ROLES, { error: '角色不正确' });
/** GET /admin/api/merchant/staff: the shop's accounts. */
export const merchantStaffList = z.array(operatorAccount);
/** POST /admin/api/merchant/staff: a new account of the shop — the platform's account form with a merchant role. */
export const createStaffBody = createOperatorBody.extend({ role: staffRole });
/** POST /admin/api/merchant/staff/{id}: name, role, enabled. */
export const updateStaffBody = updateOperatorBody.extend({ role: staffRole });

/**
 * Goods review: a merchant's new goods, and a change of what identifies a drug (批准文号, 规格, 生产厂家) on one of its
 * goods, wait for the platform's goods review before they are sold. Other fields (price, stock, batch, images…) apply
 * at once; a class that may never be sold online is refused at submission.
 */
export const GOODS_REVIEW_KINDS = ['create', 'change'] as const;
export type GoodsReviewKind = (typeof GOODS_REVIEW_KINDS)[number];
export const GOODS_REVIEW_KIND_NAMES: Record<GoodsReviewKind, string> = { create: '新品上架', change: '资料变更' };
export const GOODS_REVIEW_STATES = ['pending', 'approved', 'refused'] as const;
export type GoodsReviewState = (typeof GOODS_REVIEW_STATES)[number];
export const GOODS_REVIEW_STATE_NAMES: Record<GoodsReviewState, string> = { pending: '待审核', approved: '已通过', refused: '已驳回' };
/** The fields whose change on a goods on the marketplace goes to review, with their labels. */
export const GOODS_REVIEWED_FIELDS = { approval_no: '批准文号', spec: '规格', manufacturer: '生产厂家' } as const;
export type GoodsReviewedField = keyof typeof GOODS_REVIEWED_FIELDS;

/** GET /admin/api/goods-reviews (platform) and /admin/api/merchant/goods-reviews (the shop's own). */
export const goodsReviewQuery = z.object({
  state: z.enum([...GOODS_REVIEW_STATES, 'all'], { error: '审核状态不正确' }).default('all'),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  ...pagingFields(),
});
export type GoodsReviewQuery = z.infer<typeof goodsReviewQuery>;
export const merchantGoodsReviewQuery = goodsReviewQuery.omit({ shop_id: true });

export const goodsReviewView = z.object({
  id: z.number(),
  kind: z.enum(GOODS_REVIEW_KINDS),
  state: z.enum(GOODS_REVIEW_STATES),
  shop_id: z.number(),
  shop: z.string(),
  /** The goods (a new goods gets its id on approval). */
  goods_id: z.number().nullable(),
  name: z.string(),
  generic_name: z.string(),
  /** The values under review (a change: the proposed ones). */
  spec: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  classification: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  /** A change: each reviewed field that changes, before and after. */
  changes: z.array(z.object({ field: z.enum(['approval_no', 'spec', 'manufacturer']), label: z.string(), before: z.string(), after: z.string() })),
  reason: z.string(),
  submitted_by: z.string(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type GoodsReviewView = z.infer<typeof goodsReviewView>;
export const goodsReviewPage = paged(goodsReviewView);
export const goodsReviewIdParam = idParamOf('商品审核');
/** POST /admin/api/goods-reviews/{id}: approve (the goods goes on sale as the merchant asked) or refuse with a reason. */
export const goodsReviewDecisionBody = z
  .object({
    approve: intField('审核结果', { min: 0, max: 1 }),
    reason: textField('审核意见', { max: 200 }).default(''),
  })
  .refine((b) => b.approve === 1 || b.reason.length >= 2, { path: ['reason'], error: '驳回时请填写原因（至少2个字符）' });
export type GoodsReviewDecisionBody = z.infer<typeof goodsReviewDecisionBody>;

/** GET /admin/api/merchant/goods: the console's goods list, the shop's goods only. */
export const merchantGoodsQuery = adminGoodsQuery.omit({ shop_id: true });
/** PUT /admin/api/merchant/goods/{id}: the goods as saved, and the review its reviewed fields' change opened. */
export const merchantGoodsSaved = z.object({ goods: goodsEditView, review: goodsReviewView.nullable() });
export type MerchantGoodsSaved = z.infer<typeof merchantGoodsSaved>;

/** GET /admin/api/merchant/orders: the console's order queue, the shop's orders only. */
export const merchantOrdersQuery = adminOrdersQuery.omit({ shop_id: true });

/** The shop's promotions (area 营销): the console's own lists, of the signed-in merchant's shop only. */
export const merchantFullReductionsQuery = adminFullReductionsQuery.omit({ shop_id: true });
export const merchantCouponsQuery = adminCouponsQuery.omit({ shop_id: true });
export const merchantGiftRulesQuery = adminGiftRulesQuery.omit({ shop_id: true });
export const merchantCombinationsQuery = adminCombinationsQuery.omit({ shop_id: true });
/** The shop's chats (area 客服): its own conversations only. */
export const merchantConversationsQuery = adminConversationsQuery.omit({ shop_id: true });
