import { useNavigate } from 'react-router';

/** A NavBar's back: the page the buyer came from, or `fallback` when this page was opened first (a shared link). */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => (history.length > 1 ? void navigate(-1) : void navigate(fallback));
}

/** Only our own pages: `/x`, never `//host` or a scheme (the desktop's safe-redirect rule). */
export function safeRedirect(to: string | null | undefined): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}
