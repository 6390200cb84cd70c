import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScanningOutline, SearchOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { PHONE_HOME_ZONES, PHONE_PAGES, PHONE_SEARCH_PLACEHOLDER } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useReleaseBootScreen } from '../../lib/boot-screen';
import { nextPageOf } from '../../lib/paging';
import { useUser } from '../../lib/user';
import { GoodsRows } from '../../components/goods-row';
import { HomeBanners } from './home-banners';

const PAGE_SIZE = 20;

const CertificateWarning = lazy(() => import('./certificate-warning'));
// Only a member with a recall to acknowledge sees it: it loads on its own, like the certificate warning.
const RecallBanner = lazy(() => import('../../components/recall-banner'));

/**
 * / on a phone: search first, the banners, the zones, then the best sellers as one endless list. Its first screen uses
 * the classes the server's HTML draws it with (app/first-screen.css), and takes over once its banner has loaded.
 */
export default function HomePage() {
  const navigate = useNavigate();
  const user = useUser().data;
  const [bannerShown, setBannerShown] = useState(false);
  const onBannerShown = useCallback(() => setBannerShown(true), []);
  useReleaseBootScreen(bannerShown);
  const goods = useInfiniteQuery({
    queryKey: ['goods', 'list', 'sales'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.catalog.list, { query: { sort: 'sales', page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
  });
  return (
    <div>
      <header className="yc-home-top">
        <span className="yc-home-brand">药采</span>
        <button type="button" className="yc-home-search" onClick={() => navigate(PHONE_PAGES.search)} aria-label="搜索商品">
          <SearchOutline /> {PHONE_SEARCH_PLACEHOLDER}
        </button>
        <button type="button" className="yc-home-scan" onClick={() => navigate(PHONE_PAGES.scan)} aria-label="扫码购">
          <ScanningOutline />
        </button>
      </header>
      {user?.show === 1 && user.recall_pending > 0 ? (
        <Suspense fallback={null}>
          <RecallBanner count={user.recall_pending} />
        </Suspense>
      ) : null}
      {user?.show === 1 && user.zizhi_warning ? (
        <Suspense fallback={null}>
          <CertificateWarning text={user.zizhi_warning} />
        </Suspense>
      ) : null}
      <HomeBanners onShown={onBannerShown} />
      <nav className="yc-home-zones" aria-label="专区">
        {PHONE_HOME_ZONES.map((z) => (
          <Link key={z.href} to={z.href} className="yc-home-zone">
            <span className="yc-home-zone-icon" style={{ background: z.color }}>
              {z.name.slice(0, 1)}
            </span>
            {z.name}
          </Link>
        ))}
      </nav>
      <h2 className="yc-home-section">热销商品</h2>
      <GoodsRows query={goods} />
    </div>
  );
}
