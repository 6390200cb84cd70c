import { z } from 'zod';
import { idListField, intField } from './fields.js';

export const cartGoods = z.object({
  id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: z.number(),
  is_buy: z.number(),
  number: z.number(),
  middle_pack: z.number(),
  min_order: z.number(),
  expiry_date: z.string(),
  goods_image: z.array(z.string()),
});

const ladderTier = z.object({ number: z.number(), price: z.number() });

/** Spec §3 Cart line (prices in fen), with the server-computed hints of spec §4. */
export const cartLine = z.object({
  id: z.number(),
  type: z.number(),
  goods_type: z.number(),
  number: z.number(),
  price: z.number(),
  price_source: z.string(),
  line_total: z.number(),
  is_selected: z.number(),
  with_coupon: z.number(),
  goods_manjian_amount: z.number(),
  deselect_reason: z.string().nullable(),
  /** Unit price when the line was added, when it has changed since (else null). */
  price_changed_from: z.number().nullable(),
  ladder_hint: z
    .object({
      tiers: z.array(ladderTier.extend({ state: z.string(), units_needed: z.number() })),
      reached: z.array(ladderTier),
      not_reached: z.array(ladderTier),
      units_short: z.number().nullable(),
    })
    .nullable(),
  free_shipping_hint: z.object({ applies: z.boolean(), units_needed: z.number() }).nullable(),
  goods: cartGoods,
});
export type CartLine = z.infer<typeof cartLine>;

export const shopGroup = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  lines: z.array(cartLine),
  manjians: z.array(z.object({ amount: z.number(), reduction: z.number(), status: z.number(), shortfall: z.number() })),
  mjPrice: z.number(),
  manjiansArr: z.array(z.string()),
  selected_total: z.number(),
  shipping_amount: z.number(),
  shipping_shortfall: z.number(),
});
export type ShopGroup = z.infer<typeof shopGroup>;

/** Spec §3 Cart state. */
export const cartState = z.object({
  action: z.boolean(),
  data: z.array(shopGroup),
  count: z.number(),
  badge: z.string(),
  selected_total: z.number(),
  free_shipping: z.boolean(),
});
export type CartState = z.infer<typeof cartState>;

export const cartTotal = z.object({ total: z.number() });
export const cartIdsBody = z.object({ ids: idListField('商品') });

/** Spec §3 Add-to-cart item; the client's `price` is ignored (the server prices everything). */
export const addToCartItem = z.object({
  goods_id: intField('商品', { min: 1, max: 2147483647 }),
  number: intField('购买数量', { min: 1, max: 100000 }),
  ck_id: intField('仓库', { min: 1 }).optional(),
  price: z.unknown().optional(),
  goods_price_id: z.unknown().optional(),
  ladder_price_id: z.unknown().optional(),
  goods_manjian_id: z.unknown().optional(),
  miaosha_goods_id: z.unknown().optional(),
  is_yj: z.unknown().optional(),
});
export const addToCartBody = z.object({
  params: z.array(addToCartItem, { error: '请选择商品' }).min(1, { error: '请选择商品' }).max(100, { error: '一次最多加入100种商品' }),
});
export const addToCartResult = z.object({
  added: z.array(z.object({ goods_id: z.number(), number: z.number() })),
  refused: z.array(z.object({ goods_id: z.number(), reason: z.string() })),
  total: z.number(),
});
export const editCartBody = z.object({ params: z.object({ number: intField('购买数量', { min: 1, max: 100000 }) }, { error: '请填写购买数量' }) });
export const selectCartBody = z.object({ ids: idListField('商品'), is_selected: intField('选中状态', { min: 0, max: 1 }) });
