import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true): sections below the fold load only
 * when the buyer scrolls towards them.
 */
export function useInView<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers) everything counts as seen.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [margin, seen]);
  return [ref, seen] as const;
}
