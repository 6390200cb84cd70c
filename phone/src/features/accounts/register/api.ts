import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { RegistrationStatus } from '@yaocai/contract';
import { ApiError, call } from '../../../lib/api-client';

export const STATUS_KEY = ['register', 'status'] as const;

/** GET /api/register/options: company types and the certificates each needs. */
export function useRegisterOptions() {
  return useQuery({ queryKey: ['register', 'options'], queryFn: () => call(api.registration.options), staleTime: 30 * 60_000 });
}

/** GET /api/register/status: the review state of the signed-in account (null for a guest, who is not sent to /login). */
export function useRegisterStatus(enabled: boolean) {
  return useQuery({
    queryKey: STATUS_KEY,
    enabled,
    staleTime: 0,
    queryFn: async (): Promise<RegistrationStatus | null> => {
      try {
        return await call(api.registration.status, {}, { onError: (e) => e.isLoginRequired });
      } catch (e) {
        if (e instanceof ApiError && e.isLoginRequired) return null;
        throw e;
      }
    },
  });
}
