import { useEffect, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

const SCROLL_STORAGE_KEY = 'yc-scroll-positions';

/**
 * The router keys the history entry of every freshly loaded document "default", so the position saved when the tab
 * left one page would be restored on the next page opened by address or from another site. Such an opening starts at
 * the top, as the browser itself would; a reload or Back/Forward to a loaded document keeps its restored position.
 * Call before the first render.
 */
export function startNewVisitAtTop(): void {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry && entry.type !== 'navigate') return;
  try {
    const saved = sessionStorage.getItem(SCROLL_STORAGE_KEY);
    if (!saved) return;
    const positions = JSON.parse(saved) as Record<string, number>;
    delete positions.default;
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage unavailable (private mode) or not ours: nothing was restored from it either.
  }
}

/**
 * Restores the scroll position when the user returns to a page (Back/Forward) and scrolls new pages to the top,
 * except routes flagged noScrollTop, which keep the current position (switching between list and table view).
 * ScrollRestoration is a child, so its layout effect has already run when ours puts the position back.
 */
export function ScrollManager({ keepPosition }: { keepPosition: boolean }) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const lastY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (keepPosition && navigationType !== 'POP') window.scrollTo(0, lastY.current);
  }, [key, keepPosition, navigationType]);

  return <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} />;
}
