import { queryOptions } from '@tanstack/react-query';
import type { BrandSummary } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

/** GET /api/brands: every brand with its manufacturer and goods count (most goods first). */
export const brandsQuery = queryOptions({
  queryKey: ['brands'],
  queryFn: () => get<BrandSummary[]>('/brands'),
  staleTime: 10 * 60_000,
});
