import { z } from 'zod';
import { pagingFields, textField } from './fields.js';
import { formatYuan } from './money.js';
import { memberWalletView, yuanField } from './payments.js';

/**
 * Maker-checker for the console's largest money moves (issue 44): a wallet adjustment above its threshold, or a credit
 * line raised above its threshold, waits as a request until a second account with the finance power approves it; only
 * the approval moves the money. The thresholds are a platform setting (超级管理员, in the console).
 *
 * Defaults: ¥5,000 for an adjustment — routine corrections (a rebate paid late, a double charge, goodwill after a
 * broken parcel) are hundreds to a few thousand yuan, so one person still fixes those at once, while a sum that buys a
 * pharmacy a month of stock needs a second look. ¥50,000 for a credit line — about a month of purchases of a
 * single-store pharmacy on 账期; a larger line (a chain, a clinic group) is credit risk a second person signs for.
 */
export const DEFAULT_APPROVAL_LIMITS = { wallet_adjust_limit: 500_000, credit_line_limit: 5_000_000 } as const;
/** The highest threshold accepted: above it nothing would ever need approval (an adjustment is at most ¥1,000,000). */
export const MAX_WALLET_ADJUST_LIMIT = 100_000_000;
export const MAX_CREDIT_LINE_LIMIT = 2_000_000_000;

/** GET /admin/api/finance/approval-limits: the thresholds (fen) and who set them last. */
export const approvalLimitsView = z.object({
  wallet_adjust_limit: z.number(),
  credit_line_limit: z.number(),
  updated_at: z.string().nullable(),
  /** The account that last changed them (its name), null while they are the defaults. */
  updated_by: z.string().nullable(),
});
export type ApprovalLimitsView = z.infer<typeof approvalLimitsView>;

/** POST /admin/api/finance/approval-limits (超级管理员): amounts in yuan; 0 puts every such action through approval. */
export const approvalLimitsBody = z.object({
  wallet_adjust_limit: yuanField('余额调整审批阈值').refine((v) => v >= 0 && v <= MAX_WALLET_ADJUST_LIMIT, {
    error: `余额调整审批阈值须在0至${formatYuan(MAX_WALLET_ADJUST_LIMIT)}之间`,
  }),
  credit_line_limit: yuanField('账期额度审批阈值').refine((v) => v >= 0 && v <= MAX_CREDIT_LINE_LIMIT, {
    error: `账期额度审批阈值须在0至${formatYuan(MAX_CREDIT_LINE_LIMIT)}之间`,
  }),
});

export const APPROVAL_KINDS = { wallet_adjust: '余额调整', credit_line: '账期额度' } as const;
export type ApprovalKind = keyof typeof APPROVAL_KINDS;
export const APPROVAL_STATES = { pending: '待审批', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' } as const;
export type ApprovalState = keyof typeof APPROVAL_STATES;

const account = z.object({ id: z.number(), username: z.string(), name: z.string() });

/** One request: what the maker asked, for whom, and who decided it. */
export const moneyApprovalView = z.object({
  id: z.number(),
  kind: z.enum(['wallet_adjust', 'credit_line']),
  kind_text: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  status_text: z.string(),
  member: z.object({ id: z.number(), username: z.string(), company: z.string() }),
  /** Fen: the adjustment's amount, or the credit line's new limit (what the threshold was compared with). */
  amount: z.number(),
  /** Wallet adjustments: credit (增加) or debit (扣减); null for a credit line. */
  direction: z.enum(['credit', 'debit']).nullable(),
  /** Credit lines: the new 账期天数, and the line as it was when asked (null: none yet). */
  due_days: z.number().nullable(),
  before: z.object({ credit_limit: z.number(), due_days: z.number() }).nullable(),
  /** The maker's reason (an adjustment's reason is the text the member reads in the money log). */
  reason: z.string(),
  maker: account,
  checker: account.nullable(),
  decision_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The threshold it was over when asked (fen). */
  limit: z.number(),
});
export type MoneyApprovalView = z.infer<typeof moneyApprovalView>;

export const moneyApprovalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn', 'all'], { error: '审批状态不正确' }).default('pending'),
  ...pagingFields(),
});
export const moneyApprovalCounts = z.object({ pending: z.number() });

/** POST /admin/api/finance/approvals/:id/approve: a second account's approval, with an optional note. */
export const approveMoneyBody = z.object({ note: textField('审批意见', { max: 100 }).default('') });
/** POST /admin/api/finance/approvals/:id/reject: refused with a reason (the maker withdrawing their own: 撤回). */
export const rejectMoneyBody = z.object({ reason: textField('驳回原因', { min: 1, max: 100 }) });

/** What a wallet adjustment or a credit line answers: done at once (`approval` null) or waiting for a second account. */
export const walletAdjustResult = z.object({ balance: z.number(), approval: moneyApprovalView.nullable() });
export const grantCreditResult = z.object({ approval: moneyApprovalView.nullable() });

/** GET /admin/api/members/:id/wallet: the member's money and its requests still waiting for a second account. */
export const memberMoneyView = memberWalletView.extend({ pending: z.array(moneyApprovalView) });
export type MemberMoneyView = z.infer<typeof memberMoneyView>;
