import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  chatHistory,
  chatHistoryQuery,
  chatMessage,
  chatReadBody,
  chatSendBody,
  imAccount,
  imAccountQuery,
  imUnread,
  memberConversation,
} from '../chat.js';

/** Spec §7 Instant message, and the chat dialog's calls (member scope; the live socket GET /api/im/ws is not an endpoint). */
const tags = ['im'];

export const chatEndpoints = {
  account: defineEndpoint({
    method: 'POST',
    path: '/api/im/accountImport',
    tags,
    summary: '聊天账号（与店铺的会话；sig 与 username）',
    query: imAccountQuery,
    response: imAccount,
  }),
  unread: defineEndpoint({ method: 'GET', path: '/api/im/unreadNum', tags, summary: '未读消息数', response: imUnread }),
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/im/conversations',
    tags,
    summary: '我的会话（最新在前）',
    response: z.array(memberConversation),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/im/messages',
    tags,
    summary: '与店铺的聊天记录（after_id 之后，或 before_id 之前）',
    query: chatHistoryQuery,
    response: chatHistory,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/im/send',
    tags,
    summary: '发消息给店铺（文字、图片、商品或订单卡片；每分钟限30条）',
    body: chatSendBody,
    response: chatMessage,
  }),
  read: defineEndpoint({ method: 'POST', path: '/api/im/read', tags, summary: '已读与店铺的会话', body: chatReadBody, response: z.null() }),
};
