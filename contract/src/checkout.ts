import { z } from 'zod';
import { cartLine, couponOption, moneyBreakdown } from './cart.js';
import { idListField, intField, textField, type IdListInput } from './fields.js';
import { addressView } from './member-centre.js';

const optionalIds = (label: string, max: number) =>
  z
    .preprocess(
      (v: IdListInput) => (v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
      z.array(intField(label, { min: 1, max: 2147483647 })).max(max, { error: `${label}最多${max}个` }),
    )
    .optional();

/** POST /api/cart/checkout and /api/v1/cart/checkout (step 2, verify order): the cart lines and coupons chosen. */
export const checkoutBody = z.object({ ids: idListField('购物车商品', 500), coupon_ids: optionalIds('优惠券', 20) });

/** One shop's order as it will be placed: lines priced by the server, reductions, coupons and shipping. */
export const checkoutShop = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  lines: z.array(cartLine),
  goods_amount: z.number(),
  manjian_amount: z.number(),
  coupon_amount: z.number(),
  shipping_fee: z.number(),
  pay_amount: z.number(),
  /** Taken 换购 within goods_amount (its own order lines). */
  addon_amount: z.number(),
  /** Orders below the shop's minimum order amount cannot be placed. */
  min_order_amount: z.number(),
  shop_coupons: z.array(couponOption),
});

export const checkoutPreview = z.object({
  shops: z.array(checkoutShop),
  address: addressView.nullable(),
  addresses: z.array(addressView),
  platform_coupons: z.array(couponOption),
  /** Coupons applied (the buyer's choice, else the best per source). */
  coupons: z.array(couponOption),
  goods_amount: z.number(),
  manjian_amount: z.number(),
  coupon_amount: z.number(),
  shipping_fee: z.number(),
  pay_amount: z.number(),
  /** Invoice title and tax number from the company profile (营业执照 统一社会信用代码). */
  invoice: z.object({ title: z.string(), tax_no: z.string() }),
  /** Why the order cannot be placed now (approval, licence, minimum amount…), else null. */
  blocked: z.string().nullable(),
  /** The same figures as the cart's settle bar, with shipping: goods − 满减 − coupons + 换购 + shipping = payable. */
  breakdown: moneyBreakdown,
  /** Send back with the submission: a repeated submission with the same key creates the orders once. */
  idem_key: z.string(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

/** POST /api/order/submit: places one order per shop from the verified lines. */
export const submitOrderBody = z.object({
  ids: idListField('购物车商品', 500),
  coupon_ids: optionalIds('优惠券', 20),
  address_id: intField('收货地址', { min: 1, max: 2147483647 }),
  /** 1 普通发票, 2 增值税专用发票. */
  invoice_type: intField('发票类型', { min: 1, max: 2 }).default(1),
  remark: textField('订单备注', { max: 200 }).default(''),
  /** 1: the buyer confirmed buying lines below its minimum remaining shelf life (each line's `short_expiry`). */
  accept_short_expiry: intField('效期确认', { min: 0, max: 1 }).default(0),
  idem_key: z.string({ error: '请刷新页面后重新提交' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '请刷新页面后重新提交' }),
});

export const submittedOrder = z.object({ id: z.number(), order_no: z.string(), shop_name: z.string(), pay_amount: z.number() });
export const submitOrderResult = z.object({
  submission_id: z.number(),
  orders: z.array(submittedOrder),
  pay_total: z.number(),
  /** Unpaid orders are cancelled at this instant (ISO). */
  expires_at: z.string(),
});
export type SubmitOrderResult = z.infer<typeof submitOrderResult>;
