import { pgTable, serial, integer, smallint, text, timestamp, index, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { goods, shops } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';

/**
 * 拼团 campaigns: a goods at `group_price` (fen) once `required_members` buyers join one group within `group_hours`;
 * groups can be opened between `starts_at` and `ends_at`. status 1 running, 2 ended early by an operator.
 */
export const groupBuyCampaigns = pgTable(
  'group_buy_campaigns',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    groupPrice: integer('group_price').notNull(),
    requiredMembers: integer('required_members').notNull(),
    minNumber: integer('min_number').notNull().default(1),
    maxNumber: integer('max_number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    groupHours: integer('group_hours').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_buy_campaigns_window_idx').on(t.endsAt, t.startsAt),
    index('group_buy_campaigns_goods_idx').on(t.goodsId),
    check(
      'group_buy_campaigns_ok',
      sql`${t.groupPrice} > 0 AND ${t.requiredMembers} BETWEEN 2 AND 50 AND ${t.minNumber} >= 1 AND ${t.maxNumber} >= ${t.minNumber}
          AND ${t.groupHours} BETWEEN 1 AND 720 AND ${t.status} IN (1, 2) AND ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * One group of a campaign: open until `closes_at` (never later than the campaign's end), formed when the last place is
 * taken, failed when it closes short. The price and size are copied when it opens: what its members joined for.
 */
export const groupBuyGroups = pgTable(
  'group_buy_groups',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => groupBuyCampaigns.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => members.id),
    groupPrice: integer('group_price').notNull(),
    requiredMembers: integer('required_members').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    /** 0 open, 1 formed, 2 failed. */
    state: smallint('state').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    formedAt: timestamp('formed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failReason: text('fail_reason').notNull().default(''),
  },
  (t) => [
    index('group_buy_groups_campaign_idx').on(t.campaignId, t.state, t.closesAt),
    check(
      'group_buy_groups_ok',
      sql`${t.state} IN (0, 1, 2) AND ${t.memberCount} >= 0 AND ${t.memberCount} <= ${t.requiredMembers} AND ${t.groupPrice} > 0`,
    ),
  ],
);

/**
 * A member in a group with the quantity and delivery address they joined with; `order_id` is the order placed at the
 * group price when the group formed. state 0 waiting, 1 ordered, 2 group failed, 3 order refused (reason kept).
 * A member is in a group once, and waits in at most one open group of a campaign.
 */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupBuyGroups.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => groupBuyCampaigns.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    number: integer('number').notNull(),
    /** No foreign key: the member may delete the address meanwhile; the order then goes to their default address. */
    addressId: integer('address_id').notNull(),
    state: smallint('state').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id),
    reason: text('reason').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_buy_members_group_member_uq').on(t.groupId, t.memberId),
    uniqueIndex('group_buy_members_waiting_uq')
      .on(t.campaignId, t.memberId)
      .where(sql`${t.state} = 0`),
    index('group_buy_members_member_idx').on(t.memberId, t.id),
    index('group_buy_members_group_idx').on(t.groupId, t.state),
    check('group_buy_members_ok', sql`${t.number} > 0 AND ${t.state} IN (0, 1, 2, 3)`),
  ],
);
