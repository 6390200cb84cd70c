import { useState } from 'react';
import { releaseBootScreen } from '../../lib/boot-screen';
import styles from './catalog.module.css';

/**
 * A goods' pictures, swiped by hand (scroll snap), a dot for each. Plain pictures: antd-mobile's Swiper brought its
 * spring and gesture libraries (≈ 20 KB) into the goods page's first load and a long first render on a phone. The first
 * picture replaces the server's copy of it (lib/boot-screen.ts) once it has loaded.
 */
export function GoodsGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [shown, setShown] = useState(0);
  return (
    <div className={styles.gallery} data-testid="phone-goods-gallery">
      <div className={styles.slides} onScroll={(e) => setShown(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}>
        {images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === 0 ? name : `${name} 图${i + 1}`}
            className={styles.slide}
            loading={i === 0 ? 'eager' : 'lazy'}
            onLoad={i === 0 ? releaseBootScreen : undefined}
            onError={i === 0 ? releaseBootScreen : undefined}
          />
        ))}
      </div>
      {images.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {images.map((src, i) => (
            <i key={src} className={i === shown ? styles.dotOn : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
