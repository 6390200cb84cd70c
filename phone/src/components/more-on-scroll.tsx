import { InfiniteScroll } from 'antd-mobile';

/** The foot of an endless list: loads the next page as it scrolls into view, 没有更多了 after the last. */
export function MoreOnScroll({
  query,
}: {
  query: { isPending: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  return (
    <InfiniteScroll
      hasMore={query.isPending || query.hasNextPage}
      loadMore={async () => {
        if (!query.isFetchingNextPage) await query.fetchNextPage();
      }}
    />
  );
}
