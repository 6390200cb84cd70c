import { pgTable, serial, integer, text, timestamp, jsonb, index, check, uniqueIndex, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';

/**
 * Double-entry ledger. Every movement of money is one journal entry whose lines sum to zero; an account's balance is
 * the sum of its lines (kept on the account row in the same transaction, and checked by a test). Kinds:
 * wallet (a member's 余额, never negative), credit (a member's 账期 use, ≤ 0), and the platform's own accounts
 * (sales: owed to merchants for paid orders; provider: money held by the payment provider; bank: paid out).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_kind_uq').on(t.memberId, t.kind),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.kind)
      .where(sql`${t.memberId} IS NULL`),
    check('ledger_accounts_wallet_ok', sql`${t.kind} <> 'wallet' OR ${t.balance} >= 0`),
  ],
);

/** One movement; (kind, ref) is unique so the same payment, refund or recharge is booked once. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journal_entries_ref_uq').on(t.kind, t.ref)],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId, t.id),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_amount_ok', sql`${t.amount} <> 0`),
  ],
);

/**
 * A payment through the online provider (sandbox built in): for orders (`order_ids`), a wallet recharge or a credit
 * repayment (`credit`).
 * status 0 pending, 1 paid, 2 closed. Paid once, whatever the number of notifications.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').$type<'orders' | 'recharge' | 'credit'>().notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    /** The provider the payment was opened with (PaymentProvider.name): only its notifications and refunds apply. */
    provider: text('provider').notNull().default('sandbox'),
    providerTradeNo: text('provider_trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_no_uq').on(t.paymentNo),
    index('payments_member_idx').on(t.memberId, t.purpose, t.id),
    check('payments_ok', sql`${t.amount} > 0 AND ${t.status} IN (0, 1, 2) AND ${t.purpose} IN ('orders', 'recharge', 'credit')`),
  ],
);

/**
 * The built-in sandbox payment provider's own records (the provider's side, as a real provider keeps them): a trade per
 * payment, paid when the buyer confirms on the provider's QR page; the provider then notifies the merchant
 * asynchronously (job queue, retried until acknowledged).
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    subject: text('subject').notNull(),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_trades_no_uq').on(t.tradeNo),
    uniqueIndex('sandbox_trades_out_uq').on(t.outTradeNo),
    check('sandbox_trades_ok', sql`${t.amount} > 0`),
  ],
);

/** The sandbox provider's refunds of its trades: one per merchant refund number, never more than the trade's amount. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    outRefundNo: text('out_refund_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_out_uq').on(t.outRefundNo),
    index('sandbox_refunds_trade_idx').on(t.tradeNo),
    check('sandbox_refunds_ok', sql`${t.amount} > 0`),
  ],
);

/** 账期: a member's credit line, granted by an operator: limit, days until a bill is due. */
export const creditLines = pgTable(
  'credit_lines',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    creditLimit: integer('credit_limit').notNull(),
    dueDays: integer('due_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_lines_ok', sql`${t.creditLimit} >= 0 AND ${t.dueDays} BETWEEN 1 AND 365`)],
);

/** One order paid on credit is one bill, due `due_days` after payment; repayments settle the oldest bills first. */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').notNull(),
    amount: integer('amount').notNull(),
    repaidAmount: integer('repaid_amount').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_bills_member_idx').on(t.memberId, t.id),
    uniqueIndex('credit_bills_order_uq').on(t.orderId),
    check('credit_bills_ok', sql`${t.amount} > 0 AND ${t.repaidAmount} >= 0 AND ${t.repaidAmount} <= ${t.amount}`),
  ],
);

/** The member's bank account for withdrawals (one active card), bound with an SMS code sent to the account phone. */
export const bankCards = pgTable('bank_cards', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  cardNo: text('card_no').notNull(),
  phone: text('phone').notNull(),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A withdrawal from the wallet: the money leaves the wallet when applied (booked to the platform's bank account),
 * an operator pays it out (status 1) or refuses it (status 2, the money goes back). status 0 is 待审核.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    cardNo: text('card_no').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('withdrawals_member_idx').on(t.memberId, t.id), check('withdrawals_ok', sql`${t.amount} > 0 AND ${t.status} IN (0, 1, 2)`)],
);

/** The sandbox provider's merchant-side accounts of members (/tlzh 我的通联账户): opened on request, per member. */
export const sandboxAccounts = pgTable(
  'sandbox_accounts',
  {
    id: serial('id').primaryKey(),
    outUserId: text('out_user_id').notNull(),
    accountNo: text('account_no').notNull(),
    holder: text('holder').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_accounts_user_uq').on(t.outUserId)],
);
