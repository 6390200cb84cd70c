import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, List } from 'antd-mobile';
import { findHelpArticle, SITE_LICENCES, type ArticleView, type HelpGroup } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack, useOpen } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import { FirstCampList, FirstCampMerchant } from './first-camp';
import { Licence, MerchantApplyNote } from './help-extras';
import { articleQuery, helpGroupsQuery } from './queries';
import { contentText as t } from './text';
import styles from './content.module.css';

/**
 * Every help article on a phone, found by its own address as on the desktop: /help/{group}/{topic} and /help/pay (spec
 * §2), /privacy, /article/detail/{id}; with what the desktop adds to some of them — a site licence
 * (/help/xrzn/hyzc?id=), the merchants' first-camp documents (/help/us/link, /help/us/linkDetails?id=) and merchant
 * onboarding (/help/us/sjrz) — and the other articles of its group.
 */
export function HelpArticle() {
  const { pathname, search } = useLocation();
  const params = useParams();
  const queryId = Number(useSearchParams()[0].get('id')) || 0;
  const back = useBack(t.helpHome);
  const signedIn = useUser().data?.show === 1;
  const loginHref = `/login?redirect=${encodeURIComponent(pathname + search)}`;
  const groups = useQuery(helpGroupsQuery);
  const byId = params.id !== undefined;
  const found = groups.data && !byId ? findHelpArticle(groups.data, pathname) : null;
  const article = useQuery(articleQuery(byId ? Number(params.id) || 0 : (found?.article.id ?? 0)));
  const licence = pathname === '/help/xrzn/hyzc' && SITE_LICENCES[queryId] ? queryId : 0;
  const merchant = pathname === '/help/us/linkDetails';
  const missing = article.isError || (byId ? !(Number(params.id) > 0) : !!groups.data && !found);

  const title = licence
    ? SITE_LICENCES[licence]!.title
    : merchant
      ? (found?.article.title ?? t.firstCampTitle)
      : (article.data?.title ?? t.helpCentre);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{title}</NavBar>
      {licence ? (
        <Licence id={licence} />
      ) : merchant ? (
        <FirstCampMerchant id={queryId} signedIn={signedIn} loginHref={loginHref} />
      ) : missing ? (
        <Missing />
      ) : groups.isError ? (
        <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />
      ) : !article.data ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <>
          <ArticleBody article={article.data} />
          {pathname === '/help/us/link' && <FirstCampList />}
          {pathname === '/help/us/sjrz' && <MerchantApplyNote signedIn={signedIn} loginHref={loginHref} />}
          {groups.data && <GroupArticles groups={groups.data} article={article.data} />}
        </>
      )}
    </div>
  );
}

function ArticleBody({ article }: { article: ArticleView }) {
  return (
    <article className={styles.article} data-testid="phone-help-article">
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        {t.helpCentre} · {article.group_name}
      </p>
      {/* The console's HTML, sanitised by the server when it was saved (as the desktop shows it). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  );
}

/** The other articles of the article's group: the desktop's side menu, as a phone reads on. */
function GroupArticles({ groups, article }: { groups: HelpGroup[]; article: ArticleView }) {
  const open = useOpen();
  const group = groups.find((g) => g.id === article.group_id);
  const others = group?.articles.filter((a) => a.url !== article.url) ?? [];
  if (!group || others.length === 0) return null;
  return (
    <List mode="card" header={group.name} data-testid="phone-help-more">
      {others.map((a) => (
        <List.Item key={a.id} onClick={() => open(a.url)}>
          {a.title}
        </List.Item>
      ))}
    </List>
  );
}

function Missing() {
  const open = useOpen();
  return (
    <div className={styles.empty}>
      <ErrorBlock status="empty" title={t.articleMissing} description={t.articleMissingHint} />
      <Button color="primary" fill="outline" onClick={() => open(t.helpHome)}>
        {t.backToHelp}
      </Button>
    </div>
  );
}
