import { useQuery } from '@tanstack/react-query';
import { merchantMay, operatorMay, type ConsoleArea, type MerchantArea } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { ApiError, call } from './api-client';

export const ME_QUERY_KEY = ['console', 'me'] as const;

/** Who is signed in to the console (null when nobody is: the shell sends them to /login). */
export function useOperator() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () =>
      call(api.consoleAccount.me, undefined, { onError: (e: ApiError) => e.status === 401 }).catch((e) => {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }),
    staleTime: 60_000,
  });
}

/** May the signed-in operator change what lives in `area`? (The server checks again on every call.) */
export function useCanWrite(area: ConsoleArea): boolean {
  const { data } = useOperator();
  return !!data && operatorMay(data.role, area, true);
}

/** May the signed-in merchant account change what lives in `area` of its shop? */
export function useMerchantCanWrite(area: MerchantArea): boolean {
  const { data } = useOperator();
  return !!data && merchantMay(data.role, area, true);
}
