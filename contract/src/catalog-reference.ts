import { z } from 'zod';
import { intField, textField } from './fields.js';
import { yuanField } from './payments.js';

/**
 * The catalogue's reference data in the console (issue "Operator console", Catalog): categories (three levels, the
 * storefront's menus), brands, shops and their warehouses. What goods still use is never deleted.
 */

export const CATEGORY_MENUS = { all: '全部分类', yx: '优选专区', zy: '中药专区' } as const;
export type CategoryMenu = keyof typeof CATEGORY_MENUS;
const menuList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(Object.keys(CATEGORY_MENUS) as [CategoryMenu, ...CategoryMenu[]], { error: '菜单不正确' })).max(3),
);
const sortField = intField('排序', { min: 0, max: 9999 }).default(0);

/** POST /admin/api/categories: under a parent (none: a top category); PUT …/{id}: name, order, menus. */
export const categoryBody = z.object({
  parent_id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), intField('上级分类', { min: 1 }).optional()),
  name: textField('分类名称', { min: 1, max: 20 }),
  sort: sortField,
  menus: menuList.default([]),
});
export type CategoryBody = z.infer<typeof categoryBody>;
export const adminCategory = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  level: z.number(),
  sort: z.number(),
  menus: z.array(z.string()),
  /** Goods filed directly under it. */
  goods: z.number(),
  children: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const brandBody = z.object({
  name: textField('品牌名称', { min: 1, max: 30 }),
  manufacturer: textField('生产厂家', { min: 2, max: 60 }),
  description: textField('品牌介绍', { max: 500 }).default(''),
});
export type BrandBody = z.infer<typeof brandBody>;
export const adminBrand = z.object({ id: z.number(), name: z.string(), manufacturer: z.string(), description: z.string(), goods: z.number() });
export type AdminBrand = z.infer<typeof adminBrand>;

/** A shop's licences and terms (amounts in yuan): 起订金额, 包邮门槛 and the fee below it. */
export const shopBody = z.object({
  name: textField('企业名称', { min: 4, max: 60 }),
  short_name: textField('店铺简称', { min: 2, max: 12 }),
  province: textField('省份', { min: 2, max: 10 }),
  city: textField('城市', { min: 2, max: 20 }),
  min_order_amount: yuanField('起订金额'),
  shipping_amount: yuanField('包邮门槛'),
  shipping_fee: yuanField('运费'),
  licence_no: textField('药品经营许可证号', { min: 5, max: 40 }),
  business_licence_no: textField('统一社会信用代码', { min: 15, max: 20 }),
  gsp_cert_no: textField('GSP证书编号', { max: 40 }).default(''),
  description: textField('店铺介绍', { max: 500 }).default(''),
});
export type ShopBody = z.infer<typeof shopBody>;
export const adminShop = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  province: z.string(),
  city: z.string(),
  /** Fen. */
  min_order_amount: z.number(),
  shipping_amount: z.number(),
  shipping_fee: z.number(),
  licence_no: z.string(),
  business_licence_no: z.string(),
  gsp_cert_no: z.string(),
  description: z.string(),
  goods: z.number(),
  warehouses: z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() })),
});
export type AdminShop = z.infer<typeof adminShop>;

export const warehouseBody = z.object({
  shop_id: intField('店铺', { min: 1, max: 2147483647 }),
  name: textField('仓库名称', { min: 2, max: 30 }),
});
export const warehouseRenameBody = z.object({ name: textField('仓库名称', { min: 2, max: 30 }) });
export const referenceIdParam = z.object({ id: intField('ID', { min: 1, max: 2147483647 }) });
