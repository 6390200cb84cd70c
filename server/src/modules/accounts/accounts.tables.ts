import { pgTable, serial, integer, text, boolean, timestamp, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';

/** Dedicated customer-service representatives assigned to members at review. */
export const serviceReps = pgTable('service_reps', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** A member is a company (pharmacy, clinic, …) whose qualifications are reviewed. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: text('company').notNull(),
    companyType: text('company_type').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    /** pending | approved | rejected */
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    /** Authorised to see and buy controlled-sales (控销) goods; granted through /kxdl applications. */
    kxAuthorized: boolean('kx_authorized').notNull().default(false),
    serviceRepId: integer('service_rep_id').references(() => serviceReps.id),
    rank: text('rank').notNull().default('普通会员'),
    points: integer('points').notNull().default(0),
    face: text('face').notNull().default(''),
    wechatOpenId: text('wechat_open_id'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_username_uq').on(t.username), uniqueIndex('members_phone_uq').on(t.phone)],
);

/** 经营范围 granted to a member at review. */
export const memberScopes = pgTable(
  'member_scopes',
  {
    memberId: integer('member_id').notNull().references(() => members.id),
    scopeCode: text('scope_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scopeCode] })],
);

/** Site messages to a member (/wdxx); the unread count feeds message_count. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.readAt)],
);
