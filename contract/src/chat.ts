import { z } from 'zod';
import { CONTROL_CHARS_RE, intField, pagingFields } from './fields.js';

/**
 * Chat with shops (spec §1, §3 Chat account, §6, §7 Instant message): a member's conversation with one shop, answered
 * by the shop's service staff in the console. Messages carry ids that only grow, so a client that reconnects asks for
 * what came after the last id it has and never sees one twice.
 */

export const CHAT_KINDS = ['text', 'image', 'goods', 'order'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_TEXT_MAX = 500;
/** Messages a sender may send per minute (members and staff alike). */
export const CHAT_RATE_PER_MINUTE = 30;

const shopId = intField('店铺', { min: 1, max: 2147483647 });
const messageId = (label: string) => intField(label, { min: 0, max: 2147483647 });

/** POST /api/im/accountImport?sjly_id=: the chat account of the signed-in member with the shop (spec: sig, username). */
export const imAccountQuery = z.object({ sjly_id: shopId.default(1) });
export const imAccount = z.object({
  /** Signs `username` until `expires_at` (HMAC): the WebSocket accepts it as well as the session cookie. */
  sig: z.string(),
  username: z.string(),
  expires_at: z.string(),
  conversation_id: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
  /** The WebSocket to connect to (same origin). */
  ws_path: z.string(),
});
export type ImAccount = z.infer<typeof imAccount>;

/** GET /api/im/unreadNum: messages from shops the member has not read. */
export const imUnread = z.object({ num: z.number() });

/** A goods or order shown as a card in the conversation. */
export const chatCard = z.object({
  type: z.enum(['goods', 'order']),
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** Fen: the goods' price for the viewer (null when hidden), the order's amount. */
  amount: z.number().nullable(),
  link: z.string(),
});
export type ChatCard = z.infer<typeof chatCard>;

export const chatMessage = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender: z.enum(['member', 'shop']),
  /** The member's company, or the shop's name with the staff member's. */
  sender_name: z.string(),
  kind: z.enum(CHAT_KINDS),
  /** Plain text: clients render it as text, never as HTML. */
  text: z.string(),
  image: z.string().nullable(),
  card: chatCard.nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/im/messages: a page of one conversation, newest last; `after_id` for what came since, `before_id` for older. */
export const chatHistoryQuery = z.object({
  sjly_id: shopId,
  after_id: messageId('消息').optional(),
  before_id: messageId('消息').optional(),
  limit: intField('条数', { min: 1, max: 100 }).default(30),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuery>;
export const chatHistory = z.object({ list: z.array(chatMessage), has_more: z.boolean() });

const sendFields = {
  kind: z.enum(CHAT_KINDS, { error: '消息类型不正确' }),
  text: z
    .string()
    .trim()
    .max(CHAT_TEXT_MAX, { error: `消息不能超过${CHAT_TEXT_MAX}字` })
    .refine((v) => !CONTROL_CHARS_RE.test(v), { error: '消息含有非法字符' })
    .default(''),
  /** An image the member uploaded through POST /api/uploads (its URL, /api/uploads/{id}). */
  image: z
    .string()
    .trim()
    .regex(/^\/api\/uploads\/[0-9a-f-]{36}$/, { error: '图片地址不正确' })
    .optional(),
  ref_id: intField('商品或订单', { min: 1, max: 2147483647 }).optional(),
};
function checkSend(b: { kind: ChatKind; text: string; image?: string; ref_id?: number }, ctx: z.RefinementCtx) {
  if (b.kind === 'text' && b.text === '') ctx.addIssue({ code: 'custom', path: ['text'], message: '请输入消息内容' });
  if (b.kind === 'image' && !b.image) ctx.addIssue({ code: 'custom', path: ['image'], message: '请选择图片' });
  if ((b.kind === 'goods' || b.kind === 'order') && b.ref_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ref_id'], message: b.kind === 'goods' ? '请选择商品' : '请选择订单' });
  }
}

/** POST /api/im/send: a message from the member to the shop. */
export const chatSendBody = z.object({ sjly_id: shopId, ...sendFields }).superRefine(checkSend);
export type ChatSendBody = z.infer<typeof chatSendBody>;

/** POST /api/im/read: the member has read the conversation with the shop. */
export const chatReadBody = z.object({ sjly_id: shopId });

/** GET /api/im/conversations: the member's conversations, the latest first. */
export const memberConversation = z.object({
  conversation_id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  last_text: z.string(),
  last_at: z.string().nullable(),
  unread: z.number(),
});

/** What the WebSocket sends: `message` (missed ones first, in id order), `ready` once caught up, `read` (the other side read). */
export const chatPush = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('read'), conversation_id: z.number(), by: z.enum(['member', 'shop']) }),
]);
export type ChatPush = z.infer<typeof chatPush>;
/** What a client sends on the WebSocket: resume after the last message id it has (0: none yet). */
export const chatResume = z.object({ type: z.literal('resume'), after_id: z.number().int().min(0) });

// ——— Console (shop service staff) ———————————————————————————————————————————————————————————

export const adminConversationsQuery = z.object({
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  unread: intField('未读', { min: 0, max: 1 }).optional(),
  ...pagingFields(),
});
export type AdminConversationsQuery = z.infer<typeof adminConversationsQuery>;
export const adminConversation = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  member_id: z.number(),
  company: z.string(),
  phone: z.string(),
  last_text: z.string(),
  last_at: z.string().nullable(),
  /** Member messages the shop has not read. */
  unread: z.number(),
});
export type AdminConversation = z.infer<typeof adminConversation>;
export const conversationIdParam = z.object({ id: intField('会话', { min: 1, max: 2147483647 }) });
export const adminChatHistoryQuery = z.object({
  after_id: messageId('消息').optional(),
  before_id: messageId('消息').optional(),
  limit: intField('条数', { min: 1, max: 100 }).default(30),
});
/** POST /admin/api/im/conversations/:id/messages: the shop answers. */
export const adminChatSendBody = z.object(sendFields).superRefine(checkSend);
export type AdminChatSendBody = z.infer<typeof adminChatSendBody>;
