import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../features/accounts/api/session';
import { MerchantApply } from '../../features/onboarding/components/merchant-apply';
import { ArticleBody, HelpFrame, HelpPage } from '../../features/content/components/help-centre';
import { NewsDetailPage, NewsListPage } from '../../features/content/components/news';

/** The onboarding form under the 商家入驻 article, for signed-in accounts. */
function Onboarding() {
  const { data: user, isPending } = useQuery(userQuery);
  return <MerchantApply signedIn={isPending ? null : !!user} />;
}

/** /help, its groups' articles and /privacy; /help/us/sjrz adds the onboarding form. */
export function HelpRoute() {
  const { pathname, search } = useLocation();
  const { data: user } = useQuery(userQuery);
  // A merchant's 首营资料 files open for signed-in buyers; others are sent to sign in and back.
  const loginHref = user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`;
  return <HelpPage after={pathname === '/help/us/sjrz' ? <Onboarding /> : null} loginHref={loginHref} />;
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
