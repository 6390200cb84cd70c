import { Tag } from 'antd';
import { centreText as t } from '../../text';

const COLOR: Record<string, string> = { incomplete: 'warning', pending: 'processing', approved: 'success', rejected: 'error' };

/** The member's review state as a small coloured tag. */
export function ReviewBadge({ status }: { status: string }) {
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid="review-badge" data-status={status}>
      {t.reviewBadge[status] ?? status}
    </Tag>
  );
}
