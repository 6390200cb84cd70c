import { queryOptions } from '@tanstack/react-query';
import type { MerchantApplicationView } from '@yaocai/contract';
import { get, post } from '../../../lib/api-client';

export type { MerchantApplicationView };

/** GET /api/merchant/apply: the signed-in account's applications, newest first. */
export const myApplicationsQuery = queryOptions({
  queryKey: ['onboarding', 'mine'],
  queryFn: () => get<MerchantApplicationView[]>('/merchant/apply'),
});

export const applyAsMerchant = (body: Record<string, string>) => post<MerchantApplicationView>('/merchant/apply', body);
