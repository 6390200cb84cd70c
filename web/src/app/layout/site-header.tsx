import { useLocation } from 'react-router';
import type { UserState } from '@yaocai/contract';
import { PageContainer } from '../../components/layout/page-container';
import { StepHeader } from '../../components/layout/step-header';
import { useScrollPast } from '../../components/layout/use-scroll-past';
import { Logo } from '../../components/ui/logo';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { categoriesFor, categoryZone } from '../../features/catalog/model/category-links';
import { useCommonData } from '../../features/content/api/common-data';
import { AnnouncementBar } from '../../features/content/components/announcement-bar';
import { MainNav } from '../../features/content/components/main-nav';
import { TopRightAd } from '../../features/content/components/top-right-ad';
import { HeaderSearch } from '../../features/search/components/header-search';
import type { RouteMeta } from '../route-table';
import { HeaderCart } from './cart-count';
import { ReviewNotice } from './review-notice';
import { TopBar } from './top-bar';
import styles from './site-header.module.css';

/** Spec §9: the header turns into a sticky search bar after about 205 px. */
const STICKY_AFTER_PX = 205;

interface Props {
  meta: RouteMeta;
  user: UserState | null;
}

/** The full header: top bar, logo + search (or the checkout steps), category menu, nav and announcements. */
export function SiteHeader({ meta, user }: Props) {
  const { flags } = meta;
  const common = useCommonData();
  const { pathname } = useLocation();
  const stuck = useScrollPast(STICKY_AFTER_PX);
  const zone = categoryZone(pathname);
  const showSteps = flags.step >= 1 && flags.step <= 3;

  return (
    <header className={styles.header} data-testid="site-header">
      <TopBar user={user} common={common} />
      {user && <ReviewNotice user={user} />}
      {showSteps ? (
        <StepHeader step={flags.step} title={meta.title} />
      ) : (
        <PageContainer className={styles.main}>
          <Logo />
          <HeaderSearch hotWords={common?.hot} />
          <HeaderCart initial={user ? user.cart : null} />
          <div className={styles.aside}>{flags.ggTopRight && <TopRightAd />}</div>
        </PageContainer>
      )}
      {flags.header_bottom_show && !showSteps && (
        <div className={styles.bottom}>
          <PageContainer className={styles.bottomRow}>
            {flags.menu && <CategoryMenu categories={common ? categoriesFor(zone, common) : []} zone={zone} expanded={meta.name === 'index'} />}
            {flags.nav && <MainNav items={common?.nav ?? []} />}
            <div className={styles.announcement}>
              <AnnouncementBar />
            </div>
          </PageContainer>
        </div>
      )}
      {stuck && flags.step === 0 && (
        <div className={styles.sticky}>
          <PageContainer className={styles.stickyRow}>
            <Logo compact />
            <HeaderSearch compact />
          </PageContainer>
        </div>
      )}
    </header>
  );
}
