import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';

export function useDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['console', 'dashboard', range],
    queryFn: ({ signal }) => call(api.dashboard.overview, { query: range }, { signal }),
    placeholderData: (prev) => prev,
  });
}
