import type { OperatorRole } from '@yaocai/contract';
import { pgTable, serial, integer, text, boolean, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Platform operators (review console, /admin/api): a role of their own, never a member account. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** super | ops | service | audit (contract OPERATOR_ROLES): what the account may change. */
    role: text('role').$type<OperatorRole>().notNull().default('audit'),
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret (RFC 6238) once the operator turned on the second factor; null: password only. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);

/** Every operator decision: who (operator or CLI user), when, what (action, member, target, details). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    /** 'operator:<username>' or 'cli:<os user>' */
    actor: text('actor').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    /** member.approve | member.reject | certificate.approve | certificate.reject | kx.approve | kx.reject */
    action: text('action').notNull(),
    memberId: integer('member_id'),
    targetId: integer('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_member_idx').on(t.memberId, t.id)],
);
