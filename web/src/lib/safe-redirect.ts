const BASE = 'https://yaocai.invalid';

/**
 * A `?redirect=` target reduced to a same-site path, or `fallback`. The check runs on what the browser will make of
 * the string — the URL parser drops tabs and newlines and reads backslashes as slashes — so `/\t/evil.example`,
 * `/\\evil.example` and `//evil.example` all count as other sites. The login page itself is never a target.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return path;
}
