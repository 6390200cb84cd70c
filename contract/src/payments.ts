import { z } from 'zod';
import { idListField, intField, pagingFields, pagingQuery, textField } from './fields.js';
import { parseYuan, YUAN_TEXT } from './money.js';
import { dateField } from './member-fields.js';

/** Spec §9 recharge limits (yuan strings, as the User state carries them). */
export const RECHARGE_LIMITS = { cz_min: '0.01', cz_max: '10000' } as const;

/** A yuan amount with at most two decimals, e.g. 100 or 99.50; parsed to fen without floating point. */
export function yuanField(label: string) {
  return z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(YUAN_TEXT, { error: `${label}格式不正确，最多两位小数` }))
    .transform((v) => parseYuan(v)!);
}

/** POST /api/pay/order: pay unpaid orders (ids) by wallet balance or the online provider. */
export const payOrdersBody = z.object({
  ids: idListField('订单', 50),
  method: z.enum(['wallet', 'online'], { error: '请选择支付方式' }),
});

/** An online payment waiting for the buyer: the QR code's content and where to check. */
export const onlinePayment = z.object({
  payment_no: z.string(),
  amount: z.number(),
  /** What the QR code encodes (the provider's pay page, or its payment code). */
  qr_content: z.string(),
  /** The QR code as an SVG data URL. */
  qr_image: z.string(),
  /** A page a desktop browser can pay on (the sandbox's), or null when paying means scanning the code. */
  pay_url: z.string().nullable(),
  /** The provider's name as members see it (e.g. 微信支付). */
  provider: z.string(),
  status: z.number(),
});
export type OnlinePayment = z.infer<typeof onlinePayment>;

export const payOrdersResult = z.object({
  /** True when the orders are paid now (wallet, credit); false while an online payment waits. */
  paid: z.boolean(),
  amount: z.number(),
  payment: onlinePayment.nullable(),
});

/** POST api/pay/recharge. */
export const rechargeBody = z.object({ amount: yuanField('充值金额') });
/** GET api/pay/check_cz_order: a payment's state, reconciled with the provider when still pending. */
export const paymentQuery = z.object({ payment_no: z.string({ error: '请提供支付单号' }).regex(/^P\d{8,24}$/, { error: '支付单号格式不正确' }) });
export const paymentStatus = z.object({
  payment_no: z.string(),
  purpose: z.string(),
  amount: z.number(),
  /** 0 waiting, 1 paid, 2 closed. */
  status: z.number(),
  order_ids: z.array(z.number()),
  paid_at: z.string().nullable(),
});

export const moneyConfig = z.object({
  cz_min: z.string(),
  cz_max: z.string(),
  /** Whether a payment provider is configured: recharge, 在线支付 and 在线还款 are refused without one. */
  online_pay: z.boolean(),
  /** Its name as members see it, null without one. */
  online_provider: z.string().nullable(),
});
export const userMoney = z.object({ user_money: z.number(), credit_limit: z.number(), credit_available: z.number() });

/** GET /api/user/user_money_log: use_type 0 all, 1 充值, 2 消费, 3 退款, 4 提现. */
export const moneyLogQuery = z.object({
  ...pagingFields(),
  use_type: intField('类型', { min: 0, max: 4 }).default(0),
  /** China days (a buyer anywhere filtering "today" means China's today), both included. */
  start_time: dateField('开始日期').optional(),
  end_time: dateField('结束日期').optional(),
});
export const moneyLogEntry = z.object({
  id: z.number(),
  use_type: z.number(),
  type_text: z.string(),
  amount: z.number(),
  balance: z.number(),
  memo: z.string(),
  created_at: z.string(),
});

/** Sandbox provider's pay page (what the QR code opens). */
export const sandboxTrade = z.object({ trade_no: z.string(), amount: z.number(), subject: z.string(), status: z.number(), merchant: z.string() });

/** GET /api/user/user_credit (/zqgl): the credit line and what is owed. */
export const userCredit = z.object({
  enabled: z.boolean(),
  credit_limit: z.number(),
  used: z.number(),
  available: z.number(),
  due_days: z.number(),
  overdue: z.number(),
  next_due_at: z.string().nullable(),
});
/** GET /api/user/user_credit_list: type 0 all bills, 1 unpaid, 2 settled. */
export const creditListQuery = z.object({
  ...pagingFields(),
  type: intField('类型', { min: 0, max: 2 }).default(0),
});
export const creditBill = z.object({
  id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  amount: z.number(),
  repaid_amount: z.number(),
  due_at: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  overdue: z.boolean(),
});
/** POST /api/pay/user_credit_pay: pay orders on credit. */
export const creditPayBody = z.object({ ids: idListField('订单', 50) });
/** POST /api/pay/user_credit_create: repay (method wallet now, or online by QR). */
export const creditRepayBody = z.object({ amount: yuanField('还款金额'), method: z.enum(['wallet', 'online'], { error: '请选择还款方式' }) });
export const creditRepayResult = z.object({ repaid: z.number(), payment: onlinePayment.nullable() });
/** Operator: grant or change a member's credit line. */
export const grantCreditBody = z.object({
  credit_limit: yuanField('账期额度'),
  due_days: intField('账期天数', { min: 1, max: 365 }).default(30),
  /** Why (kept in the audit trail; the second account reads it when the line needs approval). */
  reason: textField('调整说明', { max: 100 }).default(''),
});

/** Withdraw calls (spec §7). The code for binding a card goes to the account's own phone. */
export const sendBindCodeBody = z.object({
  phone: z
    .string({ error: '请填写手机号' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: '手机号格式不正确' }),
});
export const bindBankBody = z.object({
  bank_name: z.string({ error: '请填写开户银行' }).trim().min(2, { error: '请填写开户银行' }).max(40, { error: '开户银行不能超过40个字符' }),
  account_name: z.string({ error: '请填写开户名' }).trim().min(2, { error: '请填写开户名' }).max(60, { error: '开户名不能超过60个字符' }),
  card_no: z
    .string({ error: '请填写银行卡号' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: '银行卡号应为12至19位数字' })),
  phone: z
    .string({ error: '请填写手机号' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: '手机号格式不正确' }),
  code: z
    .string({ error: '请填写验证码' })
    .trim()
    .regex(/^\d{6}$/, { error: '验证码为6位数字' }),
});
export const bankCardView = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  card_no_masked: z.string(),
  phone: z.string(),
  bound_at: z.string(),
});
export const withdrawApplyBody = z.object({ amount: yuanField('提现金额') });
export const withdrawalView = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.number(),
  status_text: z.string(),
  bank_name: z.string(),
  card_no_masked: z.string(),
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
/** GET /admin/api/withdrawals: who asked, and the card to pay into (the operator pays out by hand or by bank file). */
export const adminWithdrawalView = withdrawalView.omit({ card_no_masked: true }).extend({
  member_id: z.number(),
  company: z.string(),
  username: z.string(),
  account_name: z.string(),
  card_no: z.string(),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalView>;
/** GET /admin/api/withdrawals: a page of withdrawals, by status (0 待审核, 1 已打款, 2 已拒绝; none: all). */
export const adminWithdrawalsQuery = pagingQuery.extend({ status: z.coerce.number().int().min(0).max(2).optional() });
export const decideWithdrawalBody = z.object({
  approve: intField('审核结果', { min: 0, max: 1 }),
  reason: z.string().trim().max(200, { error: '说明不能超过200个字符' }).default(''),
});

/** GET /api/pay/account (/tlzh): the member's account with the payment provider. */
export const providerAccount = z.object({
  provider_name: z.string(),
  status: z.number(),
  status_text: z.string(),
  account_no_masked: z.string().nullable(),
  holder: z.string().nullable(),
  opened_at: z.string().nullable(),
});

/** POST /admin/api/members/:id/wallet/adjust: an operator's wallet adjustment booked through the ledger, with its reason. */
export const walletAdjustBody = z.object({
  direction: z.enum(['credit', 'debit'], { error: '请选择增加或扣减' }),
  amount: yuanField('调整金额').refine((v) => v > 0 && v <= 100_000_000, { error: '调整金额须大于0且不超过100万元' }),
  reason: textField('调整原因', { min: 2, max: 100 }),
});
export type WalletAdjustBody = z.infer<typeof walletAdjustBody>;

/** GET /admin/api/members/:id/wallet: balance, the credit line and the latest wallet lines. */
export const memberWalletView = z.object({
  balance: z.number(),
  credit: userCredit,
  log: z.array(moneyLogEntry),
});
export type MemberWalletView = z.infer<typeof memberWalletView>;
