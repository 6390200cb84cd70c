import * as api from '@yaocai/contract/api';
import type { AddressBody } from '@yaocai/contract';
import { memberAddressesQuery } from '../../../lib/addresses';
import { call, type RequestOptions } from '../../../lib/api-client';

export type AddressPayload = Omit<AddressBody, 'is_default'> & { is_default: 0 | 1 };

/** GET /api/user/address: the list (default first) and how many may be kept. */
export const addressesQuery = memberAddressesQuery;

export function saveAddress(id: number | null, body: AddressPayload, onError: RequestOptions['onError']) {
  return id ? call(api.addresses.update, { params: { id }, body }, { onError }) : call(api.addresses.create, { body }, { onError });
}

export function setDefaultAddress(id: number) {
  return call(api.addresses.setDefault, { params: { id } });
}

export function deleteAddress(id: number) {
  return call(api.addresses.remove, { params: { id } });
}
