import { Suspense, type ReactNode } from 'react';
import { useInView } from '../../../components/layout/use-in-view';

/**
 * Renders its children (and so starts their requests, and loads their code when they are lazy components) only when
 * scrolled near; keeps the space meanwhile, and while a lazy child's code loads.
 */
export function LazySection({ children, minHeight, margin = '300px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const [ref, seen] = useInView<HTMLDivElement>(margin);
  return (
    <div ref={ref} style={seen ? undefined : { minHeight }}>
      {seen ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
