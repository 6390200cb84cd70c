import { useLayoutEffect } from 'react';
import type { Banner } from '@yaocai/contract';
import { SmartLink } from '../../../components/ui/smart-link';
import { BOTTOM_BANNER_ID, useBanners, useTopBanner } from '../api/banners';
import styles from './banner-strip.module.css';

function Strip({ banners, className }: { banners: Banner[]; className: string }) {
  if (banners.length === 0) return null;
  return (
    <div className={className}>
      {banners.map((b) => (
        <SmartLink key={b.id} href={b.url} title={b.name} className={styles.link}>
          <img src={b.image} alt={b.name} className={styles.image} />
        </SmartLink>
      ))}
    </div>
  );
}

/** The banner the server drew above the app (server/src/core/http/web-app.ts), when this page load has one. */
const bootTop = typeof document === 'undefined' ? null : document.getElementById('boot-top');

// Its class sets the display, which the `hidden` attribute would not override.
const show = (el: HTMLElement, on: boolean) => void (el.style.display = on ? '' : 'none');

/** Keeps the server-drawn banner shown while a framed page is mounted, hidden on pages without the header. */
function AdoptedBanner({ el }: { el: HTMLElement }) {
  useLayoutEffect(() => {
    show(el, true);
    return () => show(el, false);
  }, [el]);
  return null;
}

/** Thin full-width banner above the header (GET /api/focus/top, errors ignored). */
export function TopBanner() {
  const { banner, isPending, isBoot } = useTopBanner();
  // The HTML's own banner stays in place (repainting it would delay the page's largest paint), unless it changed since.
  const adopt = bootTop !== null && isBoot;
  useLayoutEffect(() => {
    if (bootTop && !adopt) show(bootTop, false);
  }, [adopt]);
  if (adopt) return <AdoptedBanner el={bootTop} />;
  // The band keeps its height while the banner loads, so the header below does not jump when it arrives.
  if (isPending) return <div className="yc-top-banner" aria-hidden />;
  return banner ? <Strip banners={[banner]} className="yc-top-banner" /> : null;
}

/** Banner row near the bottom of the home page (banner_id 164, spec §9). */
export function BottomBanner() {
  const banners = useBanners(BOTTOM_BANNER_ID).data ?? [];
  return <Strip banners={banners} className={styles.bottom} />;
}
