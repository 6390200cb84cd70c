import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as of the last scroll event. React reads a store's snapshot in every render and commit;
 * reading `window.scrollY` there would make the browser lay out the page right then, in the middle of React's work
 * (on a first load, every commit), instead of once when it next paints. A page restored scrolled gets its scroll event
 * too, so nothing reads the offset but the event.
 */
let scrolledY = 0;

function subscribe(onChange: () => void) {
  const onScroll = () => {
    scrolledY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page is scrolled further than `offset` px (re-renders only when the answer flips). */
export function useScrollPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolledY > offset,
    () => false,
  );
}
