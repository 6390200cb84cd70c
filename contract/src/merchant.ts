import { z } from 'zod';
import { createOperatorBody, MERCHANT_ROLES, operatorAccount, updateOperatorBody, type ConsoleRole } from './admin.js';

/**
 * The merchant portal (issue "Merchant portal and settlement"): a merchant's staff run their own shop in the console,
 * under /admin/api/merchant. Every area is the shop's only; the server scopes each query by the account's shop.
 */
export const MERCHANT_AREAS = ['shop', 'staff', 'goods', 'orders', 'service', 'finance'] as const;
export type MerchantArea = (typeof MERCHANT_AREAS)[number];
export const MERCHANT_AREA_NAMES: Record<MerchantArea, string> = {
  shop: '店铺',
  staff: '员工',
  goods: '商品',
  orders: '订单',
  service: '客服',
  finance: '财务',
};

/** The 店铺管理员 runs everything; each other role its own area, and every role reads the shop's profile. */
const MERCHANT_WRITES: Record<(typeof MERCHANT_ROLES)[number], readonly MerchantArea[]> = {
  shop_admin: MERCHANT_AREAS,
  shop_goods: ['goods'],
  shop_orders: ['orders'],
  shop_service: ['service'],
  shop_finance: ['finance'],
};
/** Beyond its own area: 财务 reads the orders its statements are made of. */
const MERCHANT_EXTRA_READS: Partial<Record<(typeof MERCHANT_ROLES)[number], readonly MerchantArea[]>> = { shop_finance: ['orders'] };

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
});
export type MerchantShopView = z.infer<typeof merchantShopView>;

const staffRole = z.enum(MERCHANT_ROLES, { error: '角色不正确' });
/** GET /admin/api/merchant/staff: the shop's accounts. */
export const merchantStaffList = z.array(operatorAccount);
/** POST /admin/api/merchant/staff: a new account of the shop — the platform's account form with a merchant role. */
export const createStaffBody = createOperatorBody.extend({ role: staffRole });
/** POST /admin/api/merchant/staff/{id}: name, role, enabled. */
export const updateStaffBody = updateOperatorBody.extend({ role: staffRole });
