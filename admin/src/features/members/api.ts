import { useQuery } from '@tanstack/react-query';
import type { InputOf, OutputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

export type MemberPage = OutputOf<typeof api.membersConsole.list>;
export type MemberDetail = OutputOf<typeof api.membersConsole.get>;
export type Lookups = OutputOf<typeof api.membersConsole.lookups>;

export const MEMBERS_KEY = ['console', 'members'] as const;

export function useMembers(q: NonNullable<InputOf<typeof api.membersConsole.list>['query']>) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'list', q],
    queryFn: ({ signal }) => call(api.membersConsole.list, { query: q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useMember(id: number | null) {
  return useQuery({
    queryKey: [...MEMBERS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(api.membersConsole.get, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

export function useLookups() {
  return useQuery({ queryKey: ['console', 'lookups'], queryFn: () => call(api.membersConsole.lookups), staleTime: 10 * 60_000 });
}
