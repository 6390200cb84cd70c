import { useQuery } from '@tanstack/react-query';
import type { InputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

export const APPROVALS_KEY = ['console', 'money-approvals'] as const;
/** The tab a list asks for: the URL's status, which the server checks (审批状态不正确). */
type ApprovalStatus = NonNullable<InputOf<typeof api.moneyApprovalsConsole.list>['query']>['status'];

export function useApprovals(q: { status: string; page: number }) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'list', q],
    queryFn: ({ signal }) =>
      call(api.moneyApprovalsConsole.list, { query: { status: q.status as ApprovalStatus, page: q.page, page_size: 20 } }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useApprovalLimits() {
  return useQuery({
    queryKey: [...APPROVALS_KEY, 'limits'],
    queryFn: ({ signal }) => call(api.moneyApprovalsConsole.limits, undefined, { signal }),
  });
}
