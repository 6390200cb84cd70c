import { PageContainer } from '../../components/layout/page-container';
import { MemberBox } from '../../features/accounts/components/member-box';
import { AnnouncementList } from '../../features/content/components/announcement-list';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { BottomBanner } from '../../features/content/components/banner-strip';
import styles from './home.module.css';

/** Matches the expanded category menu (7 × 55 px + padding), which overlays the left 210 px. */
const BANNER_HEIGHT = 400;

/** Home: carousel beside the open category menu, member box and announcements; the bottom banner. */
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
        <BottomBanner />
      </PageContainer>
    </>
  );
}
