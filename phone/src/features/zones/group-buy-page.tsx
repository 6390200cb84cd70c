import { Suspense, useState } from 'react';
import { generatePath, Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Tabs, Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import {
  PHONE_PAGES,
  GROUP_MEMBER_STATE,
  formatLeft,
  groupBuyText as t,
  secondsLeft,
  type GroupBuyView,
  type MyGroupBuyView,
  type OpenGroupView,
} from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { GroupBuyCard, GROUP_BUY_KEY, JoinSheet, syncServerTime, useServerNow } from '../../components/group-buy/group-buy-panel';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { useUser } from '../../lib/user';
import styles from './zones.module.css';

const PAGE_SIZE = 10;
type Tab = 'zone' | 'mine';

/** /ptzq on a phone (拼团专区): the rules, then 正在拼团 (each campaign with its groups) and 我的拼团; the tab is in the address. */
export function GroupBuyPage() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const back = useBack(PHONE_PAGES.home);
  const user = useUser();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'zone';
  const loginHref = user.data?.show === 1 ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <header className={`${styles.banner} ${styles.groupBuy}`}>
        <strong>{t.title}</strong>
        <span>{t.sub}</span>
        <ol className={styles.steps}>
          {t.rules.map((r, i) => (
            <li key={r}>
              <b>{i + 1}</b>
              {r}
            </li>
          ))}
        </ol>
      </header>
      <Tabs activeKey={tab} className={styles.sticky} onChange={(k) => setParams(k === 'mine' ? { tab: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab key="zone" title={t.tabs.zone} />
        <Tabs.Tab key="mine" title={t.tabs.mine} />
      </Tabs>
      {tab === 'zone' ? <Zone loginHref={user.isPending ? null : loginHref} /> : <Mine loginHref={user.isPending ? null : loginHref} />}
    </div>
  );
}

/** 正在拼团: the running campaigns page by page, countdowns on the server clock, one join sheet for the page. */
function Zone({ loginHref }: { loginHref: string | null }) {
  const zone = useInfiniteQuery({
    queryKey: [...GROUP_BUY_KEY, 'zone'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const r = await call(api.groupbuy.list, { query: { page: pageParam, page_size: PAGE_SIZE } });
      syncServerTime(r.timestamp);
      return r;
    },
    getNextPageParam: nextPageOf,
    staleTime: 10_000,
  });
  const now = useServerNow();
  const [joining, setJoining] = useState<{ campaign: GroupBuyView; group: OpenGroupView | null } | null>(null);
  const list = zone.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="phone-groupbuy-zone">
      {zone.isSuccess && list.length === 0 && <Empty description="暂无进行中的拼团" />}
      {list.map((c) => (
        <GroupBuyCard
          key={c.id}
          campaign={c}
          now={now}
          withGoods
          loginHref={loginHref}
          onJoin={(campaign, group) => setJoining({ campaign, group })}
        />
      ))}
      {(zone.isPending || list.length > 0) && <MoreOnScroll query={zone} />}
      {joining && (
        <Suspense fallback={null}>
          <JoinSheet campaign={joining.campaign} group={joining.group} onClose={() => setJoining(null)} />
        </Suspense>
      )}
    </div>
  );
}

const STATE_COLOR: Record<number, 'warning' | 'success' | 'default' | 'danger'> = {
  [GROUP_MEMBER_STATE.waiting]: 'warning',
  [GROUP_MEMBER_STATE.ordered]: 'success',
  [GROUP_MEMBER_STATE.failed]: 'default',
  [GROUP_MEMBER_STATE.refused]: 'danger',
};

/** 我的拼团: every group the member joined, its progress and their state, and the order placed once it formed. */
function Mine({ loginHref }: { loginHref: string | null }) {
  const navigate = useNavigate();
  const mine = useInfiniteQuery({
    queryKey: [...GROUP_BUY_KEY, 'mine'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const r = await call(api.groupbuy.mine, { query: { page: pageParam, page_size: PAGE_SIZE } });
      syncServerTime(r.timestamp);
      return r;
    },
    getNextPageParam: nextPageOf,
    enabled: !loginHref,
    staleTime: 0,
  });
  const now = useServerNow();
  if (loginHref)
    return (
      <div className={styles.empty}>
        <Empty description={t.mine.loginFirst} />
        <Button color="primary" onClick={() => navigate(loginHref)}>
          登录
        </Button>
      </div>
    );
  const list = mine.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="phone-my-groupbuys">
      {mine.isSuccess && list.length === 0 && <Empty description="暂无拼团记录" />}
      {list.map((p) => (
        <Participation key={p.id} p={p} now={now} />
      ))}
      {(mine.isPending || list.length > 0) && <MoreOnScroll query={mine} />}
    </div>
  );
}

function Participation({ p, now }: { p: MyGroupBuyView; now: number }) {
  const navigate = useNavigate();
  const waiting = p.state === GROUP_MEMBER_STATE.waiting;
  return (
    <article className={styles.mine} data-testid="phone-my-groupbuy" data-state={p.state}>
      <Link to={generatePath(PHONE_PAGES.groupBuyGoods, { id: String(p.goods_id) })} className={styles.mineGoods}>
        <Image src={p.image} width={64} height={64} fit="contain" lazy alt={p.name} />
        <span className={styles.mineText}>
          <span className={styles.mineName}>{p.name}</span>
          <span className={styles.muted}>
            {p.spec} · {p.manufacturer}
          </span>
          <span className={styles.muted}>{p.shop_name}</span>
        </span>
      </Link>
      <div className={styles.mineFacts}>
        <span>
          {t.mine.price} <span className="yc-price">{yuan(p.group_price)}</span> ×{p.number}
          {p.unit}
        </span>
        <span>
          {t.mine.amount} <span className="yc-price">{yuan(p.amount)}</span>
        </span>
      </div>
      <div className={styles.mineFacts}>
        <span>
          {t.mine.progress} {t.mine.members(p.members, p.required)}{' '}
          <Tag color={waiting ? 'warning' : p.group_state === 1 ? 'success' : 'default'} fill="outline">
            {p.group_state_text}
          </Tag>
        </span>
        <Tag color={STATE_COLOR[p.state] ?? 'default'} data-testid="phone-my-groupbuy-state">
          {p.state_text}
        </Tag>
      </div>
      {waiting && <div className={styles.muted}>{`${t.left} ${formatLeft(secondsLeft(p.closes_at, now))}`}</div>}
      {p.reason && <div className={styles.reason}>{p.reason}</div>}
      {p.order_id && (
        <div className={styles.mineOrder}>
          <Link to={generatePath(PHONE_PAGES.orderDetail, { id: String(p.order_id) })}>
            {t.mine.order} {p.order_no}
          </Link>
          {p.order_status === 0 && (
            <Button size="small" color="danger" shape="rounded" onClick={() => navigate(`/cart/step3/${p.order_id}?ids=${p.order_id}`)}>
              {t.mine.pay}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
