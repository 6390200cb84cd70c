import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import {
  adminChatHistoryQuery,
  adminChatSendBody,
  adminConversation,
  adminConversationsQuery,
  chatHistory,
  chatMessage,
  conversationIdParam,
} from '../chat.js';
import { merchantConversationsQuery } from '../merchant.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

/**
 * 客服消息: conversations with members, their history, answers as the shop and read marks — the platform's (service
 * area: every shop's conversations) and a merchant's (客服: its own shop's). The live socket (…/im/ws) is no endpoint.
 */
const chat = <K extends AudienceKind>(at: ConsoleAudience<K>) => {
  const { tags, pick } = at;
  const params = conversationIdParam;
  return {
    conversations: defineEndpoint({
      method: 'GET',
      path: `${at.root}/im/conversations`,
      tags,
      summary: pick('客户会话（按店铺、未读；最新在前）', '本店铺的客户会话（未读优先筛选；最新在前）'),
      query: pick(adminConversationsQuery, merchantConversationsQuery),
      response: paged(adminConversation),
    }),
    messages: defineEndpoint({
      method: 'GET',
      path: `${at.root}/im/conversations/:id/messages`,
      tags,
      summary: pick('会话消息', '本店铺会话的消息'),
      params,
      query: adminChatHistoryQuery,
      response: chatHistory,
    }),
    send: defineEndpoint({
      method: 'POST',
      path: `${at.root}/im/conversations/:id/messages`,
      tags,
      summary: pick('以店铺客服身份回复', '以本店客服身份回复'),
      params,
      body: adminChatSendBody,
      response: chatMessage,
    }),
    read: defineEndpoint({
      method: 'POST',
      path: `${at.root}/im/conversations/:id/read`,
      tags,
      summary: pick('标记会话已读', '标记本店铺会话已读'),
      params,
      response: z.null(),
    }),
  };
};

export const chatConsoleEndpoints = chat(PLATFORM);
export const chatMerchantEndpoints = chat(MERCHANT);
