import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminConversationsQuery, ChatCard, ChatKind, ChatMessage } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { orderFacts } from '../orders/public.js';
import { chatConversations, chatMessages } from './chat.tables.js';

/** The NOTIFY channel a committed message is announced on (payload: its id). */
export const CHAT_CHANNEL = 'chat_message';
/** Any constant: every message insert takes this transaction-scoped advisory lock, so ids commit in order. */
const CHAT_INSERT_LOCK = 740_301;

const messageColumns = {
  id: chatMessages.id,
  conversation_id: chatMessages.conversationId,
  sender: chatMessages.sender,
  sender_name: chatMessages.senderName,
  kind: chatMessages.kind,
  text: chatMessages.text,
  image: chatMessages.image,
  card: chatMessages.card,
  created_at: isoUtc(chatMessages.createdAt),
};

export interface MessageWrite {
  conversationId: number;
  sender: 'member' | 'shop';
  operatorId: number | null;
  senderName: string;
  kind: ChatKind;
  text: string;
  image: string | null;
  card: ChatCard | null;
}

/** SQL of chat: conversations, messages in id order, read marks and unread counts, and the facts of cards. */
/** Whose conversations a live socket follows: a member's, a shop's (its 客服), or every one (the platform's). */
export type ChatFollow = { kind: 'member'; id: number } | { kind: 'shop'; id: number } | { kind: 'all' };

export class ChatRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.db.transaction(fn);
  }

  get executor(): Executor {
    return this.db;
  }

  /** The member's conversation with the shop, opened on first use. */
  async open(executor: Executor, memberId: number, shopId: number): Promise<number> {
    const [row] = await executor
      .insert(chatConversations)
      .values({ memberId, shopId })
      .onConflictDoUpdate({ target: [chatConversations.memberId, chatConversations.shopId], set: { memberId } })
      .returning({ id: chatConversations.id });
    return row!.id;
  }

  async find(executor: Executor, memberId: number, shopId: number) {
    const [row] = await executor
      .select({ id: chatConversations.id, member_read_id: chatConversations.memberReadId })
      .from(chatConversations)
      .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.shopId, shopId)));
    return row ?? null;
  }

  async conversation(id: number) {
    const [row] = await this.db
      .select({ id: chatConversations.id, member_id: chatConversations.memberId, shop_id: chatConversations.shopId, shop: shopFacts.name })
      .from(chatConversations)
      .innerJoin(shopFacts, eq(shopFacts.id, chatConversations.shopId))
      .where(eq(chatConversations.id, id));
    return row ?? null;
  }

  async shop(id: number) {
    const [row] = await this.db
      .select({ id: shopFacts.id, name: shopFacts.name, short_name: shopFacts.shortName })
      .from(shopFacts)
      .where(eq(shopFacts.id, id));
    return row ?? null;
  }

  async company(memberId: number) {
    const [row] = await this.db.select({ company: memberReference.company }).from(memberReference).where(eq(memberReference.id, memberId));
    return row?.company ?? '';
  }

  /**
   * Writes a message in the caller's transaction: ids in commit order (the advisory lock), the conversation's last
   * message, the sender's own read mark, and the NOTIFY every process hears once this commits.
   */
  async insert(tx: Executor, w: MessageWrite): Promise<ChatMessage> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_INSERT_LOCK})`);
    const [row] = await tx.insert(chatMessages).values(w).returning(messageColumns);
    const preview = w.kind === 'text' ? w.text.slice(0, 60) : w.kind === 'image' ? '[图片]' : w.kind === 'goods' ? '[商品]' : '[订单]';
    await tx
      .update(chatConversations)
      .set({
        lastText: preview,
        lastAt: sql`now()`,
        ...(w.sender === 'member' ? { memberReadId: row!.id } : { shopReadId: row!.id }),
      })
      .where(eq(chatConversations.id, w.conversationId));
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${String(row!.id)})`);
    return row as ChatMessage;
  }

  /** One conversation's messages: after `afterId` (oldest first), or the latest before `beforeId`. */
  async page(conversationId: number, q: { after_id?: number; before_id?: number; limit: number }) {
    const base = eq(chatMessages.conversationId, conversationId);
    if (q.after_id !== undefined) {
      const rows = await this.db
        .select(messageColumns)
        .from(chatMessages)
        .where(and(base, gt(chatMessages.id, q.after_id)))
        .orderBy(asc(chatMessages.id))
        .limit(q.limit + 1);
      return { list: rows.slice(0, q.limit) as ChatMessage[], has_more: rows.length > q.limit };
    }
    const rows = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .where(and(base, q.before_id !== undefined ? lt(chatMessages.id, q.before_id) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(q.limit + 1);
    return { list: rows.slice(0, q.limit).reverse() as ChatMessage[], has_more: rows.length > q.limit };
  }

  /** A message with the member and shop of its conversation (what the hub routes by). */
  async routed(id: number) {
    const [row] = await this.db
      .select({ ...messageColumns, member_id: chatConversations.memberId, shop_id: chatConversations.shopId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, id));
    return row ?? null;
  }

  /** Messages after `afterId` of one member's conversations (or of every conversation), in id order. */
  async since(afterId: number, follow: ChatFollow, limit: number) {
    const whose =
      follow.kind === 'member'
        ? eq(chatConversations.memberId, follow.id)
        : follow.kind === 'shop'
          ? eq(chatConversations.shopId, follow.id)
          : undefined;
    return this.db
      .select({ ...messageColumns, member_id: chatConversations.memberId, shop_id: chatConversations.shopId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(gt(chatMessages.id, afterId), whose))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  }

  /** The newest message id, for a listener that reconnected to know where it stood. */
  async lastId(): Promise<number> {
    const [row] = await this.db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages);
    return row?.id ?? 0;
  }

  /** Marks every message of the conversation read by one side. */
  async markRead(conversationId: number, side: 'member' | 'shop') {
    const last = sql`(select coalesce(max(m.id), 0) from chat_messages m where m.conversation_id = ${conversationId})`;
    await this.db
      .update(chatConversations)
      .set(
        side === 'member'
          ? { memberReadId: sql`greatest(${chatConversations.memberReadId}, ${last})` }
          : { shopReadId: sql`greatest(${chatConversations.shopReadId}, ${last})` },
      )
      .where(eq(chatConversations.id, conversationId));
  }

  /** Shop messages the member has not read, over all the member's conversations. */
  async memberUnread(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(eq(chatConversations.memberId, memberId), eq(chatMessages.sender, 'shop'), gt(chatMessages.id, chatConversations.memberReadId)));
    return row?.n ?? 0;
  }

  memberConversations(memberId: number) {
    const unread = sql<number>`(select count(*) from chat_messages m where m.conversation_id = "chat_conversations"."id"
      and m.sender = 'shop' and m.id > "chat_conversations"."member_read_id")::int`;
    return this.db
      .select({
        conversation_id: chatConversations.id,
        shop_id: chatConversations.shopId,
        shop: shopFacts.name,
        last_text: chatConversations.lastText,
        last_at: isoUtcOrNull(chatConversations.lastAt),
        unread,
      })
      .from(chatConversations)
      .innerJoin(shopFacts, eq(shopFacts.id, chatConversations.shopId))
      .where(eq(chatConversations.memberId, memberId))
      .orderBy(sql`${chatConversations.lastAt} desc nulls last`, desc(chatConversations.id))
      .limit(100);
  }

  async adminPage(q: AdminConversationsQuery) {
    const unread = sql<number>`(select count(*) from chat_messages m where m.conversation_id = "chat_conversations"."id"
      and m.sender = 'member' and m.id > "chat_conversations"."shop_read_id")::int`;
    const w: SQL[] = [sql`${chatConversations.lastAt} is not null`];
    if (q.shop_id) w.push(eq(chatConversations.shopId, q.shop_id));
    if (q.unread)
      w.push(
        sql`exists (select 1 from chat_messages m where m.conversation_id = ${chatConversations.id} and m.sender = 'member' and m.id > ${chatConversations.shopReadId})`,
      );
    const where = and(...w);
    const [list, [total]] = await Promise.all([
      this.db
        .select({
          id: chatConversations.id,
          shop_id: chatConversations.shopId,
          shop: shopFacts.shortName,
          member_id: chatConversations.memberId,
          company: memberReference.company,
          phone: memberReference.phone,
          last_text: chatConversations.lastText,
          last_at: isoUtcOrNull(chatConversations.lastAt),
          unread,
        })
        .from(chatConversations)
        .innerJoin(shopFacts, eq(shopFacts.id, chatConversations.shopId))
        .innerJoin(memberReference, eq(memberReference.id, chatConversations.memberId))
        .where(where)
        .orderBy(desc(chatConversations.lastAt), desc(chatConversations.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.db.select({ n: count() }).from(chatConversations).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  /** What a goods card shows (null when there is no such goods). */
  async goodsCard(id: number) {
    const [row] = await this.db
      .select({
        id: goodsFacts.id,
        name: goodsFacts.name,
        spec: goodsFacts.spec,
        images: goodsFacts.images,
        base_price: goodsFacts.basePrice,
        is_kx: goodsFacts.isKx,
        shop_id: goodsFacts.shopId,
      })
      .from(goodsFacts)
      .where(eq(goodsFacts.id, id));
    return row ?? null;
  }

  /** What an order card shows, with whose order it is. */
  async orderCard(id: number) {
    const [row] = await this.db
      .select({
        id: orderFacts.id,
        order_no: orderFacts.orderNo,
        member_id: orderFacts.memberId,
        shop_id: orderFacts.shopId,
        amount: orderFacts.payAmount,
        created_at: isoUtc(orderFacts.createdAt),
      })
      .from(orderFacts)
      .where(eq(orderFacts.id, id));
    return row ?? null;
  }
}
