import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messagePage, messageView } from '@yaocai/contract';
import { get, post } from '../../../lib/api-client';

export type MessageView = z.infer<typeof messageView>;
export type MessagePage = z.infer<typeof messagePage>;

export const MESSAGES_PAGE_SIZE = 10;

/** GET /api/user/messages?page&unread. */
export const messagesQuery = (page: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: ['messages', 'list', page, unreadOnly],
    queryFn: () => get<MessagePage>('/user/messages', { page, page_size: MESSAGES_PAGE_SIZE, unread: unreadOnly ? 1 : 0 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/user/messages/:id: opening a message marks it read. */
export function openMessage(id: number) {
  return get<MessageView>(`/user/messages/${id}`);
}

export function readAllMessages() {
  return post<{ updated: number }>('/user/messages/read_all');
}
