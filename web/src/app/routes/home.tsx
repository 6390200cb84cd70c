import { lazy } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { MemberBox } from '../../features/accounts/components/member-box';
import { AnnouncementList } from '../../features/content/components/announcement-list';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { BottomBanner } from '../../features/content/components/banner-strip';
import { useServerClock } from '../../features/content/hooks/use-server-clock';
import { LazySection } from '../../features/home/components/lazy-section';
import { SpikeSection } from '../../features/home/components/spike-section';
import { ZoneTiles } from '../../features/home/components/zone-tiles';
import styles from './home.module.css';

// Below the first screen: their code and data load when the buyer scrolls near them, not with the page.
const EverydayStrip = lazy(() => import('../../features/home/components/everyday-strip').then((m) => ({ default: m.EverydayStrip })));
const RecommendFloors = lazy(() => import('../../features/home/components/recommend-floors').then((m) => ({ default: m.RecommendFloors })));

/** Matches the expanded category menu (7 × 55 px + padding), which overlays the left 210 px. */
const BANNER_HEIGHT = 400;

/** Only this section re-renders every second. */
function Spike() {
  return <SpikeSection now={useServerClock()} />;
}

/**
 * Home: carousel beside the open category menu, member box and announcements; flash sale, daily specials, zone
 * tiles, recommendation floors and the bottom banner.
 */
export function HomeRoute() {
  return (
    <>
      <PageContainer className={styles.top}>
        <div className={styles.banner}>
          <BannerCarousel height={BANNER_HEIGHT} />
        </div>
        <aside className={styles.side}>
          <MemberBox />
          <AnnouncementList limit={5} />
        </aside>
      </PageContainer>
      <PageContainer>
        <Spike />
        <ZoneTiles />
        <LazySection minHeight={380}>
          <EverydayStrip />
        </LazySection>
        <LazySection minHeight={720}>
          <RecommendFloors />
        </LazySection>
        <LazySection minHeight={120}>
          <BottomBanner />
        </LazySection>
      </PageContainer>
    </>
  );
}
