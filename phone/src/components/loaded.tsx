import { useDeferredValue, type ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';

/**
 * A page's one record: 加载中 while it comes, the page's own message when there is none to show (gone, off sale, not
 * this member's — the API answers all of them alike), else the page drawn from it.
 *
 * The page is first drawn as a deferred update: an answer arriving is a blocking update (the query's store), so the
 * page would otherwise be drawn in one piece, 50–200 ms on a phone's CPU with nothing answered meanwhile; deferred,
 * React draws it in the background in short slices.
 */
export function Loaded<T>(props: {
  query: { data?: T; isError: boolean };
  valid: boolean;
  missing: { title: string; description: string };
  children: (data: T) => ReactNode;
}) {
  const { query, missing } = props;
  // Only the first drawing waits: another record (another goods, a refetch) shows at once, never the previous one.
  const data = useDeferredValue(query.data) === undefined ? undefined : query.data;
  if (!props.valid || query.isError) return <ErrorBlock status="empty" title={missing.title} description={missing.description} />;
  if (data === undefined) return <div className="yc-loading">加载中…</div>;
  return <>{props.children(data)}</>;
}
