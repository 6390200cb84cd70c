import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { LoginBody, SmsPurpose, UserBase, UserState } from '@yaocai/contract';
import { ApiError, call, type RequestOptions } from '../../../lib/api-client';
import { USER_BASE_QUERY_KEY } from '../../../lib/query-keys';

/** The signed-in member of a /api/user/base answer, null for the guest state (show 0). */
export function memberOf(base: UserBase): UserState | null {
  return base.show === 1 ? base : null;
}

/**
 * GET /api/user/base: the member, or null for a guest — the server answers a guest with the guest state (show 0), an
 * ordinary 200, so a guest page logs no failed request. Silent: a login-required answer (an older server) is a guest
 * too, and any other failure leaves the header in its guest form (spec §4 "on failure the header is still shown").
 */
export const userQuery = queryOptions({
  queryKey: USER_BASE_QUERY_KEY,
  queryFn: async (): Promise<UserState | null> => {
    try {
      return memberOf(await call(api.accounts.base, {}, { silent: true }));
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

type OnError = RequestOptions['onError'];

/** POST /api/user/login. The caller handles errors itself (wrong password is a form message, not a redirect). */
export function login(body: LoginBody, onError: OnError) {
  return call(api.accounts.login, { body }, { onError });
}

/** POST /api/user/login_by_code: phone + the code sent with purpose `login`. */
export function loginByCode(body: { phone: string; code: string }, onError: OnError) {
  return call(api.accounts.loginByCode, { body }, { onError });
}

/** DELETE /api/user/logout; failures go to the common handler (spec §8). */
export function logout() {
  return call(api.accounts.logout);
}

/** POST /api/user/create_code: rate limited; the answer says when a new code may be asked for. */
export function createCode(phone: string, purpose: SmsPurpose, onError?: OnError) {
  return call(api.accounts.createCode, { body: { phone, purpose } }, { onError });
}
