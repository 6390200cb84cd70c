import { pgTable, serial, integer, text, timestamp, jsonb, index, check, uniqueIndex, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { operators } from '../admin/admin.tables.js';

/**
 * Maker-checker (issue 44): a wallet adjustment or a credit line over its threshold, waiting for a second account with
 * the finance power. `request` is what the maker asked (replayed on approval); the money moves only on approval, in
 * the approval's transaction. A request is decided once (conditional update on `status`), never by its maker.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: serial('id').primaryKey(),
    /** wallet_adjust | credit_line */
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Fen: the adjustment's amount, or the line's new limit. */
    amount: integer('amount').notNull(),
    /** wallet_adjust: {direction, amount, reason}; credit_line: {credit_limit, due_days, reason, before}. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The threshold in force when asked (fen). */
    threshold: integer('threshold').notNull(),
    /** pending | approved | rejected | withdrawn */
    status: text('status').notNull().default('pending'),
    makerId: integer('maker_id')
      .notNull()
      .references(() => operators.id),
    checkerId: integer('checker_id').references(() => operators.id),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('money_approvals_status_idx').on(t.status, t.id),
    index('money_approvals_member_idx').on(t.memberId, t.status),
    // One credit-line request of a member waits at a time (a second would race the first for the same line).
    uniqueIndex('money_approvals_credit_pending_uq')
      .on(t.memberId)
      .where(sql`${t.kind} = 'credit_line' AND ${t.status} = 'pending'`),
    check(
      'money_approvals_ok',
      sql`${t.kind} IN ('wallet_adjust', 'credit_line') AND ${t.status} IN ('pending', 'approved', 'rejected', 'withdrawn') AND ${t.amount} >= 0`,
    ),
    // The maker never approves or rejects their own request (withdrawing it is theirs alone).
    check('money_approvals_two_people', sql`${t.status} <> 'approved' OR ${t.checkerId} <> ${t.makerId}`),
  ],
);

/**
 * The thresholds above which maker-checker applies (fen), one row (id 1) that a 超级管理员 edits in the console;
 * while it is absent the defaults of contract `DEFAULT_APPROVAL_LIMITS` hold.
 */
export const approvalLimits = pgTable(
  'approval_limits',
  {
    id: smallint('id').primaryKey().default(1),
    walletAdjustLimit: integer('wallet_adjust_limit').notNull(),
    creditLineLimit: integer('credit_line_limit').notNull(),
    updatedBy: integer('updated_by').references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('approval_limits_ok', sql`${t.id} = 1 AND ${t.walletAdjustLimit} >= 0 AND ${t.creditLineLimit} >= 0`)],
);
