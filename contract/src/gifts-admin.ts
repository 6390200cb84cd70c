import { z } from 'zod';
import { chinaMinuteField, intField, pagingFields, textField } from './fields.js';
import { yuanField } from './payments.js';
import { PROMOTION_STATES } from './promotions-admin.js';

// ——— 买赠、换购与阶梯满赠 ———————————————————————————————————————————————————————————————————

/**
 * A goods' gift rule as the console names it: 买赠 (every multiple of the start quantity gives the gift), 换购 (the same,
 * but the buyer may add the gift for a small price), 阶梯满赠 (several rules with rising start quantities; the highest
 * reached gives once). The cart prices them (shared/pricing/gifts).
 */
export const GIFT_MODES = ['gift', 'addon', 'ladder'] as const;
export type GiftMode = (typeof GIFT_MODES)[number];
export const GIFT_MODE_NAMES: Record<GiftMode, string> = { gift: '买赠', addon: '换购', ladder: '阶梯满赠' };

const giftRule = {
  goods_id: intField('活动商品', { min: 1, max: 2147483647 }),
  mode: z.enum(GIFT_MODES, { error: '请选择活动类型' }),
  min_number: intField('起赠数量', { min: 1, max: 100000 }),
  gift_goods_id: intField('赠品', { min: 1, max: 2147483647 }),
  gift_number: intField('赠送数量', { min: 1, max: 10000 }),
  /** 换购: what the buyer adds for the gift units of one application (yuan); 0 for the others. */
  add_price: z.preprocess((v) => (v === undefined || v === '' ? '0' : v), yuanField('换购价')),
};

function checkAddPrice(b: { mode: GiftMode; add_price: number }, ctx: z.RefinementCtx) {
  if (b.mode === 'addon' && b.add_price <= 0) ctx.addIssue({ code: 'custom', path: ['add_price'], message: '换购价必须大于0' });
  if (b.mode !== 'addon' && b.add_price !== 0) ctx.addIssue({ code: 'custom', path: ['add_price'], message: '只有换购需要填写换购价' });
}

/** POST /admin/api/promotions/gifts, PUT …/:id: one rule with its window in China time. */
export const giftRuleBody = z
  .object({ ...giftRule, starts_at: chinaMinuteField('开始时间'), ends_at: chinaMinuteField('结束时间') })
  .superRefine((b, ctx) => {
    checkAddPrice(b, ctx);
    if (b.ends_at <= b.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间必须晚于开始时间' });
  });
export type GiftRuleBody = z.infer<typeof giftRuleBody>;

/** POST /admin/api/promotions/gifts/preview: what a buyer of `number` units gets with the draft and the goods' other rules. */
export const giftPreviewBody = z
  .object({
    ...giftRule,
    /** The rule being edited (its saved version is replaced by the draft). */
    id: z.preprocess((v) => (v === '' ? undefined : v), intField('活动', { min: 1, max: 2147483647 }).optional()),
    number: intField('样例数量', { min: 1, max: 100000 }),
  })
  .superRefine(checkAddPrice);
export type GiftPreviewBody = z.infer<typeof giftPreviewBody>;

const giftOutcome = z.object({
  mode: z.enum(GIFT_MODES),
  text: z.string(),
  gift_name: z.string(),
  gift_number: z.number(),
  /** Fen the buyer adds (换购 taken); 0 for a gift. */
  amount: z.number(),
});
export const giftPreview = z.object({
  goods_name: z.string(),
  unit: z.string(),
  number: z.number(),
  /** The unit price the cart charges at this quantity (ladder applied) and the line's amount, fen. */
  price: z.number(),
  amount: z.number(),
  /** 买赠/换购 (one rule applies, once per multiple) and 阶梯满赠 (the highest tier reached). */
  outcomes: z.array(giftOutcome),
  /** What the cart tells the buyer to reach the next rule ("再买5盒赠…"). */
  hint: z.string().nullable(),
  /** The amount with every 换购 taken. */
  total: z.number(),
  /** The rules the preview priced with (the goods' others running in the draft's window, and the draft). */
  rules: z.array(
    z.object({ id: z.number().nullable(), mode: z.enum(GIFT_MODES), min_number: z.number(), gift_name: z.string(), gift_number: z.number() }),
  ),
  warnings: z.array(z.string()),
});
export type GiftPreview = z.infer<typeof giftPreview>;

/** GET /admin/api/promotions/gifts. */
export const adminGiftRulesQuery = z.object({
  keyword: z.preprocess((v) => (v === '' ? undefined : v), textField('商品名称', { max: 50 }).optional()),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  mode: z.enum(GIFT_MODES, { error: '活动类型不正确' }).optional(),
  state: z.enum([...PROMOTION_STATES, 'all'], { error: '活动状态不正确' }).default('all'),
  ...pagingFields(),
});
export type AdminGiftRulesQuery = z.infer<typeof adminGiftRulesQuery>;

export const adminGiftRule = z.object({
  id: z.number(),
  goods_id: z.number(),
  goods_name: z.string(),
  spec: z.string(),
  unit: z.string(),
  shop_id: z.number(),
  shop: z.string(),
  mode: z.enum(GIFT_MODES),
  min_number: z.number(),
  gift_goods_id: z.number(),
  gift_name: z.string(),
  gift_spec: z.string(),
  gift_unit: z.string(),
  gift_number: z.number(),
  /** Fen. */
  add_price: z.number(),
  /** UTC ISO instants; the console shows China time. */
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminGiftRule = z.infer<typeof adminGiftRule>;

// ——— 组合套餐 ———————————————————————————————————————————————————————————————————————————

export const COMBINATION_ITEMS_MIN = 2;
export const COMBINATION_ITEMS_MAX = 10;

const combinationItems = z
  .array(z.object({ goods_id: intField('套餐商品', { min: 1, max: 2147483647 }), number: intField('数量', { min: 1, max: 9999 }) }), {
    error: '请添加套餐商品',
  })
  .min(COMBINATION_ITEMS_MIN, { error: `套餐至少包含${COMBINATION_ITEMS_MIN}个商品` })
  .max(COMBINATION_ITEMS_MAX, { error: `套餐最多包含${COMBINATION_ITEMS_MAX}个商品` })
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((i, n) => {
      if (seen.has(i.goods_id)) ctx.addIssue({ code: 'custom', path: [n, 'goods_id'], message: '套餐商品重复' });
      seen.add(i.goods_id);
    });
  });

const combinationRule = {
  shop_id: intField('店铺', { min: 1, max: 2147483647 }),
  price: yuanField('套餐价'),
  items: combinationItems,
};

/** POST /admin/api/promotions/combinations, PUT …/:id: a package of one shop's goods sold together at one price. */
export const combinationBody = z
  .object({
    name: textField('套餐名称', { min: 1, max: 30 }),
    ...combinationRule,
    starts_at: chinaMinuteField('开始时间'),
    ends_at: chinaMinuteField('结束时间'),
  })
  .superRefine((b, ctx) => {
    if (b.price <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: '套餐价必须大于0' });
    if (b.ends_at <= b.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间必须晚于开始时间' });
  });
export type CombinationBody = z.infer<typeof combinationBody>;

/** POST /admin/api/promotions/combinations/preview: `number` packages priced as the cart prices them. */
export const combinationPreviewBody = z.object({ ...combinationRule, number: intField('样例套数', { min: 1, max: 9999 }) }).superRefine((b, ctx) => {
  if (b.price <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: '套餐价必须大于0' });
});
export type CombinationPreviewBody = z.infer<typeof combinationPreviewBody>;

export const combinationPreview = z.object({
  items: z.array(
    z.object({
      goods_id: z.number(),
      name: z.string(),
      spec: z.string(),
      unit: z.string(),
      number: z.number(),
      base_price: z.number(),
      stock: z.number(),
      note: z.string(),
    }),
  ),
  /** One package at the items' own prices, and at the package price (fen). */
  original: z.number(),
  price: z.number(),
  saving: z.number(),
  /** Packages the items' stock can make now. */
  stock: z.number(),
  number: z.number(),
  /** What the cart charges for `number` packages; 0 when they cannot be bought (stock, an item off sale). */
  amount: z.number(),
  note: z.string(),
});
export type CombinationPreview = z.infer<typeof combinationPreview>;

export const adminCombinationsQuery = z.object({
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  state: z.enum([...PROMOTION_STATES, 'all'], { error: '活动状态不正确' }).default('all'),
  ...pagingFields(),
});
export type AdminCombinationsQuery = z.infer<typeof adminCombinationsQuery>;

export const adminCombination = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  name: z.string(),
  price: z.number(),
  /** One package at its items' base prices. */
  original: z.number(),
  stock: z.number(),
  items: z.array(
    z.object({ goods_id: z.number(), name: z.string(), spec: z.string(), unit: z.string(), number: z.number(), base_price: z.number() }),
  ),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminCombination = z.infer<typeof adminCombination>;
