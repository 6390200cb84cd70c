/**
 * Spec §2: "After login, a session flag set to 1 is cleared and the page reloads." The login sets the flag before a
 * full-page navigation; the next app start clears it and reloads once, so every cached piece of guest state (prices,
 * cart badge, menus) is fetched again as the member. The flag is removed before reloading, so this cannot loop.
 */
export const LOGIN_FLAG_KEY = 'yc_login_flag';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function markLoggedIn() {
  storage()?.setItem(LOGIN_FLAG_KEY, '1');
}

/** True when the page is about to reload (the caller should then render nothing). */
export function consumeLoginFlag(reload: () => void): boolean {
  const s = storage();
  if (s?.getItem(LOGIN_FLAG_KEY) !== '1') return false;
  s.removeItem(LOGIN_FLAG_KEY);
  reload();
  return true;
}
