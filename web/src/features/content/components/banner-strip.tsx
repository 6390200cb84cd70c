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

/** Thin full-width banner above the header (GET /api/focus/top, errors ignored). */
export function TopBanner() {
  const { banner, isPending } = useTopBanner();
  // The band keeps its height while the banner loads, so the header below does not jump when it arrives.
  if (isPending) return <div className={styles.top} aria-hidden />;
  return banner ? <Strip banners={[banner]} className={styles.top} /> : null;
}

/** Banner row near the bottom of the home page (banner_id 164, spec §9). */
export function BottomBanner() {
  const banners = useBanners(BOTTOM_BANNER_ID).data ?? [];
  return <Strip banners={banners} className={styles.bottom} />;
}
