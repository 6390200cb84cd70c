// Zod-free on purpose: what the storefront's and the phone's self-service pages (spec §2 /zzfw) share without the
// schemas — the index of services, names and states, limits and form rules; self-service.ts builds the server's schemas
// on the same constants.
import { yuanError } from './yuan-input.js';

/** A form field's rule as antd's and antd-mobile's Form both take it (both are rc-field-form). */
export interface FormFieldRule {
  required?: boolean;
  whitespace?: boolean;
  min?: number;
  max?: number;
  message: string;
}

/** /zzfw: what a buyer can do alone, without calling the service rep (spec §2 /zzfw and its children). */
export const SELF_SERVICES = [
  { to: '/kjcg', title: '快捷采购', desc: '按历史采购记录一键再次采购' },
  { to: '/pzqg', title: '品种求购', desc: '找不到的品种，发布求购由平台帮您找货' },
  { to: '/star', title: '我的收藏', desc: '收藏的商品，查看最新价格与库存' },
  { to: '/dzfp', title: '电子发票', desc: '查询、下载订单的电子发票' },
  { to: '/tlzh', title: '我的通联账户', desc: '支付账户开户状态与信息' },
  { to: '/yjfk', title: '意见反馈', desc: '对商品、服务或网站提出意见与建议' },
  { to: '/lqzx', title: '领券中心', desc: '领取平台与店铺优惠券' },
  { to: '/jfsc', title: '积分商城', desc: '用采购积分兑换礼品' },
] as const;

// ——— Feedback ————————————————————————————————————————————————————————————————————————————————

export const FEEDBACK_TYPES = { 1: '功能建议', 2: '商品问题', 3: '物流配送', 4: '售后服务', 5: '投诉', 6: '其他' } as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_STATUS = { pending: 0, replied: 1 } as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];
export const MAX_FEEDBACK_IMAGES = 4;

/** /yjfk's form: the same limits as the server's feedbackBody (content 5–500, contact up to 50). */
export const FEEDBACK_RULES = {
  type: [{ required: true, message: '请选择反馈类型' }],
  content: [
    { required: true, whitespace: true, message: '请填写反馈内容' },
    { min: 5, message: '反馈内容至少5个字符' },
  ],
  contact: [{ max: 50, message: '联系方式不能超过50个字符' }],
} satisfies Record<string, FormFieldRule[]>;

// ——— Wanted varieties (品种求购) —————————————————————————————————————————————————————————————————

export const WANTED_STATUS = { pending: 0, supplied: 1, unavailable: 2, cancelled: 3 } as const;
export type WantedStatus = (typeof WANTED_STATUS)[keyof typeof WANTED_STATUS];
export const WANTED_STATUS_NAMES: Record<WantedStatus, string> = { 0: '待处理', 1: '已找到货源', 2: '暂无货源', 3: '已撤销' };
/** Open requests one member may have at a time. */
export const MAX_OPEN_WANTED = 50;
/** 1,000,000 yuan in fen: far above any unit price, far below what the integer column holds. */
export const MAX_EXPECTED_PRICE = 100_000_000;

/** /pzqg/add's form: the same limits as the server's wantedBody. */
export const WANTED_RULES = {
  name: [
    { required: true, whitespace: true, message: '请填写药品名称' },
    { min: 2, message: '药品名称至少2个字符' },
  ],
  quantity: [{ required: true, message: '请填写求购数量' }],
} satisfies Record<string, FormFieldRule[]>;

/** Why a typed expected price (yuan, optional: blank is 面议) cannot be sent, or null. */
export function expectedPriceError(input: string | null | undefined): string | null {
  return input && input.trim() ? yuanError(input, '期望单价', { min: 1, max: MAX_EXPECTED_PRICE }) : null;
}
