import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ChatCard, ChatKind } from '@yaocai/contract';
import { members } from '../accounts/accounts.tables.js';
import { shops } from '../catalog/catalog.tables.js';

/**
 * A member's conversation with one shop. `member_read_id` / `shop_read_id` are the last message ids each side has
 * read: unread counts are the other side's messages above them (one indexed count, nothing to keep in step).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    lastText: text('last_text').notNull().default(''),
    lastAt: timestamp('last_at', { withTimezone: true }),
    memberReadId: integer('member_read_id').notNull().default(0),
    shopReadId: integer('shop_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_member_shop_uq').on(t.memberId, t.shopId), index('chat_conversations_shop_idx').on(t.shopId, t.lastAt)],
);

/**
 * One message. Ids are taken under one transaction-scoped advisory lock, so they commit in id order: a client that
 * resumes after the last id it saw misses nothing. A goods or order card is kept as it was when sent.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').$type<'member' | 'shop'>().notNull(),
    /** The operator who answered for the shop (null for the member's messages). */
    operatorId: integer('operator_id'),
    senderName: text('sender_name').notNull(),
    kind: text('kind').$type<ChatKind>().notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    card: jsonb('card').$type<ChatCard | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_ck', sql`${t.sender} IN ('member', 'shop')`),
    check('chat_messages_kind_ck', sql`${t.kind} IN ('text', 'image', 'goods', 'order')`),
  ],
);
