import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { useSessionUser } from '../../features/accounts/api/session';
import { GiftDetail } from '../../features/points/components/gift-detail';
import { PointsMall } from '../../features/points/components/points-mall';

/** /jfsc */
export function PointsMallRoute() {
  const user = useSessionUser();
  return (
    <PageContainer>
      <PointsMall loggedIn={!!user} />
    </PageContainer>
  );
}

/** /jfsc/details?id= */
export function GiftDetailRoute() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const id = Number(params.get('id')) || 0;
  return (
    <PageContainer>
      <GiftDetail key={id} id={id} loggedIn={!!user} loginHref={`/login?redirect=${encodeURIComponent(pathname + search)}`} />
    </PageContainer>
  );
}
