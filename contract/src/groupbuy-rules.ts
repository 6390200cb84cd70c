import { formatFen } from './money.js';

/**
 * 拼团's rules and words the storefront and the phone share (zod-free: a phone page imports them without the schemas
 * of ./groupbuy.ts): the states, time left on the server clock, how full a group is, the quantities a member may pick.
 */

/** A campaign: 1 running (within its window), 2 ended early by an operator. */
export const GROUP_BUY_STATUS = { active: 1, ended: 2 } as const;
/** A group: 0 拼团中, 1 拼团成功, 2 拼团失败. */
export const GROUP_STATE = { open: 0, formed: 1, failed: 2 } as const;
export const GROUP_STATE_NAMES = ['拼团中', '拼团成功', '拼团失败'] as const;
/**
 * A member's place in a group: 0 waiting for the group to form, 1 its order placed, 2 the group failed,
 * 3 the group formed but this member's order could not be placed (reason given).
 */
export const GROUP_MEMBER_STATE = { waiting: 0, ordered: 1, failed: 2, refused: 3 } as const;
export const GROUP_MEMBER_STATE_NAMES = ['待成团', '已下单', '拼团失败', '下单失败'] as const;
/** Order items bought in a group carry this type (normal 0, flash sale 1, package 3, 赠品 4, 换购 5); activity_id = campaign. */
export const GROUP_BUY_ITEM_TYPE = 6;

/** Seconds left until `until` (epoch seconds) at `now` (server epoch seconds); never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.floor(until - now));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 03:04:05; hours keep counting past a day (a 24-hour group shows 24:00:00); from 100 hours on, 5天 03:04:05. */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const tail = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (s < 100 * 3600) return `${pad(Math.floor(s / 3600))}:${tail}`;
  return `${Math.floor(s / 86_400)}天 ${pad(Math.floor((s % 86_400) / 3600))}:${tail}`;
}

/** Share of a group's places taken, 0–100. */
export function progressPercent(members: number, required: number): number {
  if (required <= 0) return 0;
  return Math.round((Math.min(members, required) / required) * 100);
}

/**
 * The quantities a member may pick: the campaign's limits, in steps of the goods' middle pack (the server refuses a
 * quantity that is not a multiple). `null` when no multiple of the pack fits between the limits.
 */
export function quantityBounds(minNumber: number, maxNumber: number, middlePack: number): { min: number; max: number; step: number } | null {
  const step = Math.max(1, middlePack);
  const min = Math.ceil(Math.max(1, minNumber) / step) * step;
  const max = Math.floor(maxNumber / step) * step;
  return min <= max ? { min, max, step } : null;
}

/** The group price's saving against the list price, in fen (0 when either is hidden). */
export function saving(groupPrice: number | null, basePrice: number | null): number {
  return groupPrice === null || basePrice === null ? 0 : Math.max(0, basePrice - groupPrice);
}

/** The 拼团 pages' Chinese text, in one place for the storefront and the phone. */
export const groupBuyText = {
  title: '拼团专区',
  sub: '多人成团享拼团价 · 参团不扣款 · 未成团不收费',
  tabs: { zone: '正在拼团', mine: '我的拼团' },
  people: (n: number) => `${n}人成团`,
  groupPrice: '拼团价',
  basePrice: '单买价',
  save: (fen: number) => `立省¥${formatFen(Math.floor(fen))}`,
  join: '去参团',
  open: '发起拼团',
  waiting: '已参团，等待成团',
  viewMine: '查看我的拼团',
  missing: (n: number) => `还差${n}人成团`,
  left: '剩余',
  endsIn: '距活动结束',
  within: (h: number) => `${h}小时内成团`,
  limits: (min: number, max: number, unit: string) => `每人限拼${min}-${max}${unit}`,
  stats: (groups: number, members: number) => `已成团${groups}个，${members}人拼到`,
  noOpenGroups: '暂无可参加的团，快来发起拼团吧',
  shop: '店铺',
  loginToJoin: '登录后参团',
  dialogJoin: '参加拼团',
  dialogOpen: '发起拼团',
  joinLeader: (leader: string, missing: number) => `参加 ${leader} 的团，还差${missing}人`,
  quantity: '参团数量',
  address: '收货地址',
  addAddress: '请先添加收货地址 ›',
  amount: '拼团金额',
  notice: '参团不扣款、不占库存；成团后按拼团价为每位团员生成待付款订单，请在24小时内支付；未成团不收取任何费用。',
  confirm: '确认参团',
  confirmOpen: '确认开团',
  noQuantity: '该商品的中包装数量超出每人限拼数量，暂不能参团',
  formedTitle: '拼团成功',
  formedBody: (orderNo: string) => `已按拼团价为您生成订单 ${orderNo}，请在24小时内完成支付。`,
  payNow: '去支付',
  later: '稍后支付',
  panelTitle: '拼团',
  panelNone: '该商品暂无进行中的拼团',
  moreGroups: '去拼团专区',
  mine: {
    goods: '商品',
    price: '拼团价',
    number: '数量',
    amount: '金额',
    progress: '成团进度',
    state: '状态',
    order: '订单',
    pay: '去支付',
    members: (m: number, r: number) => `${m}/${r}人`,
    loginFirst: '登录后查看我的拼团',
  },
  rules: [
    '选择商品发起拼团或参加他人的团',
    '在成团时限内凑满成团人数即拼团成功',
    '成团后按拼团价生成订单，24小时内支付',
    '未成团自动失败，不收取任何费用',
  ],
} as const;
