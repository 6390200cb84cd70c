import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { InputOf, MerchantApplicationView } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type { MerchantApplicationView };
export type MerchantApplyInput = InputOf<typeof api.onboarding.apply>['body'];

/** GET /api/merchant/apply: the signed-in account's applications, newest first. */
export const myApplicationsQuery = queryOptions({
  queryKey: ['onboarding', 'mine'],
  queryFn: () => call(api.onboarding.mine),
});

export const applyAsMerchant = (body: MerchantApplyInput) => call(api.onboarding.apply, { body });
