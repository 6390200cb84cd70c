import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { drawActivityView, drawAdView, drawRecordView, drawResultView, drawSimpleView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

export type DrawSimple = z.infer<typeof drawSimpleView>;
export type DrawActivity = z.infer<typeof drawActivityView>;
export type DrawResult = z.infer<typeof drawResultView>;
export type DrawRecord = z.infer<typeof drawRecordView>;
export type DrawAd = z.infer<typeof drawAdView>;

export const RECORDS_PAGE_SIZE = 10;

/** GET /api/draw/simple: whether the pop-up shows (is_join 0). Silent: the pop-up is an extra, never an error. */
export const drawSimpleQuery = queryOptions({
  queryKey: ['lottery', 'simple'],
  queryFn: () => call(api.lottery.simple, undefined, { silent: true }),
  staleTime: 60_000,
});

/** GET /api/draw/{id}/activity */
export const drawActivityQuery = (id: number) =>
  queryOptions({ queryKey: ['lottery', 'activity', id], queryFn: () => call(api.lottery.activity, { params: { id } }, { silent: true }) });

/** GET /api/draw/ads */
export const drawAdsQuery = queryOptions({
  queryKey: ['lottery', 'ads'],
  queryFn: () => call(api.lottery.ads, undefined, { silent: true }),
  staleTime: 300_000,
});

/** GET /api/draw/record: the member's draws (member centre). */
export const drawRecordsQuery = (page: number) =>
  queryOptions({
    queryKey: ['lottery', 'records', page],
    queryFn: () => call(api.lottery.records, { query: { page, page_size: RECORDS_PAGE_SIZE } }),
    staleTime: 0,
  });

/** The draw (a POST: it changes prizes and balances). Errors (次数已用完 …) go to the common handler's alert. */
export function drawOnce(id: number) {
  return call(api.lottery.draw, { query: { id } });
}
