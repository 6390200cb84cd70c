import { z } from 'zod';
import { intField, pagingFields, textField } from './fields.js';

/**
 * 首营资料 (first-camp documents): what a buyer's GSP file needs of a new supplier and a new variety. A merchant uploads
 * its shop's licences and agreements and each goods' documents; buyers see them on /help/us/link(Details) and the goods
 * detail, and download them once signed in. A batch's 检验报告 is the goods' 质检报告 (goods-info), not repeated here.
 */
export const SHOP_DOCUMENT_KINDS = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  gsp_cert: 'GSP证书',
  quality_agreement: '质量保证协议',
  bank_permit: '开户许可证',
  invoice_info: '开票资料',
  authorization: '法人授权委托书',
  quality_survey: '质量体系调查表',
  shop_other: '其他企业资料',
} as const;
export const GOODS_DOCUMENT_KINDS = {
  approval: '药品注册证书/批件',
  insert: '说明书',
  package: '包装标签',
  maker_licence: '生产企业许可证',
  goods_other: '其他商品资料',
} as const;
export type ShopDocumentKind = keyof typeof SHOP_DOCUMENT_KINDS;
export type GoodsDocumentKind = keyof typeof GOODS_DOCUMENT_KINDS;
export type FirstCampKind = ShopDocumentKind | GoodsDocumentKind;
export const FIRST_CAMP_KIND_NAMES: Record<FirstCampKind, string> = { ...SHOP_DOCUMENT_KINDS, ...GOODS_DOCUMENT_KINDS };
export const isGoodsDocumentKind = (k: string): k is GoodsDocumentKind => k in GOODS_DOCUMENT_KINDS;
const KINDS = Object.keys(FIRST_CAMP_KIND_NAMES) as [FirstCampKind, ...FirstCampKind[]];

/** A document as lists show it; `url` opens the file (signed-in members, and the shop's own staff). */
export const firstCampDocument = z.object({
  id: z.number(),
  shop_id: z.number(),
  /** null: a document of the shop. */
  goods_id: z.number().nullable(),
  goods_name: z.string().nullable(),
  kind: z.enum(KINDS),
  kind_text: z.string(),
  title: z.string(),
  /** 'YYYY-MM-DD'; null: no end date (长期). */
  valid_until: z.string().nullable(),
  expired: z.boolean(),
  mime: z.string(),
  size: z.number(),
  /** UTC ISO instant. */
  created_at: z.string(),
  url: z.string(),
});
export type FirstCampDocument = z.infer<typeof firstCampDocument>;

/** GET /api/goods/{id}/first-camp: the goods' documents and its shop's. */
export const goodsFirstCamp = z.object({ goods: z.array(firstCampDocument), shop: z.array(firstCampDocument) });
export type GoodsFirstCamp = z.infer<typeof goodsFirstCamp>;

/** POST /admin/api/merchant/first-camp (multipart with `file`): a goods kind names its goods, a shop kind none. */
export const firstCampUploadBody = z
  .object({
    kind: z.enum(KINDS, { error: '请选择资料类型' }),
    title: textField('资料名称', { min: 2, max: 50 }),
    goods_id: z.preprocess((v) => (v === '' ? undefined : v), intField('商品', { min: 1, max: 2147483647 }).optional()),
    valid_until: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string({ error: '有效期格式不正确' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '有效期格式不正确，应为YYYY-MM-DD' })
        .optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (isGoodsDocumentKind(b.kind) && b.goods_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['goods_id'], message: '请选择资料所属的商品' });
    if (!isGoodsDocumentKind(b.kind) && b.goods_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['goods_id'], message: '企业资料不属于某个商品' });
  });
export type FirstCampUploadBody = z.infer<typeof firstCampUploadBody>;

/** GET /admin/api/merchant/first-camp: the shop's documents (`scope` shop: its own; goods: of its goods, or one). */
export const merchantFirstCampQuery = z.object({
  scope: z.enum(['shop', 'goods'], { error: '资料范围不正确' }).default('shop'),
  goods_id: intField('商品', { min: 1, max: 2147483647 }).optional(),
  ...pagingFields({ size: 20 }),
});
export type MerchantFirstCampQuery = z.infer<typeof merchantFirstCampQuery>;
export const firstCampIdParam = z.object({ id: intField('首营资料', { min: 1, max: 2147483647 }) });
export const firstCampShopParam = z.object({ id: intField('店铺', { min: 1, max: 2147483647 }) });
