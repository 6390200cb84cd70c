import { useQuery } from '@tanstack/react-query';
import type { DashboardView } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export function useDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['console', 'dashboard', range],
    queryFn: ({ signal }) => get<DashboardView>('/dashboard', range, { signal }),
    placeholderData: (prev) => prev,
  });
}
