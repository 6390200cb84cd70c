import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call } from './api-client';

export type AddressList = OutputOf<typeof api.addresses.list>;

/**
 * GET /api/user/address: the member's delivery addresses (default first) and how many may be kept. One query for the
 * address book and every dialog that picks an address (group buy, points exchange), so an edit shows everywhere.
 */
export const memberAddressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: () => call(api.addresses.list),
  staleTime: 0,
});
