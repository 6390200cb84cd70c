import { DotLoading, InfiniteScroll } from 'antd-mobile';

/**
 * The foot of an endless list: loads the next page as it scrolls into view, 没有更多了 after the last. Until the first
 * page comes it holds a screen's height, so the rows arrive in its place instead of pushing a footer down (a layout
 * shift: issue 46 asks CLS < 0.05).
 *
 * Its dots move only while a page is on its way. antd-mobile's own foot animates whenever there is more, out of sight
 * too: an SVG animation that made the phone lay out and paint the page 60 times a second for as long as it was open.
 */
export function MoreOnScroll({
  query,
}: {
  query: { isPending: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (query.isPending)
    return (
      <div className="yc-list-waiting" aria-busy="true">
        加载中…
      </div>
    );
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      loadMore={async () => {
        if (!query.isFetchingNextPage) await query.fetchNextPage();
      }}
    >
      {(hasMore, failed, retry) => <Foot hasMore={hasMore} failed={failed} retry={retry} fetching={query.isFetchingNextPage} />}
    </InfiniteScroll>
  );
}

function Foot({ hasMore, failed, retry, fetching }: { hasMore: boolean; failed: boolean; retry: () => void; fetching: boolean }) {
  if (!hasMore) return <span>没有更多了</span>;
  if (failed)
    return (
      <span>
        <span className="adm-infinite-scroll-failed-text">加载失败</span>
        <button type="button" className="yc-text-button" onClick={retry}>
          重新加载
        </button>
      </span>
    );
  return fetching ? (
    <>
      <span>加载中</span>
      <DotLoading />
    </>
  ) : (
    <span>上滑加载更多</span>
  );
}
