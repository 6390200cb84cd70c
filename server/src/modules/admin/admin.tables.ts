import type { ConsoleRole } from '@yaocai/contract';
import { shops } from '../catalog/catalog.tables.js';
import { pgTable, serial, integer, text, boolean, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Console accounts (/admin/api): the platform's operators (no shop) and the merchants' staff (bound to their shop, with
 * a merchant role). A role of their own, never a member account.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** super | ops | service | finance | audit (contract OPERATOR_ROLES), or a merchant role (MERCHANT_ROLES) with `shop_id`. */
    role: text('role').$type<ConsoleRole>().notNull().default('audit'),
    /** The merchant's shop a merchant account works in (every merchant query is scoped by it); null: the platform. */
    shopId: integer('shop_id').references(() => shops.id),
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret (RFC 6238) once the operator turned on the second factor; null: password only. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_username_uq').on(t.username),
    index('operators_shop_idx').on(t.shopId),
    // A merchant role always has its shop, a platform role never.
    check('operators_shop_role_ok', sql`(${t.shopId} IS NULL) = (${t.role} NOT LIKE 'shop_%')`),
  ],
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
