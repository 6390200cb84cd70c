import { z } from 'zod';
import { idListField } from './fields.js';

export const cartGoods = z.object({
  id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: z.number(),
  is_buy: z.number(),
  number: z.number(),
  goods_image: z.array(z.string()),
});

/** Spec §3 Cart line (prices in fen). */
export const cartLine = z.object({
  id: z.number(),
  type: z.number(),
  number: z.number(),
  price: z.number(),
  is_selected: z.number(),
  with_coupon: z.number(),
  goods_manjian_amount: z.number(),
  goods: cartGoods,
});
export type CartLine = z.infer<typeof cartLine>;

export const shopGroup = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  lines: z.array(cartLine),
});
export type ShopGroup = z.infer<typeof shopGroup>;

/** Spec §3 Cart state. */
export const cartState = z.object({
  action: z.boolean(),
  data: z.array(shopGroup),
  count: z.number(),
  selected_total: z.number(),
});
export type CartState = z.infer<typeof cartState>;

export const cartTotal = z.object({ total: z.number() });
export const cartIdsBody = z.object({ ids: idListField('商品') });
