import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLookups, adminMemberDetail, adminMemberPage } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export type MemberPage = z.infer<typeof adminMemberPage>;
export type MemberDetail = z.infer<typeof adminMemberDetail>;
export type Lookups = z.infer<typeof adminLookups>;

export const MEMBERS_KEY = ['console', 'members'] as const;

export function useMembers(q: { status: string; keyword: string; page: number; page_size: number }) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'list', q],
    queryFn: ({ signal }) => get<MemberPage>('/members', q, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useMember(id: number | null) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'detail', id],
    queryFn: ({ signal }) => get<MemberDetail>(`/members/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

export function useLookups() {
  return useQuery({ queryKey: ['console', 'lookups'], queryFn: () => get<Lookups>('/lookups'), staleTime: 10 * 60_000 });
}
