import { pgTable, serial, integer, text, timestamp, index, jsonb, smallint } from 'drizzle-orm/pg-core';
import type { WantedStatus } from '@yaocai/contract';
import { members } from '../accounts/accounts.tables.js';
import { operators } from '../admin/admin.tables.js';

/** /pzqg: a variety a member wants and the site lacks (品种求购), and the operator's answer with goods it links. */
export const wantedRequests = pgTable(
  'wanted_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    maker: text('maker').notNull().default(''),
    approvalNo: text('approval_no').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default(''),
    /** Expected unit price in fen; null when the member leaves it open. */
    expectedPrice: integer('expected_price'),
    remark: text('remark').notNull().default(''),
    status: smallint('status').$type<WantedStatus>().notNull().default(0),
    reply: text('reply').notNull().default(''),
    /** Goods the operator offers in answer, in the order given. */
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wanted_requests_member_idx').on(t.memberId, t.id), index('wanted_requests_status_idx').on(t.status, t.id)],
);
