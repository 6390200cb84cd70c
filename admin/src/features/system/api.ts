import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditPage } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export type AuditPage = z.infer<typeof auditPage>;
export function useAudit(q: { actor?: string; action?: string; from?: string; to?: string; page: number; page_size: number }) {
  return useQuery({
    queryKey: ['console', 'audit', q],
    queryFn: ({ signal }) => get<AuditPage>('/audit', q, { signal }),
    placeholderData: (prev) => prev,
  });
}
