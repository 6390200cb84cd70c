import { Link, useLocation } from 'react-router';
import { lazy, Suspense } from 'react';
import type { CommonData, UserState } from '@yaocai/contract';
import { PageContainer } from '../../components/layout/page-container';
import { logout } from '../../features/accounts/api/session';
import { ServiceBlock } from '../../features/accounts/components/service-block';
import { shellText as accountsText } from '../../features/accounts/shell-text';
import { reloadPage } from '../../lib/feedback';
import { HeaderShortcuts } from './header-shortcuts';
import styles from './top-bar.module.css';

interface Props {
  user: UserState | null;
  common: CommonData | undefined;
}

/** Only touch screens fetch the 手机版 link's module (which then asks the user agent): desks load nothing more. */
const PhoneViewLink = lazy(() => import('./phone-view-link'));
const touchScreen = typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;

/** The thin bar at the very top: who is signed in (or login/register), customer service, shortcuts; 手机版 on a phone. */
export function TopBar({ user, common }: Props) {
  const { pathname, search } = useLocation();
  const loginHref = pathname === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
  const signOut = () => logout().then(reloadPage, () => undefined);

  return (
    <div className={styles.bar}>
      <PageContainer className={styles.row}>
        <div className={styles.left}>
          {user ? (
            <span className={styles.who}>
              {accountsText.hello}
              <span className={styles.company} data-testid="header-company">
                {user.company || user.username}
              </span>
              <button type="button" className={styles.logout} onClick={signOut}>
                {accountsText.logout}
              </button>
            </span>
          ) : (
            <span className={styles.who}>
              {accountsText.welcome}
              <Link to={loginHref} className={styles.login} data-testid="header-login-link">
                {accountsText.login}
              </Link>
              <Link to="/register" className={styles.register}>
                {accountsText.register}
              </Link>
            </span>
          )}
          <ServiceBlock rep={user?.admin ?? common?.service} hotLine={user?.common_config.hot_line || common?.config.hot_line} />
          {touchScreen && (
            <Suspense fallback={null}>
              <PhoneViewLink className={styles.logout} />
            </Suspense>
          )}
        </div>
        <HeaderShortcuts user={user} config={common?.config} />
      </PageContainer>
    </div>
  );
}
