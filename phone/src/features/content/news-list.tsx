import { useLocation, useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, ErrorBlock, List, Tabs } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { NEWS_PATHS, newsHref, newsTypeOfPath, postTypeName } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { contentText as t } from './text';
import styles from './content.module.css';

/** GET /api/post/postDetail?type&page: one news type, newest first (the desktop's call). */
async function newsPage(type: number, page: number) {
  const d = await call(api.content.postDetail, { query: { type, page, page_size: 10 } });
  return d.list!;
}

/** /news/hy, /news/company, /news/notice on a phone: one news type, newest first, as an endless list; tabs for the others. */
export function NewsList() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const back = useBack(t.helpHome);
  const type = newsTypeOfPath(pathname);
  const posts = useInfiniteQuery({
    queryKey: ['news', type, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => newsPage(type!, pageParam),
    getNextPageParam: nextPageOf,
    enabled: type !== null,
  });
  const list = posts.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{type === null ? t.newsMissing : postTypeName(type)}</NavBar>
      {type === null ? (
        <ErrorBlock status="empty" title={t.newsMissing} description={t.newsMissingHint} />
      ) : (
        <>
          <Tabs activeKey={pathname} onChange={(k) => navigate(k, { replace: true })}>
            {Object.entries(NEWS_PATHS).map(([kind, path]) => (
              <Tabs.Tab key={path} title={postTypeName(Number(kind))} />
            ))}
          </Tabs>
          {posts.isSuccess && list.length === 0 && <Empty description={t.noNews} />}
          {list.length > 0 && (
            <List mode="card" data-testid="phone-news-list">
              {list.map((p) => (
                <List.Item key={p.id} onClick={() => navigate(newsHref(p.id, p.type))}>
                  <div className={styles.news}>
                    <div className={styles.newsTitle}>{p.title}</div>
                    {p.desc ? <div className={styles.newsDesc}>{p.desc}</div> : null}
                    <div className={styles.newsDate}>{p.published_at}</div>
                  </div>
                </List.Item>
              ))}
            </List>
          )}
          {(posts.isPending || list.length > 0) && <MoreOnScroll query={posts} />}
        </>
      )}
    </div>
  );
}
