import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { messagePage, messageReadBody, messagesQuery, messageView, unreadCount } from '../member-centre.js';
import { idParamOf } from '../member-fields.js';

/** /wdxx: list (paged, unread filter), open, mark read, unread count (also in /api/user/base as message_count). */
const tags = ['messages'];
const updated = z.object({ updated: z.number() });

export const messagesEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/user/messages', tags, summary: '我的消息（分页）', query: messagesQuery, response: messagePage }),
  unreadCount: defineEndpoint({ method: 'GET', path: '/api/user/messages/unread_count', tags, summary: '未读消息数', response: unreadCount }),
  open: defineEndpoint({
    method: 'GET',
    path: '/api/user/messages/:id',
    tags,
    summary: '消息详情（打开即已读）',
    params: idParamOf('消息'),
    response: messageView,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/user/messages/read',
    tags,
    summary: '标记消息为已读',
    body: messageReadBody,
    response: updated,
  }),
  readAll: defineEndpoint({ method: 'POST', path: '/api/user/messages/read_all', tags, summary: '全部标记为已读', response: updated }),
};
