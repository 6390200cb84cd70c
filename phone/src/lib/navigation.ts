import { useNavigate } from 'react-router';
import { hasPhonePage } from '@yaocai/contract';

/** A NavBar's back: the page the buyer came from, or `fallback` when this page was opened first (a shared link). */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => (history.length > 1 ? void navigate(-1) : void navigate(fallback));
}

/** Only our own pages: `/x`, never `//host` or a scheme (the desktop's safe-redirect rule). */
export function safeRedirect(to: string | null | undefined): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}

/** Opens a storefront address: in the app where it has a phone page, else the server's (desktop) page. */
export function useOpen(): (href: string) => void {
  const navigate = useNavigate();
  return (href) => (hasPhonePage(href.split(/[?#]/)[0]!) ? void navigate(href) : location.assign(href));
}
