import { useParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { BrandGrid } from '../../features/brands/components/brand-grid';

/** /ppzq and /ppzq/:page: the brand grid, the page in the path. */
export function BrandsRoute() {
  const { page } = useParams();
  const n = Number(page);
  return (
    <PageContainer>
      <BrandGrid page={Number.isInteger(n) && n > 0 ? n : 1} pageHref={(p) => (p > 1 ? `/ppzq/${p}` : '/ppzq')} />
    </PageContainer>
  );
}
