import { pgTable, serial, integer, smallint, text, boolean, timestamp, jsonb, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories } from '../catalog/catalog.tables.js';

/** Dedicated customer-service representatives assigned to members at review. */
export const serviceReps = pgTable('service_reps', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Complaint hotline shown in the member's header; '' falls back to the site's hot_line. */
  complaintPhone: text('complaint_phone').notNull().default(''),
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
    email: text('email').notNull().default(''),
    /** standard | dd | wechat: the registration page the member came from. */
    registerSource: text('register_source').notNull().default('standard'),
    /** incomplete (certificates not yet submitted) | pending | approved | rejected */
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Version of the electronic contract (/dzht) the member signed; null until signed. */
    contractVersion: text('contract_version'),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    /** Authorised to see and buy controlled-sales (控销) goods; granted through /kxdl applications. */
    kxAuthorized: boolean('kx_authorized').notNull().default(false),
    /** 最低剩余效期: the shortest remaining shelf life (months) the buyer accepts without confirming; 0 for none. */
    minShelfLifeMonths: smallint('min_shelf_life_months').notNull().default(0),
    serviceRepId: integer('service_rep_id').references(() => serviceReps.id),
    rank: text('rank').notNull().default('普通会员'),
    points: integer('points').notNull().default(0),
    face: text('face').notNull().default(''),
    wechatOpenId: text('wechat_open_id'),
    /** Disabled by an operator: no sign-in, every session ended; the reason is what the member is told. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.username),
    uniqueIndex('members_phone_uq').on(t.phone),
    uniqueIndex('members_wechat_uq').on(t.wechatOpenId),
    index('members_review_idx').on(t.reviewStatus, t.id),
    index('members_created_at_idx').on(t.createdAt),
    check('members_shelf_life_ok', sql`${t.minShelfLifeMonths} BETWEEN 0 AND 36`),
  ],
);

/** 经营范围 granted to a member at review. */
export const memberScopes = pgTable(
  'member_scopes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    scopeCode: text('scope_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scopeCode] })],
);

/** 最低剩余效期 per top-level category (issue 47): overrides the member's general minimum for goods below it. */
export const memberShelfLifeRules = pgTable(
  'member_shelf_life_rules',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    months: smallint('months').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.categoryId] }), check('member_shelf_life_rules_months_ok', sql`${t.months} BETWEEN 1 AND 36`)],
);

/** /ddgl: a master account links other store accounts it may switch to and copy its cart to. */
export const memberLinks = pgTable(
  'member_links',
  {
    masterId: integer('master_id')
      .notNull()
      .references(() => members.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.masterId, t.storeId] }),
    index('member_links_store_idx').on(t.storeId),
    check('member_links_not_self', sql`${t.masterId} <> ${t.storeId}`),
  ],
);

/** /kxdl: applications for controlled-sales authorisation; approval sets members.kx_authorized. */
export const kxApplications = pgTable(
  'kx_applications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    remark: text('remark').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('kx_applications_member_idx').on(t.memberId), index('kx_applications_status_idx').on(t.status, t.id)],
);

/** Every signature of the electronic contract (version, signer, IP), kept as evidence. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    version: text('version').notNull(),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_signatures_member_idx').on(t.memberId)],
);
