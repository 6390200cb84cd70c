import * as api from '@yaocai/contract/api';
import type { ChatMessage, ChatPush } from '@yaocai/contract';
import { call } from '../../lib/api-client';

/**
 * The same chat with shops as the desktop's 在线咨询 (web features/chat): contract api.chat.* for the account, history,
 * sending and reading, and the live socket GET /api/im/ws for what arrives.
 */
export const chatKeys = { all: ['chat'] as const, unread: ['chat', 'unread'] as const, conversations: ['chat', 'conversations'] as const };

export const unreadCount = () => call(api.chat.unread, {}, { silent: true });
export const conversations = () => call(api.chat.conversations);
/** POST /api/im/accountImport?sjly_id=: the chat account with the shop (creates the conversation). */
export const openAccount = (shopId: number) => call(api.chat.account, { query: { sjly_id: shopId } });
export const loadHistory = (shopId: number, beforeId?: number) =>
  call(api.chat.history, { query: { sjly_id: shopId, limit: 30, ...(beforeId ? { before_id: beforeId } : {}) } });
export const sendMessage = (body: { sjly_id: number; kind: ChatMessage['kind']; text?: string; image?: string; ref_id?: number }) =>
  call(api.chat.send, { body });
export const markRead = (shopId: number) => call(api.chat.read, { body: { sjly_id: shopId } }, { silent: true });

/** Adds messages to a list kept in id order, each once. */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The live socket: on every (re)connection it resumes after the last id the page has, so nothing is missed and nothing
 * comes twice; it reconnects by itself (1 s, growing to 10 s) until closed — a phone loses its network in a lift.
 */
export function connectChat(onMessage: (m: ChatMessage) => void, lastId: () => number, onState?: (live: boolean) => void): () => void {
  let closed = false;
  let socket: WebSocket | null = null;
  let delay = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/im/ws`);
    socket = ws;
    ws.onopen = () => {
      delay = 1000;
      ws.send(JSON.stringify({ type: 'resume', after_id: lastId() }));
    };
    ws.onmessage = (e) => {
      const push = JSON.parse(String(e.data)) as ChatPush;
      if (push.type === 'message') onMessage(push.message);
      if (push.type === 'ready') onState?.(true);
    };
    ws.onclose = () => {
      onState?.(false);
      if (closed) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, 10_000);
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}
