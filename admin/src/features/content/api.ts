import { useQuery } from '@tanstack/react-query';
import type { AdminHelpTree, AdminPostRow } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export const CONTENT_KEY = ['console', 'content'] as const;

export function usePosts(q: { type?: number; keyword?: string; page: number; page_size: number }) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'posts', q],
    queryFn: ({ signal }) => get<{ list: AdminPostRow[]; total: number }>('/posts', { ...q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useHelpTree() {
  return useQuery({ queryKey: [...CONTENT_KEY, 'help'], queryFn: ({ signal }) => get<AdminHelpTree>('/help', undefined, { signal }) });
}

export const POST_STATE = {
  published: { label: '已发布', color: 'green' },
  scheduled: { label: '定时发布', color: 'blue' },
  hidden: { label: '已下线', color: 'default' },
} as const;
