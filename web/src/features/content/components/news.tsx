import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Empty, Pagination, Result, Skeleton } from 'antd';
import { NEWS_PATHS, newsHref, newsTypeOfPath, postTypeName as typeName } from '@yaocai/contract';
import { newsPageQuery, newsPostQuery } from '../api/site-content';
import { contentText as t } from '../text';
import { HelpFrame } from './help-centre';
import styles from './help-centre.module.css';

/** /news/hy, /news/company, /news/notice: one news type, newest first, ten to a page (?page=). */
export function NewsListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const type = newsTypeOfPath(pathname) ?? 3;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(newsPageQuery(type, page));
  return (
    <HelpFrame active={pathname}>
      <h1 className={styles.title}>{typeName(type)}</h1>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data || data.list.length === 0 ? (
        <Empty description={t.noNews} />
      ) : (
        <>
          <ul className={styles.newsList} data-testid="news-list">
            {data.list.map((p) => (
              <li key={p.id}>
                <div>
                  <Link to={newsHref(p.id, p.type)}>{p.title}</Link>
                  <p>{p.desc}</p>
                </div>
                <span className={styles.date}>{p.published_at}</span>
              </li>
            ))}
          </ul>
          <Pagination
            align="end"
            current={page}
            total={data.total}
            pageSize={data.page_size}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(p) => setParams({ page: String(p) })}
          />
        </>
      )}
    </HelpFrame>
  );
}

/** /news/info/{id}/{type}: one post with the previous and the next of its type. */
export function NewsDetailPage() {
  const { id, type } = useParams();
  const postId = Number(id) || 0;
  const { data: post, isPending, isError } = useQuery(newsPostQuery(postId));
  const listPath = NEWS_PATHS[Number(type)] ?? NEWS_PATHS[post?.type ?? 3];
  return (
    <HelpFrame active={listPath}>
      {isError || postId === 0 ? (
        <Result status="404" title={t.newsMissing} extra={<Link to={listPath}>{t.backToList}</Link>} />
      ) : isPending || !post ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <article data-testid="news-detail">
          <Breadcrumb
            className={styles.crumbs}
            items={[
              { title: <Link to="/help">{t.helpCentre}</Link> },
              { title: <Link to={NEWS_PATHS[post.type]}>{typeName(post.type)}</Link> },
              { title: post.title },
            ]}
          />
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta}>
            {t.publishedAt}
            {post.published_at}
          </p>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.body }} />
          <nav className={styles.neighbours}>
            <span>
              {t.prev}
              {post.prev ? <Link to={newsHref(post.prev.id, post.prev.type)}>{post.prev.title}</Link> : t.none}
            </span>
            <span>
              {t.next}
              {post.next ? <Link to={newsHref(post.next.id, post.next.type)}>{post.next.title}</Link> : t.none}
            </span>
          </nav>
        </article>
      )}
    </HelpFrame>
  );
}
