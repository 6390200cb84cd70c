import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import styles from './goods-grid.module.css';

/** The goods grid: `columns` cards per row across the 1200 px column. */
export function GoodsGrid({ children, columns = 5 }: { children: ReactNode; columns?: number }) {
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {children}
    </div>
  );
}

/** Placeholder cards while a grid loads; `active` shimmers (only where the buyer can see it: it repaints every frame). */
export function GoodsGridSkeleton({ count = 10, columns = 5, active = true }: { count?: number; columns?: number; active?: boolean }) {
  return (
    <GoodsGrid columns={columns}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <Skeleton.Image active={active} className={styles.skeletonImage} />
          <Skeleton active={active} title={false} paragraph={{ rows: 4 }} />
        </div>
      ))}
    </GoodsGrid>
  );
}
