import { useEffect, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

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

  return <ScrollRestoration />;
}
