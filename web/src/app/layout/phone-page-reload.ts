import { hasPhonePage, storefrontView, VIEW_COOKIE } from '@yaocai/contract';

/**
 * A phone shown a desktop page (one with no phone page yet, e.g. /dzht after a 459) that moves on to a page that has
 * one loads it whole, so the server sends the phone's page for it rather than the desktop's (issue 46).
 */
export function reloadPhonePages(router: {
  subscribe: (fn: (state: { location: { pathname: string; search: string; hash: string } }) => void) => unknown;
}) {
  const cookie = new RegExp(`(?:^|;\\s*)${VIEW_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (storefrontView(cookie, navigator.userAgent) !== 'phone') return;
  router.subscribe(({ location: { pathname, search, hash } }) => {
    if (hasPhonePage(pathname)) window.location.replace(pathname + search + hash);
  });
}
