import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HOME_BANNER_ID, onReducedMotionChange, prefersReducedMotion, type Banner } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { SnapDots, useSnapIndex } from '../../components/snap-slides';

const AUTOPLAY_MS = 4000;

/** The banners the server drew into this page load's HTML (server core/http/phone-first-screen.ts), read once. */
function bootBanners(): Banner[] | undefined {
  try {
    const banners = JSON.parse(document.getElementById('boot-banners')?.textContent ?? 'null') as unknown;
    return Array.isArray(banners) ? (banners as Banner[]) : undefined;
  } catch {
    return undefined;
  }
}
const boot = typeof document === 'undefined' ? undefined : bootBanners();
const bootAt = Date.now();

/**
 * The home carousel (the desktop's banners, GET /api/focus/demo?banner_id=1): swiped by hand (components/snap-slides),
 * turned every 4 s, a dot for each. The first picture is the page's largest paint. `onShown` once it has loaded (or
 * there is none to show).
 */
export function HomeBanners({ onShown }: { onShown: () => void }) {
  const banners = useQuery({
    queryKey: ['banner', HOME_BANNER_ID],
    queryFn: () => call(api.content.banners, { query: { banner_id: HOME_BANNER_ID } }, { silent: true }),
    initialData: boot,
    initialDataUpdatedAt: bootAt,
    staleTime: 5 * 60_000,
  });
  const list = banners.data ?? [];
  const slides = useRef<HTMLDivElement>(null);
  const { shown, onScroll } = useSnapIndex();
  const none = banners.isError || (banners.isSuccess && list.length === 0);
  useEffect(() => {
    if (none) onShown();
  }, [none, onShown]);
  // Less motion asked for: the slides stay until swiped.
  const still = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  useEffect(() => {
    if (list.length < 2 || still) return;
    const timer = window.setInterval(() => {
      const el = slides.current;
      if (el) el.scrollTo({ left: ((Math.round(el.scrollLeft / el.clientWidth) + 1) % list.length) * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [list.length, still]);
  if (none) return null;
  return (
    <section className="yc-home-banners" aria-label="广告">
      <div className="yc-home-slides" ref={slides} onScroll={onScroll}>
        {list.map((b, i) => (
          <Slide key={b.id} href={b.url} hidden={i !== shown}>
            <img
              src={b.image}
              alt={b.name}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              onLoad={i === 0 ? onShown : undefined}
              onError={i === 0 ? onShown : undefined}
            />
          </Slide>
        ))}
      </div>
      <SnapDots keys={list.map((b) => b.id)} shown={shown} className="yc-home-dots" onClassName="on" />
    </section>
  );
}

/** A banner leads to a storefront page (the router's link) or, rarely, to another site. */
function Slide({ href, hidden, children }: { href: string; hidden: boolean; children: ReactNode }) {
  const props = { className: 'yc-home-slide', 'aria-hidden': hidden, tabIndex: hidden ? -1 : undefined };
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} rel="noopener" {...props}>
        {children}
      </a>
    );
  return (
    <Link to={href.startsWith('/') ? href : '/'} {...props}>
      {children}
    </Link>
  );
}
