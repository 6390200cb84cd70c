import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { NEWS_PATHS, newsHref, postTypeName } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack, useOpen } from '../../lib/navigation';
import { newsPostQuery } from './queries';
import { contentText as t } from './text';
import styles from './content.module.css';

/** /news/info/{id}/{type} on a phone: one post, its date, and the previous and the next of its type. */
export function NewsDetail() {
  const params = useParams();
  const id = Number(params.id) || 0;
  const post = useQuery(newsPostQuery(id));
  const listPath = NEWS_PATHS[Number(params.type)] ?? NEWS_PATHS[post.data?.type ?? 3]!;
  const back = useBack(listPath);
  const open = useOpen();
  const p = post.data;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{postTypeName(p?.type ?? Number(params.type))}</NavBar>
      {post.isError || id === 0 ? (
        <div className={styles.empty}>
          <ErrorBlock status="empty" title={t.newsMissing} description={t.newsMissingHint} />
          <Button color="primary" fill="outline" onClick={() => open(listPath)}>
            {t.backToList}
          </Button>
        </div>
      ) : !p ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <article className={styles.article} data-testid="phone-news-detail">
          <h1 className={styles.title}>{p.title}</h1>
          <p className={styles.meta}>
            {t.publishedAt}
            {p.published_at}
          </p>
          {/* The console's HTML, sanitised by the server when it was saved (as the desktop shows it). */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: p.body }} />
          <nav className={styles.neighbours}>
            <Neighbour label={t.prev} post={p.prev} />
            <Neighbour label={t.next} post={p.next} />
          </nav>
        </article>
      )}
    </div>
  );
}

/** 上一篇 / 下一篇: the post of the same type before or after, or 没有了; it replaces this one in the history. */
function Neighbour({ label, post }: { label: string; post: { id: number; type: number; title: string } | null }) {
  return (
    <span className={styles.neighbour}>
      {label}
      {post ? (
        <Link to={newsHref(post.id, post.type)} replace>
          {post.title}
        </Link>
      ) : (
        t.none
      )}
    </span>
  );
}
