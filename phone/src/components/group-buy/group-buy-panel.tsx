import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, groupBuyText as t, type GroupBuyView, type OpenGroupView } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useUser } from '../../lib/user';
import { GroupBuyCard } from './group-buy-card';
import { GROUP_BUY_KEY } from './keys';
import { syncServerTime, useServerNow } from './server-now';
import styles from './group-buy.module.css';

/** The join sheet (its stepper, address picker and dialogs) loads when a member taps 去参团 or 发起拼团. */
export const JoinSheet = lazy(() => import('./join-sheet'));
// The 拼团 parts /ptzq uses too, from this one module: the goods page's lazy import of it then names one file.
export { GroupBuyCard, GROUP_BUY_KEY, syncServerTime, useServerNow };

/**
 * The goods page's 拼团 block (/list/info-pt/:id, and /list/info/:id when the goods has a running campaign): the
 * campaign's price, size and time left, its open groups, 去参团 and 发起拼团 — the desktop's panel. On /list/info-pt it
 * says so when the goods has no campaign running.
 */
export default function GroupBuyPanel({ goodsId }: { goodsId: number }) {
  const { pathname } = useLocation();
  const signedIn = useUser().data?.show === 1;
  const campaigns = useQuery({
    queryKey: [...GROUP_BUY_KEY, 'goods', goodsId],
    queryFn: async () => {
      const r = await call(api.groupbuy.list, { query: { goods_id: goodsId, page_size: 5 } }, { silent: true });
      syncServerTime(r.timestamp);
      return r;
    },
    staleTime: 10_000,
  });
  const now = useServerNow();
  const [joining, setJoining] = useState<{ campaign: GroupBuyView; group: OpenGroupView | null } | null>(null);
  const c = campaigns.data?.list[0];
  if (!campaigns.data) return null;
  if (!c)
    return pathname.startsWith('/list/info-pt/') ? (
      <section className={`${styles.panel} ${styles.panelNone}`} data-testid="phone-groupbuy-none">
        {t.panelNone}，<Link to={PHONE_PAGES.groupBuy}>{t.moreGroups} ›</Link>
      </section>
    ) : null;
  return (
    <section className={styles.panel} data-testid="phone-groupbuy-panel" data-campaign-id={c.id}>
      <div className={styles.panelHead}>
        <strong>{t.panelTitle}</strong>
        <Link to={PHONE_PAGES.groupBuy} className={styles.more}>
          {t.moreGroups} ›
        </Link>
      </div>
      <GroupBuyCard
        campaign={c}
        now={now}
        withGoods={false}
        loginHref={signedIn ? null : `/login?redirect=${encodeURIComponent(pathname)}`}
        onJoin={(campaign, group) => setJoining({ campaign, group })}
      />
      <p className={styles.notice}>{t.notice}</p>
      {joining && (
        <Suspense fallback={null}>
          <JoinSheet campaign={joining.campaign} group={joining.group} onClose={() => setJoining(null)} />
        </Suspense>
      )}
    </section>
  );
}
