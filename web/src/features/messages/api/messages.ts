import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type MessageView = OutputOf<typeof api.messages.open>;
export type MessagePage = OutputOf<typeof api.messages.list>;

export const MESSAGES_PAGE_SIZE = 10;

/** GET /api/user/messages?page&unread. */
export const messagesQuery = (page: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: ['messages', 'list', page, unreadOnly],
    queryFn: () => call(api.messages.list, { query: { page, page_size: MESSAGES_PAGE_SIZE, unread: unreadOnly ? 1 : 0 } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/user/messages/:id: opening a message marks it read. */
export function openMessage(id: number) {
  return call(api.messages.open, { params: { id } });
}

export function readAllMessages() {
  return call(api.messages.readAll);
}
