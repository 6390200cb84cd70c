import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { useSessionUser } from '../../features/accounts/api/session';
import { useServerClock } from '../../features/content/hooks/use-server-clock';
import { GroupBuyZone, type ZoneTab } from '../../features/groupbuy/templates/group-buy-zone';

/** /ptzq: 拼团专区; the tab (?tab=mine) and the page live in the URL so Back works. */
export function GroupBuyRoute() {
  const user = useSessionUser();
  const now = useServerClock();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const tab: ZoneTab = params.get('tab') === 'mine' ? 'mine' : 'zone';
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n > 0 ? n : 1;
  return (
    <PageContainer>
      <GroupBuyZone
        tab={tab}
        now={now}
        page={page}
        loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
        onChange={(next, p) => {
          setParams({ ...(next === 'mine' ? { tab: 'mine' } : {}), ...(p > 1 ? { page: String(p) } : {}) });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageContainer>
  );
}
