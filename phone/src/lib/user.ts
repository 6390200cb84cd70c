import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';
import { USER_KEY } from './query-client';

/** The signed-in member, or the guest state (show 0). */
export function useUser() {
  return useQuery({ queryKey: USER_KEY, queryFn: () => call(api.accounts.base, undefined, { silent: true }) });
}
