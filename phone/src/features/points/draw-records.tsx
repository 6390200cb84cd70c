import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, List, Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useBack, useOpen } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import styles from './points.module.css';

/** What a draw gave, and where the member finds it (coupons /yhq, points, gifts /jfdd), as the desktop's records say. */
const KIND: Record<string, { name: string; color: 'danger' | 'warning' | 'success' | 'default'; href?: string }> = {
  coupon: { name: '优惠券', color: 'danger', href: PHONE_PAGES.myCoupons },
  points: { name: '积分', color: 'warning', href: PHONE_PAGES.pointsMall },
  goods: { name: '实物', color: 'success', href: PHONE_PAGES.pointsOrders },
  none: { name: '未中奖', color: 'default' },
};

async function recordsPage(page: number) {
  return call(api.lottery.records, { query: { page, page_size: 10 } });
}

/** /cjjl on a phone (抽奖记录): the member's draws, newest first, and what each one gave. */
export function DrawRecords() {
  const back = useBack(PHONE_PAGES.member);
  const open = useOpen();
  const records = useInfiniteQuery({
    queryKey: ['lottery', 'records', 'phone'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => recordsPage(pageParam),
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>抽奖记录</NavBar>
      {records.isSuccess && list.length === 0 && <Empty description="暂无抽奖记录" />}
      {list.length > 0 && (
        <List mode="card" data-testid="phone-draw-records">
          {list.map((r) => {
            const kind = KIND[r.kind] ?? KIND.none!;
            return (
              <List.Item
                key={r.id}
                onClick={kind.href ? () => open(kind.href!) : undefined}
                arrowIcon={kind.href ? undefined : false}
                description={
                  <>
                    <div>{r.activity_name}</div>
                    {r.remarks ? <div>{r.remarks}</div> : null}
                    <div>{chinaMinute(r.created_at)}</div>
                  </>
                }
                extra={<Tag color={kind.color}>{kind.name}</Tag>}
              >
                {r.name}
              </List.Item>
            );
          })}
        </List>
      )}
      {(records.isPending || list.length > 0) && <MoreOnScroll query={records} />}
    </div>
  );
}
