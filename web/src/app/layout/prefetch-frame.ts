import { userQuery } from '../../features/accounts/api/session';
import { topBannerQuery } from '../../features/content/api/banners';
import { commonDataQuery } from '../../features/content/api/common-data';
import { queryClient } from '../../lib/query-client';
import type { RouteFlags } from '../route-flags';
import { NO_PROFILE_ROUTES } from '../route-table';

/**
 * Requests the data the page frame will show (the member, the common data of header and side bar, the top banner —
 * often the page's largest paint) when a navigation starts, so it travels alongside the page's code instead of
 * after the first render. Fresh cached data is not requested again (each query's staleTime).
 */
export function prefetchFrame(name: string | undefined, flags: RouteFlags) {
  // Spec §4: the profile is loaded on every page except user_hyzx, login and zhzx_bdwx.
  if (!NO_PROFILE_ROUTES.has(name ?? '')) void queryClient.prefetchQuery(userQuery);
  if (flags.header || flags.right) void queryClient.prefetchQuery(commonDataQuery);
  if (flags.header) void queryClient.prefetchQuery(topBannerQuery);
}
