import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '../../components/layout/scroll-manager';
import { useSessionUser } from '../../features/accounts/api/session';
import { TopBanner } from '../../features/content/components/banner-strip';
import { SiteFooter } from '../../features/content/components/site-footer';
import { LotteryPopup } from '../../features/lottery/components/lottery-popup';
import { useChatTarget } from '../../features/chat/chat-store';
import { NO_PROFILE_ROUTES } from '../route-table';
import { allowsPromoPopups } from '../route-flags';
import { useRouteMeta } from '../use-route-meta';
import { PageLoading } from './page-loading';
import { SideBar } from './side-bar';
import { SimpleHeader } from './simple-header';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

export const SITE_NAME = '药采';

// The chat dialog (and the antd parts only it uses) loads when a member first opens it, not with every page.
const ChatDialog = lazy(() => import('../../features/chat/components/chat-dialog').then((m) => ({ default: m.ChatDialog })));

/** The page frame of spec §1: header, page, footer and side bar, each switched by the route's flags. */
export function SiteLayout() {
  const meta = useRouteMeta();
  const { flags } = meta;
  // Spec §4: the profile is loaded on every page except user_hyzx, login and zhzx_bdwx.
  const user = useSessionUser(!NO_PROFILE_ROUTES.has(meta.name ?? ''));
  const chatTarget = useChatTarget();

  // A layout effect: pages that know a better title (the goods name) set it in a normal effect, which runs after.
  useLayoutEffect(() => {
    document.title = `${meta.title} - ${SITE_NAME}`;
  }, [meta.title]);

  return (
    <>
      {flags.header && <TopBanner />}
      {flags.headerLogin ? <SimpleHeader title={meta.title} /> : flags.header ? <SiteHeader meta={meta} user={user} /> : null}
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {flags.footer && <SiteFooter />}
      {flags.right && <SideBar user={user} cartStep1={flags.step === 1} />}
      <ScrollManager keepPosition={flags.noScrollTop} />
      {/* Never over the cart or a checkout step: the pop-up is not even mounted there. */}
      {user && allowsPromoPopups(flags) && <LotteryPopup />}
      {user && chatTarget && (
        <Suspense fallback={null}>
          <ChatDialog />
        </Suspense>
      )}
    </>
  );
}
