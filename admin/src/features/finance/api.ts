import { useQuery } from '@tanstack/react-query';
import type { ApprovalLimitsView, MoneyApprovalView } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export const APPROVALS_KEY = ['console', 'money-approvals'] as const;

export function useApprovals(q: { status: string; page: number }) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'list', q],
    queryFn: ({ signal }) =>
      get<{ list: MoneyApprovalView[]; total: number }>('/finance/approvals', { status: q.status, page: q.page, page_size: 20 }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useApprovalLimits() {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'limits'],
    queryFn: ({ signal }) => get<ApprovalLimitsView>('/finance/approval-limits', undefined, { signal }),
  });
}
