import { SnapDots, useSnapIndex } from '../../components/snap-slides';
import { releaseBootScreen } from '../../lib/boot-screen';
import styles from './catalog.module.css';

/**
 * A goods' pictures, swiped by hand (components/snap-slides), a dot for each. The first picture replaces the server's
 * copy of it (lib/boot-screen.ts) once it has loaded.
 */
export function GoodsGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { shown, onScroll } = useSnapIndex();
  return (
    <div className={styles.gallery} data-testid="phone-goods-gallery">
      <div className={styles.slides} onScroll={onScroll}>
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
      <SnapDots keys={images} shown={shown} className={styles.dots} onClassName={styles.dotOn} />
    </div>
  );
}
