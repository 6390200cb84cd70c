import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addressList } from '@yaocai/contract';
import { get } from './api-client';

export type AddressList = z.infer<typeof addressList>;

/**
 * GET /api/user/address: the member's delivery addresses (default first) and how many may be kept. One query for the
 * address book and every dialog that picks an address (group buy, points exchange), so an edit shows everywhere.
 */
export const memberAddressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: () => get<AddressList>('/user/address'),
  staleTime: 0,
});
