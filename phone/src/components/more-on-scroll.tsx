import { DotLoading, InfiniteScroll } from 'antd-mobile';

/**
 * The foot of an endless list: loads the next page as it scrolls into view, 没有更多了 after the last. Until the first
 * page comes it holds a screen's height, so the rows arrive in its place instead of pushing a footer down (a layout
 * shift: issue 46 asks CLS < 0.05).
 */
export function MoreOnScroll({
  query,
}: {
  query: { isPending: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (query.isPending)
    return (
      <div className="yc-list-waiting" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      loadMore={async () => {
        if (!query.isFetchingNextPage) await query.fetchNextPage();
      }}
    />
  );
}
