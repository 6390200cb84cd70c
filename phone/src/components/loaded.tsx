import type { ReactNode } from 'react';
import { ErrorBlock } from 'antd-mobile';

/**
 * A page's one record: 加载中 while it comes, the page's own message when there is none to show (gone, off sale, not
 * this member's — the API answers all of them alike), else the page drawn from it.
 */
export function Loaded<T>(props: {
  query: { data?: T; isError: boolean };
  valid: boolean;
  missing: { title: string; description: string };
  children: (data: T) => ReactNode;
}) {
  const { query, missing } = props;
  if (!props.valid || query.isError) return <ErrorBlock status="empty" title={missing.title} description={missing.description} />;
  if (query.data === undefined) return <div className="yc-loading">加载中…</div>;
  return <>{props.children(query.data)}</>;
}
