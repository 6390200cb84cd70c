import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call, type RequestOptions } from '../../../lib/api-client';

export type StoresView = OutputOf<typeof api.stores.list>;
export type StoreRow = StoresView['list'][number];

/** GET /api/user/stores: the master account and the stores linked to it. */
export const storesQuery = queryOptions({ queryKey: ['stores'], queryFn: () => call(api.stores.list), staleTime: 0 });

export function linkStore(body: { username: string; password: string }, onError: RequestOptions['onError']) {
  return call(api.stores.link, { body }, { onError });
}

export function unlinkStore(id: number) {
  return call(api.stores.unlink, { params: { id } });
}

/** POST /api/user/stores/switch: the session is reissued as that store. */
export function switchStore(id: number) {
  return call(api.stores.switchTo, { body: { id } });
}
