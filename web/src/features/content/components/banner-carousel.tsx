import { useEffect, useState } from 'react';
import { REDUCED_MOTION } from '../../../lib/reduced-motion';
import { SmartLink } from '../../../components/ui/smart-link';
import { HOME_BANNER_ID, useBanners } from '../api/banners';
import { contentText } from '../text';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 4000;

/**
 * The home page's main carousel (GET /api/focus/demo?banner_id=1): slides cross-fade every 4 s, pause while the
 * pointer is over them, and the dots pick a slide. Its own few lines instead of antd's Carousel (react-slick), which
 * alone weighed more than the rest of the home page's code. The first image is the page's largest paint: loaded at
 * once with high priority; the others lazily.
 */
export function BannerCarousel({ height }: { height: number }) {
  const { data, isPending } = useBanners(HOME_BANNER_ID);
  const banners = data ?? [];
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Less motion asked for: the slides stay until the dots change them.
  const count = banners.length;
  const shown = count > 0 ? current % count : 0;

  useEffect(() => {
    if (count < 2 || paused || REDUCED_MOTION) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  return (
    <div
      className={styles.frame}
      style={{ height }}
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count > 0 ? (
        <>
          {banners.map((b, i) => (
            <SmartLink
              key={b.id}
              href={b.url}
              className={i === shown ? `${styles.slide} ${styles.active}` : styles.slide}
              title={b.name}
              aria-hidden={i !== shown}
              tabIndex={i === shown ? undefined : -1}
            >
              <img
                src={b.image}
                alt={b.name}
                className={styles.image}
                style={{ height }}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </SmartLink>
          ))}
          {count > 1 && (
            <div className={styles.dots}>
              {banners.map((b, i) => (
                <button
                  key={b.id}
                  type="button"
                  className={i === shown ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                  aria-label={contentText.bannerDot(i + 1, b.name)}
                  aria-current={i === shown}
                  onClick={() => setCurrent(i)}
                />
              ))}
            </div>
          )}
        </>
      ) : (
        <div className={styles.placeholder}>{isPending ? '' : contentText.bannerFallback}</div>
      )}
    </div>
  );
}
