import { Carousel } from 'antd';
import { SmartLink } from '../../../components/ui/smart-link';
import { HOME_BANNER_ID, useBanners } from '../api/banners';
import { contentText } from '../text';
import styles from './banner-carousel.module.css';

/** The home page's main carousel (GET /api/focus/demo?banner_id=1). */
export function BannerCarousel({ height }: { height: number }) {
  const { data, isPending } = useBanners(HOME_BANNER_ID);
  const banners = data ?? [];
  return (
    <div className={styles.frame} style={{ height }} data-testid="home-banner">
      {banners.length > 0 ? (
        <Carousel autoplay autoplaySpeed={4000} dots={{ className: styles.dots }}>
          {banners.map((b) => (
            <SmartLink key={b.id} href={b.url} className={styles.slide} title={b.name}>
              <img src={b.image} alt={b.name} className={styles.image} style={{ height }} />
            </SmartLink>
          ))}
        </Carousel>
      ) : (
        <div className={styles.placeholder}>{isPending ? '' : contentText.bannerFallback}</div>
      )}
    </div>
  );
}
