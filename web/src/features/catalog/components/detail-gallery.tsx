import { useEffect, useState } from 'react';
import styles from './detail-gallery.module.css';

/** The main image the server drew into this page load's HTML (server/src/core/http/web-app.ts), if any. */
const bootImage = typeof document === 'undefined' ? null : document.getElementById('boot-goods');

/** Removes the server-drawn image: once the gallery's own has loaded, or when the page shows no gallery. */
export function releaseBootImage() {
  bootImage?.remove();
}

/** The goods images: a large one and, when there are several, thumbnails to switch. */
export function DetailGallery({ images, name, nearExpiry }: { images: string[]; name: string; nearExpiry: boolean }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  // The server-drawn copy stays until this image has loaded (onLoad), so the picture never blinks; never beyond the page.
  useEffect(() => {
    if (!current) releaseBootImage();
    return releaseBootImage;
  }, [current]);
  return (
    <div className={styles.gallery}>
      {/* The global box the server's HTML draws too (app/global.css `yc-goods-main`). */}
      <div className="yc-goods-main">
        {current ? (
          <img src={current} alt={name} fetchPriority="high" onLoad={releaseBootImage} onError={releaseBootImage} />
        ) : (
          <span className={styles.none}>暂无图片</span>
        )}
        {nearExpiry && <span className={styles.ribbon}>近效期</span>}
      </div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, i) => (
            <button key={src} type="button" className={i === index ? `${styles.thumb} ${styles.on}` : styles.thumb} onMouseEnter={() => setIndex(i)}>
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
