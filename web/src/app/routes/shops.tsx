import { useLocation } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { ShopDirectory } from '../../features/shops/components/shop-directory';

/** /shops (grid) and /shoplist (list). */
export function ShopsRoute() {
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <ShopDirectory view={pathname === '/shoplist' ? 'list' : 'grid'} />
    </PageContainer>
  );
}
