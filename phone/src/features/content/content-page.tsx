import { useLocation, useParams } from 'react-router';
import { phonePageOf } from '@yaocai/contract';
import { HelpArticle } from './help-article';
import { HelpIndex } from './help-index';
import { NewsDetail } from './news-detail';
import { NewsList } from './news-list';

/**
 * The help centre and the news on a phone (spec §2 /help, /privacy, /article/detail, /news): one module for all their
 * addresses, so the router's table names one file for them (each entry costs the home page's first load).
 */
export default function ContentPage() {
  const page = phonePageOf(useLocation().pathname);
  const { group } = useParams();
  if (page === 'help' && group === undefined) return <HelpIndex />;
  if (page === 'news') return <NewsList />;
  if (page === 'newsDetail') return <NewsDetail />;
  return <HelpArticle />;
}
