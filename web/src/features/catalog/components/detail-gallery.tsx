import { useState } from 'react';
import styles from './detail-gallery.module.css';

/** The goods images: a large one and, when there are several, thumbnails to switch. */
export function DetailGallery({ images, name, nearExpiry }: { images: string[]; name: string; nearExpiry: boolean }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? <img src={current} alt={name} fetchPriority="high" /> : <span className={styles.none}>暂无图片</span>}
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
