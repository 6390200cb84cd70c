import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

export const CONTENT_KEY = ['console', 'content'] as const;

export function usePosts(q: { type?: number; keyword?: string; page: number; page_size: number }) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'posts', q],
    queryFn: ({ signal }) => call(api.contentConsole.posts, { query: q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useHelpTree() {
  return useQuery({ queryKey: [...CONTENT_KEY, 'help'], queryFn: ({ signal }) => call(api.contentConsole.help, {}, { signal }) });
}

export const POST_STATE = {
  published: { label: '已发布', color: 'green' },
  scheduled: { label: '定时发布', color: 'blue' },
  hidden: { label: '已下线', color: 'default' },
} as const;
