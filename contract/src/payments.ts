import { z } from 'zod';
import { idListField, intField } from './fields.js';

/** Spec §9 recharge limits (yuan strings, as the User state carries them). */
export const RECHARGE_LIMITS = { cz_min: '0.01', cz_max: '10000' } as const;

/** A yuan amount with at most two decimals, e.g. 100 or 99.50; parsed to fen without floating point. */
export function yuanField(label: string) {
  return z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: `${label}格式不正确，最多两位小数` }))
    .transform((v) => {
      const [y, f = ''] = v.split('.');
      return Number(y) * 100 + Number(f.padEnd(2, '0'));
    });
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
  /** What the QR code encodes: the provider's pay page. */
  qr_content: z.string(),
  /** The QR code as an SVG data URL. */
  qr_image: z.string(),
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

export const moneyConfig = z.object({ cz_min: z.string(), cz_max: z.string() });
export const userMoney = z.object({ user_money: z.number(), credit_limit: z.number(), credit_available: z.number() });

/** GET /api/user/user_money_log: use_type 0 all, 1 充值, 2 消费, 3 退款, 4 提现. */
export const moneyLogQuery = z.object({
  page: intField('页码', { min: 1, max: 100000 }).default(1),
  page_size: intField('每页数量', { min: 1, max: 100 }).default(20),
  use_type: intField('类型', { min: 0, max: 4 }).default(0),
  start_time: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '开始日期格式不正确' }).optional(),
  end_time: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '结束日期格式不正确' }).optional(),
});
export const moneyLogEntry = z.object({ id: z.number(), use_type: z.number(), type_text: z.string(), amount: z.number(), balance: z.number(), memo: z.string(), created_at: z.string() });

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
  page: intField('页码', { min: 1, max: 100000 }).default(1),
  page_size: intField('每页数量', { min: 1, max: 100 }).default(20),
  type: intField('类型', { min: 0, max: 2 }).default(0),
});
export const creditBill = z.object({
  id: z.number(), order_id: z.number(), order_no: z.string(), amount: z.number(), repaid_amount: z.number(),
  due_at: z.string(), created_at: z.string(), settled_at: z.string().nullable(), overdue: z.boolean(),
});
/** POST /api/pay/user_credit_pay: pay orders on credit. */
export const creditPayBody = z.object({ ids: idListField('订单', 50) });
/** POST /api/pay/user_credit_create: repay (method wallet now, or online by QR). */
export const creditRepayBody = z.object({ amount: yuanField('还款金额'), method: z.enum(['wallet', 'online'], { error: '请选择还款方式' }) });
export const creditRepayResult = z.object({ repaid: z.number(), payment: onlinePayment.nullable() });
/** Operator: grant or change a member's credit line. */
export const grantCreditBody = z.object({ credit_limit: yuanField('账期额度'), due_days: intField('账期天数', { min: 1, max: 365 }).default(30) });
