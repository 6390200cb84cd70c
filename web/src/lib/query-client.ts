import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the request client (spec §8), so queries never retry on their own: a retry would
 * show the same alert twice. Server state is fresh for a minute; window focus does not refetch (B2B users keep many
 * tabs open, and every refetch could pop an alert).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
