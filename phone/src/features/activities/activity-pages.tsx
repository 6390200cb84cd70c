import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, DotLoading, Result } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { ACTIVITY_NOT_STARTED, PHONE_PAGES, activityLanding, noActivityText, phonePageOf } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useCommonData } from '../../lib/categories';
import { safeRedirect, useBack } from '../../lib/navigation';
import styles from './activities.module.css';

/**
 * The activity pages on a phone, one module for the addresses that lead to them (spec §2): /yjh/{id?} (活动专区),
 * /Hdzx/{ids}/{id?} (活动中心), the hand-over pages /activity/… → /loading/activity?url=… → the page or /noActivity,
 * /loading?redirect=…, and /eleven_index (the main site). Which one is read from the address, as the router matched it.
 */
export default function ActivityPages() {
  const { pathname } = useLocation();
  switch (phonePageOf(pathname)) {
    case 'activityCentre':
      return <Pages centre />;
    case 'activityLink':
      return <ActivityLink />;
    case 'activityLoading':
      return <ActivityLoading />;
    case 'loading':
      return <HandOver />;
    case 'noActivity':
      return <NoActivity />;
    case 'mainSite':
      return <MainSite />;
    default:
      return <Pages centre={false} />;
  }
}

/** The activity pages' own code, fetched when one opens (the hand-over pages before them start it early). */
const loadView = () => import('./activity-view');
const ActivityView = lazy(loadView);

function Pages({ centre }: { centre: boolean }) {
  return (
    <Suspense fallback={<Waiting text="加载中…" />}>
      <ActivityView centre={centre} />
    </Suspense>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className={styles.waiting} data-testid="phone-activity-loading">
      <DotLoading color="primary" />
      <span>{text}</span>
    </div>
  );
}

/** /activity/{url}/{url1}/{url2}: the desktop's redirect, the path's parts carried as ?url= (and the query kept). */
function ActivityLink() {
  const { url, url1, url2 } = useParams();
  const params = new URLSearchParams(useSearchParams()[0]);
  const carried = [url, url1, url2].filter(Boolean).join('/');
  if (carried) params.set('url', carried);
  const query = params.toString();
  return <Navigate to={`${PHONE_PAGES.activityLoading}${query ? `?${query}` : ''}`} replace />;
}

/** /loading/activity?url=: a running activity opens its page; one not started or gone leads to /noActivity with why. */
function ActivityLoading() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = params.get('url') ?? '';
  useEffect(() => {
    let live = true;
    void loadView();
    const go = (to: string) => live && navigate(to, { replace: true });
    if (!url) go('/yjh');
    else
      call(api.activities.tap, { query: { url } }, { onError: () => true }).then(
        (a) => go(activityLanding(a)),
        () => go(PHONE_PAGES.noActivity),
      );
    return () => {
      live = false;
    };
  }, [url, navigate]);
  return <Waiting text="活动加载中…" />;
}

/** /loading?redirect=: a hand-over page; goes on to the redirect (our own pages only) or home. */
function HandOver() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = safeRedirect(params.get('redirect'));
  useEffect(() => {
    const t = setTimeout(() => navigate(to, { replace: true }), 300);
    return () => clearTimeout(t);
  }, [navigate, to]);
  return <Waiting text="加载中…" />;
}

/** /eleven_index (药采主站): the main site's address when the site has one, else the home page. */
function MainSite() {
  const common = useCommonData();
  const url = common.data?.config.main_site_url;
  useEffect(() => {
    if (url) location.replace(url);
  }, [url]);
  if (!url && (common.data || common.isError)) return <Navigate to={PHONE_PAGES.home} replace />;
  return <Waiting text="加载中…" />;
}

/** /noActivity?state&title&at: 活动未开始 (with when), 活动已结束, or 活动暂未开始 for a link that leads nowhere. */
function NoActivity() {
  const [params] = useSearchParams();
  const back = useBack(PHONE_PAGES.home);
  const navigate = useNavigate();
  const { kind, title, subTitle } = noActivityText(params);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{ACTIVITY_NOT_STARTED}</NavBar>
      <Result status={kind === 'ended' ? 'warning' : 'info'} title={title} description={subTitle} data-testid="phone-no-activity" />
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(PHONE_PAGES.home)}>
          返回首页
        </Button>
      </div>
    </div>
  );
}
