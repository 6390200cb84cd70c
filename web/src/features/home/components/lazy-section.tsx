import type { ReactNode } from 'react';
import { useInView } from '../hooks/use-in-view';

/** Renders its children (and so starts their requests) only when scrolled near; keeps the space meanwhile. */
export function LazySection({ children, minHeight, margin = '300px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const [ref, seen] = useInView<HTMLDivElement>(margin);
  return (
    <div ref={ref} style={seen ? undefined : { minHeight }}>
      {seen ? children : null}
    </div>
  );
}
