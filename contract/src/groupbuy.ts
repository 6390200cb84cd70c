import { z } from 'zod';
import { goodsCard } from './catalog.js';
import { paged } from './envelope.js';
import { intField, pagingFields } from './fields.js';
import { idParamOf } from './member-fields.js';
import { yuanField } from './payments.js';
import { parseChinaTime } from './china-time.js';

/**
 * 拼团 (/ptzq): a campaign offers a goods at a group price once `required_members` buyers join one group within its
 * time limit. Joining reserves and charges nothing; when the group forms each member gets an unpaid order at the
 * group price (paid in the normal pay flow); when it fails nobody is charged.
 */

// The states, the countdown and quantity rules and the pages' text: ./groupbuy-rules.ts (zod-free, for the apps).

/** An open group as the zone shows it: how many joined, how many are missing, when it closes (epoch seconds). */
export const openGroupView = z.object({
  id: z.number(),
  leader: z.string(),
  members: z.number(),
  required: z.number(),
  missing: z.number(),
  closes_at: z.number(),
});
export type OpenGroupView = z.infer<typeof openGroupView>;

export const groupBuyView = z.object({
  id: z.number(),
  goods: goodsCard,
  /** null when the viewer may not see prices (goods.price_tip says why). */
  group_price: z.number().nullable(),
  required_members: z.number(),
  min_number: z.number(),
  max_number: z.number(),
  group_hours: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  status: z.number(),
  /** Groups formed so far and members who took part in them. */
  formed_groups: z.number(),
  joined_members: z.number(),
  open_groups: z.array(openGroupView),
  /** The viewer's open group in this campaign, if any (they wait there; they cannot join another). */
  my_group_id: z.number().nullable(),
});
export type GroupBuyView = z.infer<typeof groupBuyView>;

/** Server time (epoch seconds) for countdowns, as the flash sale gives it. */
export const groupBuyPage = z.object({
  timestamp: z.number(),
  list: z.array(groupBuyView),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type GroupBuyPage = z.infer<typeof groupBuyPage>;
export const groupBuyDetail = groupBuyView.extend({ timestamp: z.number() });
export type GroupBuyDetail = z.infer<typeof groupBuyDetail>;

export const groupBuyListQuery = z.object({
  /** Only the campaigns of this goods (the detail page's 拼团 panel). */
  goods_id: intField('商品', { min: 1 }).optional(),
  ...pagingFields({ maxSize: 50, size: 20 }),
});
export const groupBuyIdParam = idParamOf('拼团活动');

/** POST /api/groupbuy/join: join `group_id` of the campaign, or open a new group when it is absent. */
export const joinGroupBuyBody = z.object({
  campaign_id: intField('拼团活动', { min: 1 }),
  group_id: intField('拼团', { min: 1 }).optional(),
  number: intField('参团数量', { min: 1, max: 100_000 }),
  address_id: intField('收货地址', { min: 1 }),
});
export type JoinGroupBuyBody = z.infer<typeof joinGroupBuyBody>;

/** One of the member's group buys (我的拼团). `order_id` is set once the group formed and the order was placed. */
export const myGroupBuyView = z.object({
  id: z.number(),
  campaign_id: z.number(),
  group_id: z.number(),
  goods_id: z.number(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  image: z.string(),
  shop_name: z.string(),
  group_price: z.number(),
  number: z.number(),
  amount: z.number(),
  required: z.number(),
  members: z.number(),
  group_state: z.number(),
  group_state_text: z.string(),
  state: z.number(),
  state_text: z.string(),
  reason: z.string(),
  closes_at: z.number(),
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
  order_status: z.number().nullable(),
  joined_at: z.string(),
});
export type MyGroupBuyView = z.infer<typeof myGroupBuyView>;
export const myGroupBuysQuery = z.object({ ...pagingFields({ maxSize: 50, size: 10 }) });
/** 我的拼团 with the server time (epoch seconds) for the open groups' countdowns. */
export const myGroupBuyPage = paged(myGroupBuyView).extend({ timestamp: z.number() });
export type MyGroupBuyPage = z.infer<typeof myGroupBuyPage>;

export const joinGroupBuyResult = z.object({ participation: myGroupBuyView, formed: z.boolean() });
export type JoinGroupBuyResult = z.infer<typeof joinGroupBuyResult>;

/**
 * An instant for an operator: ISO 8601 with an offset, or `YYYY-MM-DD HH:mm[:ss]` read as China time (UTC+8).
 */
export function instantField(label: string) {
  return z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((v) => /[T ]\d{2}:\d{2}/.test(v) && parseChinaTime(v) !== null, { error: `${label}格式不正确，应为YYYY-MM-DD HH:mm` })
    .transform((v) => parseChinaTime(v)!);
}

/** Operator: a campaign's terms. Prices in yuan (two decimals), turned into fen. */
export const groupBuyCampaignBody = z.object({
  goods_id: intField('商品', { min: 1 }),
  group_price: yuanField('拼团价'),
  required_members: intField('成团人数', { min: 2, max: 50 }),
  min_number: intField('每人起拼数量', { min: 1, max: 100_000 }),
  max_number: intField('每人限拼数量', { min: 1, max: 100_000 }),
  starts_at: instantField('开始时间'),
  ends_at: instantField('结束时间'),
  group_hours: intField('成团时限（小时）', { min: 1, max: 720 }),
});
export type GroupBuyCampaignBody = z.infer<typeof groupBuyCampaignBody>;

export const groupBuyAdminView = z.object({
  id: z.number(),
  goods_id: z.number(),
  goods_name: z.string(),
  shop_id: z.number(),
  base_price: z.number(),
  group_price: z.number(),
  required_members: z.number(),
  min_number: z.number(),
  max_number: z.number(),
  group_hours: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.number(),
  open_groups: z.number(),
  formed_groups: z.number(),
  failed_groups: z.number(),
});
export type GroupBuyAdminView = z.infer<typeof groupBuyAdminView>;
