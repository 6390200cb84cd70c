import { PageContainer } from '../../components/layout/page-container';
import { MemberBox } from '../../features/accounts/components/member-box';
import { AnnouncementList } from '../../features/content/components/announcement-list';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { BottomBanner } from '../../features/content/components/banner-strip';
import { useServerClock } from '../../features/content/hooks/use-server-clock';
import { EverydayStrip } from '../../features/home/components/everyday-strip';
import { LazySection } from '../../features/home/components/lazy-section';
import { RecommendFloors } from '../../features/home/components/recommend-floors';
import { SpikeSection } from '../../features/home/components/spike-section';
import { ZoneTiles } from '../../features/home/components/zone-tiles';
import styles from './home.module.css';

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
        <EverydayStrip />
        <RecommendFloors />
        <LazySection minHeight={120}>
          <BottomBanner />
        </LazySection>
      </PageContainer>
    </>
  );
}
