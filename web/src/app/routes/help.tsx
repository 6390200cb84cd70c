import { useParams } from 'react-router';
import { ArticleBody, HelpFrame, HelpPage } from '../../features/content/components/help-centre';
import { NewsDetailPage, NewsListPage } from '../../features/content/components/news';

/** /help, its groups' articles and /privacy. */
export function HelpRoute() {
  return <HelpPage />;
}

/** /article/detail/{id}: a help article by id, in the help-centre frame. */
export function ArticleRoute() {
  const id = Number(useParams().id) || 0;
  return (
    <HelpFrame>
      <ArticleBody id={id} />
    </HelpFrame>
  );
}

/** /news/hy, /news/company, /news/notice. */
export function NewsListRoute() {
  return <NewsListPage />;
}

/** /news/info/{id}/{type}. */
export function NewsDetailRoute() {
  return <NewsDetailPage />;
}
