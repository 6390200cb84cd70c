import { useCallback, useState, type UIEvent } from 'react';

/**
 * Slides swiped by hand (a scroll-snap row one screen wide each): which one is in view, followed as the row scrolls.
 * Plain scrolling instead of antd-mobile's Swiper, whose spring and gesture libraries cost a phone's first load ≈ 20 KB
 * and a long first render (the goods gallery, the home carousel).
 */
export function useSnapIndex() {
  const [shown, setShown] = useState(0);
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => {
    const row = e.currentTarget;
    setShown(Math.round(row.scrollLeft / row.clientWidth));
  }, []);
  return { shown, onScroll };
}

/** A dot for each slide, the one in view marked; decorative (the slides themselves say where one is). */
export function SnapDots({
  keys,
  shown,
  className,
  onClassName,
}: {
  keys: readonly (string | number)[];
  shown: number;
  className: string;
  onClassName: string;
}) {
  if (keys.length < 2) return null;
  return (
    <div className={className} aria-hidden="true">
      {keys.map((key, i) => (
        <i key={key} className={i === shown ? onClassName : undefined} />
      ))}
    </div>
  );
}
