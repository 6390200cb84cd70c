import type { AddressBody, AddressView } from '@yaocai/contract';
import { memberAddressesQuery } from '../../../lib/addresses';
import { del, post, put, type RequestOptions } from '../../../lib/api-client';

export type AddressPayload = Omit<AddressBody, 'is_default'> & { is_default: 0 | 1 };

/** GET /api/user/address: the list (default first) and how many may be kept. */
export const addressesQuery = memberAddressesQuery;

export function saveAddress(id: number | null, body: AddressPayload, onError: RequestOptions['onError']) {
  return id ? put<AddressView>(`/user/address/${id}`, { ...body }, { onError }) : post<AddressView>('/user/address', { ...body }, { onError });
}

export function setDefaultAddress(id: number) {
  return post<null>(`/user/address/${id}/default`);
}

export function deleteAddress(id: number) {
  return del<null>(`/user/address/${id}`);
}
