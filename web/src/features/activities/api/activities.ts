import { queryOptions } from '@tanstack/react-query';
import type { ActivityDetail, ActivitySummary, activityTap } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type { ActivityDetail, ActivitySummary };
export type ActivityTap = z.infer<typeof activityTap>;

/** GET /api/activity/{id}: the page (goods priced for the viewer); sections only while it runs. */
export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: ['activities', 'detail', id],
    queryFn: () => call(api.activities.detail, { params: { id } }, { onError: () => true }),
    retry: false,
  });

/** GET /api/activity/current: running and upcoming activities (/yjh without an id). */
export const currentActivitiesQuery = queryOptions({
  queryKey: ['activities', 'current'],
  queryFn: () => call(api.activities.current),
});

/** GET /api/activity/centre?ids=: the tabs of /Hdzx/{ids}. */
export const centreQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['activities', 'centre', ids.join(',')],
    queryFn: () => call(api.activities.centre, { query: { ids: ids.join(',') } }),
  });

/** GET /api/activity/tap?url=: where an /activity/{url} link leads (spec §7 keeps repeats of this call alive). */
export function tapActivity(url: string) {
  return call(api.activities.tap, { query: { url } }, { onError: () => true });
}
