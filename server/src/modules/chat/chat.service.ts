import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CHAT_RATE_PER_MINUTE,
  chinaDay,
  type AdminChatSendBody,
  type AdminConversationsQuery,
  type ChatCard,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatSendBody,
  type ImAccount,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateDecision } from '../../core/rate-limit/rate-limiter.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import type { ChatFollow, ChatRepository } from './chat.repository.js';

const SIG_TTL_MS = 24 * 3_600_000;
const NO_SHOP = '店铺不存在';

type SendFields = Pick<ChatSendBody, 'kind' | 'text' | 'image' | 'ref_id'>;

/**
 * Chat between members and shops. The member side is scoped to the signed-in member (a conversation is found by
 * member and shop, never by an id the client names); the shop side is the console's. Every message is written with its
 * NOTIFY in one transaction (the repository), so every server process hears it once it is committed.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      repo: ChatRepository;
      secret: string;
      rate: (key: string, limit: number, windowSec: number) => Promise<RateDecision>;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The ids among these that are the member's own uploaded images (uploads module). */
      ownImages: (memberId: number, ids: string[]) => Promise<string[]>;
    },
  ) {}

  /** The spec's chat account: `username` and a `sig` good for a day (the WebSocket accepts it instead of the cookie). */
  async account(memberId: number, shopId: number): Promise<Result<ImAccount>> {
    const shop = await this.deps.repo.shop(shopId);
    if (!shop) return failure('invalid', NO_SHOP, 'sjly_id');
    const conversationId = await this.deps.repo.open(this.deps.repo.executor, memberId, shopId);
    const username = `m${memberId}`;
    const expires = Date.now() + SIG_TTL_MS;
    return success({
      sig: `${this.sign(username, expires)}.${expires}`,
      username,
      expires_at: new Date(expires).toISOString(),
      conversation_id: conversationId,
      shop: { id: shop.id, name: shop.name },
      ws_path: '/api/im/ws',
    });
  }

  /** The member a chat account's sig was made for, while it is good. */
  memberOfSig(username: string, sig: string): number | null {
    const m = /^m(\d{1,9})$/.exec(username);
    const [mac, exp] = sig.split('.');
    const expires = Number(exp);
    if (!m || !mac || !Number.isSafeInteger(expires) || expires < Date.now()) return null;
    const want = Buffer.from(this.sign(username, expires));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got) ? Number(m[1]) : null;
  }

  private sign(username: string, expires: number) {
    return createHmac('sha256', this.deps.secret).update(`${username}.${expires}`).digest('base64url');
  }

  async unread(memberId: number) {
    return { num: await this.deps.repo.memberUnread(memberId) };
  }

  conversations(memberId: number) {
    return this.deps.repo.memberConversations(memberId);
  }

  async history(memberId: number, q: ChatHistoryQuery) {
    if (!(await this.deps.repo.shop(q.sjly_id))) return failure('invalid', NO_SHOP, 'sjly_id');
    const c = await this.deps.repo.find(this.deps.repo.executor, memberId, q.sjly_id);
    return success(c ? await this.deps.repo.page(c.id, q) : { list: [], has_more: false });
  }

  async send(memberId: number, b: ChatSendBody): Promise<Result<ChatMessage>> {
    const { repo } = this.deps;
    if (!(await repo.shop(b.sjly_id))) return failure('invalid', NO_SHOP, 'sjly_id');
    const limited = await this.limited(`m${memberId}`);
    if (limited) return limited;
    if (b.kind === 'image') {
      const id = b.image!.split('/').pop()!;
      if ((await this.deps.ownImages(memberId, [id])).length === 0) return failure('invalid', '图片不存在，请重新上传', 'image');
    }
    const card = await this.card(b, { memberId, shopId: b.sjly_id });
    if (!card.ok) return card;
    const company = await repo.company(memberId);
    const message = await repo.transaction(async (tx) => {
      const conversationId = await repo.open(tx, memberId, b.sjly_id);
      return repo.insert(tx, { conversationId, sender: 'member', operatorId: null, senderName: company, ...this.content(b), card: card.value });
    });
    return success(message);
  }

  async read(memberId: number, shopId: number): Promise<Result<null>> {
    const c = await this.deps.repo.find(this.deps.repo.executor, memberId, shopId);
    if (c) await this.deps.repo.markRead(c.id, 'member');
    return success(null);
  }

  // ——— Console ———————————————————————————————————————————————————————————————————————————————

  // `shop`: a merchant's 客服 works its own shop's conversations only (another shop's is not found).

  async adminList(q: AdminConversationsQuery, shop?: ShopScope) {
    const { list, total } = await this.deps.repo.adminPage(shop === undefined ? q : { ...q, shop_id: shop });
    return { list, total, page: q.page, page_size: q.page_size };
  }

  async adminHistory(id: number, q: { after_id?: number; before_id?: number; limit: number }, shop?: ShopScope) {
    const c = await this.deps.repo.conversation(id);
    return c && !outOfShop(shop, c.shop_id) ? success(await this.deps.repo.page(id, q)) : failure('not_found', '会话不存在');
  }

  /** The shop answers, as the operator at the console; the reply and its audit row are one transaction. */
  async adminSend(actor: Actor & { operatorId: number }, id: number, b: AdminChatSendBody, shop?: ShopScope): Promise<Result<ChatMessage>> {
    const { repo } = this.deps;
    const c = await repo.conversation(id);
    if (!c || outOfShop(shop, c.shop_id)) return failure('not_found', '会话不存在');
    if (b.kind === 'image') return failure('invalid', '客服回复暂只支持文字、商品和订单', 'kind');
    const limited = await this.limited(`o${actor.operatorId}`);
    if (limited) return limited;
    const card = await this.card(b, { memberId: c.member_id, shopId: c.shop_id });
    if (!card.ok) return card;
    const message = await repo.transaction(async (tx) => {
      const m = await repo.insert(tx, {
        conversationId: id,
        sender: 'shop',
        operatorId: actor.operatorId,
        senderName: `${c.shop}客服`,
        ...this.content(b),
        card: card.value,
      });
      await this.deps.audit(tx, actor, {
        action: 'chat.reply',
        targetId: id,
        detail: { message_id: m.id, kind: m.kind, text: m.text.slice(0, 200) },
      });
      return m;
    });
    return success(message);
  }

  async adminRead(id: number, shop?: ShopScope): Promise<Result<null>> {
    const c = await this.deps.repo.conversation(id);
    if (!c || outOfShop(shop, c.shop_id)) return failure('not_found', '会话不存在');
    await this.deps.repo.markRead(id, 'shop');
    return success(null);
  }

  // ——— For the hub ——————————————————————————————————————————————————————————————————————————————

  routed(id: number) {
    return this.deps.repo.routed(id);
  }

  since(afterId: number, follow: ChatFollow, limit = 500) {
    return this.deps.repo.since(afterId, follow, limit);
  }

  lastId() {
    return this.deps.repo.lastId();
  }

  private content(b: SendFields) {
    return { kind: b.kind, text: b.kind === 'text' ? b.text : '', image: b.kind === 'image' ? (b.image ?? null) : null };
  }

  private async limited(who: string) {
    const d = await this.deps.rate(`chat:${who}`, CHAT_RATE_PER_MINUTE, 60);
    return d.allowed ? null : failure('rate_limited', `发送过于频繁，请${d.retryAfterSec}秒后再试`);
  }

  /** A goods card of any goods; an order card only of the member's own order with this shop. */
  private async card(
    b: SendFields,
    who: { memberId: number; shopId: number },
  ): Promise<{ ok: true; value: ChatCard | null } | ReturnType<typeof failure>> {
    if (b.kind === 'goods') {
      const g = await this.deps.repo.goodsCard(b.ref_id!);
      if (!g) return failure('invalid', '商品不存在', 'ref_id');
      return {
        ok: true,
        value: {
          type: 'goods',
          id: g.id,
          title: g.name,
          subtitle: g.spec,
          image: g.images[0] ?? `/media/goods/${g.id}.svg`,
          amount: g.is_kx ? null : g.base_price,
          link: `/list/info/${g.id}`,
        },
      };
    }
    if (b.kind === 'order') {
      const o = await this.deps.repo.orderCard(b.ref_id!);
      if (!o || o.member_id !== who.memberId || o.shop_id !== who.shopId) return failure('invalid', '订单不存在', 'ref_id');
      return {
        ok: true,
        value: {
          type: 'order',
          id: o.id,
          title: `订单 ${o.order_no}`,
          subtitle: chinaDay(o.created_at),
          image: '',
          amount: o.amount,
          link: `/order/info/${o.id}`,
        },
      };
    }
    return { ok: true, value: null };
  }
}
