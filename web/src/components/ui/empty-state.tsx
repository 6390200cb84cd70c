import type { ReactNode } from 'react';
import { Empty } from 'antd';
import styles from './empty-state.module.css';

export const EMPTY_TEXT = '暂无数据';

/** The one empty state: 暂无数据 unless told otherwise, with an optional action under it. */
export function EmptyState({ text = EMPTY_TEXT, children }: { text?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
        {children}
      </Empty>
    </div>
  );
}
