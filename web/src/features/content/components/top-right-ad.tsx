import { SmartLink } from '../../../components/ui/smart-link';
import { useAds } from '../api/site-content';
import styles from './top-right-ad.module.css';

/** The advertisement beside the search box (GET /api/ad?position=top_right, first item). */
export function TopRightAd() {
  const ad = useAds('top_right')[0];
  if (!ad) return null;
  return (
    <SmartLink href={ad.url} className={styles.ad} title={ad.name}>
      <img src={ad.image} alt={ad.name} />
    </SmartLink>
  );
}
