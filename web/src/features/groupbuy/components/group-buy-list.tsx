import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { groupBuyZoneQuery, ZONE_PAGE_SIZE, type GroupBuyView, type OpenGroupView } from '../api/groupbuy';
import { GroupBuyCard } from './group-buy-card';
import { JoinDialog } from './join-dialog';
import styles from './groupbuy.module.css';

interface Props {
  page: number;
  onPage: (page: number) => void;
  loginHref: string | null;
  /** Server time in epoch seconds (0 until known). */
  now: number;
}

/** 正在拼团: the running campaigns, paged; countdowns on the server clock; one join dialog for the page. */
export function GroupBuyList({ page, onPage, loginHref, now }: Props) {
  const { data, isPending, isFetching } = useQuery(groupBuyZoneQuery(page));
  const [dialog, setDialog] = useState<{ campaign: GroupBuyView; group: OpenGroupView | null } | null>(null);
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!data || data.list.length === 0) return <EmptyState />;
  return (
    <div style={{ opacity: isFetching ? 0.7 : 1 }} data-testid="groupbuy-list">
      {data.list.map((c) => (
        <GroupBuyCard
          key={c.id}
          campaign={c}
          now={now || data.timestamp}
          loginHref={loginHref}
          onJoin={(campaign, group) => setDialog({ campaign, group })}
        />
      ))}
      {data.total > ZONE_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination current={page} pageSize={ZONE_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={onPage} />
        </div>
      )}
      {dialog && <JoinDialog campaign={dialog.campaign} group={dialog.group} onClose={() => setDialog(null)} />}
    </div>
  );
}
