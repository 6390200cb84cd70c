import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { ChatMessage, ChatPush, InputOf, OutputOf } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type MemberConversation = OutputOf<typeof api.chat.conversations>[number];

export const chatKeys = { all: ['chat'] as const, unread: ['chat', 'unread'] as const, conversations: ['chat', 'conversations'] as const };

/** GET /api/im/unreadNum: shops' messages not read yet (the side bar's badge). */
export const unreadQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: () => call(api.chat.unread, {}, { silent: true }),
    enabled,
    refetchInterval: 30_000,
  });

export const conversationsQuery = queryOptions({
  queryKey: chatKeys.conversations,
  queryFn: () => call(api.chat.conversations),
});

/** POST /api/im/accountImport?sjly_id=: the chat account with a shop (opens the conversation). */
export const openAccount = (shopId: number) => call(api.chat.account, { query: { sjly_id: shopId } });

export const loadHistory = (shopId: number, beforeId?: number) =>
  call(api.chat.history, { query: { sjly_id: shopId, limit: 30, ...(beforeId ? { before_id: beforeId } : {}) } });

export const sendMessage = (body: InputOf<typeof api.chat.send>['body']) => call(api.chat.send, { body });

export const markRead = (shopId: number) => call(api.chat.read, { body: { sjly_id: shopId } }, { silent: true });

/**
 * The live socket: on every (re)connection it resumes after the last id the page has, so nothing is missed and
 * nothing comes twice; it reconnects by itself (1 s, growing to 10 s) until closed.
 */
export function connectChat(onMessage: (m: ChatMessage) => void, lastId: () => number): () => void {
  let closed = false;
  let socket: WebSocket | null = null;
  let delay = 1000;
  const open = () => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/im/ws`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      delay = 1000;
      ws.send(JSON.stringify({ type: 'resume', after_id: lastId() }));
    };
    ws.onmessage = (e) => {
      const push = JSON.parse(String(e.data)) as ChatPush;
      if (push.type === 'message') onMessage(push.message);
    };
    ws.onclose = () => {
      if (closed) return;
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10_000);
    };
  };
  open();
  return () => {
    closed = true;
    socket?.close();
  };
}
