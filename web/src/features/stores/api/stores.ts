import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { storesView, UserState } from '@yaocai/contract';
import { del, get, post, type RequestOptions } from '../../../lib/api-client';

export type StoresView = z.infer<typeof storesView>;
export type StoreRow = StoresView['list'][number];

/** GET /api/user/stores: the master account and the stores linked to it. */
export const storesQuery = queryOptions({ queryKey: ['stores'], queryFn: () => get<StoresView>('/user/stores'), staleTime: 0 });

export function linkStore(body: { username: string; password: string }, onError: RequestOptions['onError']) {
  return post<StoresView>('/user/stores', body, { onError });
}

export function unlinkStore(id: number) {
  return del<StoresView>(`/user/stores/${id}`);
}

/** POST /api/user/stores/switch: the session is reissued as that store. */
export function switchStore(id: number) {
  return post<UserState>('/user/stores/switch', { id });
}
