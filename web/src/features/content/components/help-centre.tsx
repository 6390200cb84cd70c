import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Empty, Result, Skeleton } from 'antd';
import { findHelpArticle, HELP_SAME_AS, type HelpGroup } from '@yaocai/contract';
import { articleQuery, helpGroupsQuery, merchantQuery } from '../api/site-content';
import { FirstCampDetail, FirstCampList } from './first-camp';
import { LicencePage } from './licence-page';
import { contentText as t } from '../text';
import styles from './help-centre.module.css';

/** The help centre's frame: the groups and their articles on the left (the open one marked), the page on the right. */
export function HelpFrame({ active, children }: { active?: string; children: ReactNode }) {
  const { data: groups, isPending } = useQuery(helpGroupsQuery);
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={t.helpCentre}>
        <h2 className={styles.menuTitle}>
          <Link to="/help" style={{ color: 'inherit' }}>
            {t.helpCentre}
          </Link>
        </h2>
        {isPending ? (
          <Skeleton active style={{ padding: 16 }} />
        ) : (
          (groups ?? []).map((g) => (
            <section key={g.id} className={styles.group}>
              <h3 className={styles.groupName}>{g.name}</h3>
              <ul>
                {g.articles.map((a) => (
                  <li key={a.id} className={a.url === active ? styles.active : undefined}>
                    <Link to={a.url}>{a.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

/** One article, by id (bodies are the console's HTML, sanitised on the server when saved). */
export function ArticleBody({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(articleQuery(id));
  if (isError) return <Result status="404" title={t.articleMissing} extra={<Link to="/help">{t.backToHelp}</Link>} />;
  if (isPending || !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <article data-testid="help-article">
      <Breadcrumb
        className={styles.crumbs}
        items={[{ title: <Link to="/help">{t.helpCentre}</Link> }, { title: data.group_name }, { title: data.title }]}
      />
      <h1 className={styles.title}>{data.title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.body }} />
    </article>
  );
}

/** /help: every group with its articles, and how to reach a person. */
function HelpOverview({ groups }: { groups: HelpGroup[] }) {
  return (
    <>
      <h1 className={styles.title}>{t.helpCentre}</h1>
      <div className={styles.overview} data-testid="help-overview">
        {groups.map((g) => (
          <section key={g.id} className={styles.card}>
            <h3>{g.name}</h3>
            <ul>
              {g.articles.map((a) => (
                <li key={a.id}>
                  <Link to={a.url}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** /help/us/linkDetails?id=: the merchant's documents when the id names one, else the list. */
function FirstCampMerchant({ id, loginHref }: { id: number; loginHref: string | null }) {
  const { data: shop, isPending, isError } = useQuery(merchantQuery(id));
  if (id > 0 && isPending) return <Skeleton active />;
  return shop && !isError ? <FirstCampDetail shop={shop} loginHref={loginHref} /> : <FirstCampList />;
}

/** The help-centre pages of spec §2: /help, its group articles and /privacy, found by their own path. */
export function HelpPage({ after, loginHref = null }: { after?: ReactNode; loginHref?: string | null }) {
  const { pathname } = useLocation();
  // `?id=` names a merchant on /help/us/linkDetails and a site licence on /help/xrzn/hyzc (spec §2).
  const merchantId = Number(useSearchParams()[0].get('id')) || 0;
  const url = HELP_SAME_AS[pathname] ?? pathname;
  const { data: groups, isPending } = useQuery(helpGroupsQuery);
  const found = groups ? findHelpArticle(groups, pathname) : null;
  return (
    <HelpFrame active={url}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : pathname === '/help' ? (
        <HelpOverview groups={groups ?? []} />
      ) : pathname === '/help/xrzn/hyzc' && merchantId > 0 ? (
        <LicencePage id={merchantId} />
      ) : pathname === '/help/us/linkDetails' ? (
        <FirstCampMerchant id={merchantId} loginHref={loginHref} />
      ) : found ? (
        <>
          <ArticleBody id={found.article.id} />
          {pathname === '/help/us/link' && <FirstCampList />}
          {after}
        </>
      ) : (
        <Empty description={t.articleMissing} />
      )}
    </HelpFrame>
  );
}
