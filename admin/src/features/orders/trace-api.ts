import { useQuery } from '@tanstack/react-query';
import type { TraceReportsQuery } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call, type ApiError } from '../../lib/api-client';
import { useOrdersScope, useTraceApi } from './scope';

/** The 追溯码 page's queries, per scope (the platform's every shop and a merchant's own never share a cache entry). */
export const TRACE_KEY = ['console', 'trace'] as const;

/** A refusal the lookup shows in place (not a code, not found or not the shop's), not as a toast. */
export const isLookupRefusal = (e: ApiError) => e.status === 404 || e.status === 422;

/** One code's history; `code` as read by readTraceCode (null: nothing to ask yet). */
export function useTraceCode(code: string | null) {
  const { base } = useOrdersScope();
  const trace = useTraceApi();
  return useQuery({
    queryKey: [...TRACE_KEY, base, 'code', code],
    queryFn: ({ signal }) => call(trace.code, { query: { code: code as string } }, { signal, onError: isLookupRefusal }),
    enabled: code !== null,
    retry: false,
  });
}

/** The platform's 回流药 warnings, newest first (the last 200). */
export function useTraceAlerts() {
  return useQuery({
    queryKey: [...TRACE_KEY, '', 'alerts'],
    queryFn: ({ signal }) => call(api.traceConsole.alerts, {}, { signal }),
  });
}

/** The reports to the national 追溯 platforms (the platform's outbox), newest first, by status; a page of 20. */
export function useTraceReports(status: TraceReportsQuery['status'], page: number) {
  return useQuery({
    queryKey: [...TRACE_KEY, '', 'reports', status, page],
    queryFn: ({ signal }) => call(api.traceConsole.reports, { query: { status, page, page_size: 20 } }, { signal }),
    placeholderData: (prev) => prev,
  });
}
