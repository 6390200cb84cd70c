import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

/** GET /api/brands: every brand with its manufacturer and goods count (most goods first). */
export const brandsQuery = queryOptions({
  queryKey: ['brands'],
  queryFn: () => call(api.catalog.brands),
  staleTime: 10 * 60_000,
});
