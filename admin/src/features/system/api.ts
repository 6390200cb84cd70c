import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { InputOf, OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';

export type AuditPage = OutputOf<typeof api.consoleSystem.audit>;
export function useAudit(q: NonNullable<InputOf<typeof api.consoleSystem.audit>['query']>) {
  return useQuery({
    queryKey: ['console', 'audit', q],
    queryFn: ({ signal }) => call(api.consoleSystem.audit, { query: q }, { signal }),
    placeholderData: (prev) => prev,
  });
}
