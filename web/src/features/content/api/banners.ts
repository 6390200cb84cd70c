import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

export { HOME_BANNER_ID } from '@yaocai/contract';
/** Spec §9: the bottom banner of the home page. */
export const BOTTOM_BANNER_ID = 164;

/** GET /api/focus/demo?banner_id=N. */
export const bannerQuery = (bannerId: number) =>
  queryOptions({
    queryKey: ['banner', bannerId],
    queryFn: () => call(api.content.banners, { query: { banner_id: bannerId } }),
    staleTime: 5 * 60_000,
  });

/**
 * The top banner the server drew into the page's HTML (server/src/core/http/web-app.ts), read once as the app starts:
 * the first render shows the same banner in place, without waiting for /api/focus/top.
 */
function bootTopBanner(): Banner[] | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('boot-top-banner')?.textContent;
  if (!text) return undefined;
  try {
    const banners = JSON.parse(text) as unknown;
    return Array.isArray(banners) ? (banners as Banner[]) : undefined;
  } catch {
    return undefined;
  }
}
const bootBanner = bootTopBanner();
const bootAt = Date.now();

/** GET /api/focus/top: the thin banner above the header; errors ignored (spec §8). */
export const topBannerQuery = queryOptions({
  queryKey: ['banner', 'top'],
  queryFn: () => call(api.content.topBanners, undefined, { silent: true }),
  staleTime: 5 * 60_000,
  initialData: bootBanner,
  initialDataUpdatedAt: bootBanner ? bootAt : undefined,
});

/** The top banner; `isBoot` while it is the one the server drew into this page's HTML. */
export function useTopBanner() {
  const q = useQuery(topBannerQuery);
  const banner = q.data?.[0];
  const boot = bootBanner?.[0];
  const isBoot = !!boot && !!banner && banner.id === boot.id && banner.image === boot.image && banner.url === boot.url && banner.name === boot.name;
  return { banner, isPending: q.isPending, isBoot };
}

export function useBanners(bannerId: number) {
  return useQuery(bannerQuery(bannerId));
}
