import { VIEW_COOKIE, VIEW_COOKIE_MAX_AGE_S, type StorefrontView } from '@yaocai/contract';

/** The 电脑版 / 手机版 link: remembers the buyer's choice (the server serves by it) and reloads the same address. */
export function switchView(view: StorefrontView) {
  document.cookie = `${VIEW_COOKIE}=${view}; path=/; max-age=${VIEW_COOKIE_MAX_AGE_S}; samesite=lax`;
  location.reload();
}
