import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginBody, UserState } from '@yaocai/contract';
import { ApiError, del, get, post } from '../../../lib/api-client';

/**
 * GET /api/user/base. Silent: a 401 simply means a guest (null); any other failure leaves the header in its guest
 * form too (spec §4 "on failure the header is still shown").
 */
export const userQuery = queryOptions({
  queryKey: ['user', 'base'],
  queryFn: async (): Promise<UserState | null> => {
    try {
      return await get<UserState>('/user/base', undefined, { silent: true });
    } catch (e) {
      if (e instanceof ApiError && e.isLoginRequired) return null;
      throw e;
    }
  },
  staleTime: 60_000,
});

/** The signed-in member, null for guests and while unknown. `enabled` is false on routes that skip the profile. */
export function useSessionUser(enabled = true) {
  return useQuery({ ...userQuery, enabled }).data ?? null;
}

/** POST /api/user/login. The caller handles errors itself (wrong password is a form message, not a redirect). */
export function login(body: LoginBody, onError: (err: ApiError) => boolean) {
  return post<UserState>('/user/login', body, { onError });
}

/** DELETE /api/user/logout; failures go to the common handler (spec §8). */
export function logout() {
  return del<null>('/user/logout');
}
