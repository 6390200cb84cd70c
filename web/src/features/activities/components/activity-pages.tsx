import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Spin, Tabs } from 'antd';
import { ACTIVITY_GONE, activityId, activityIds, activityLanding, chinaMinute, NO_ACTIVITY_RUNNING } from '@yaocai/contract';
import { PageContainer } from '../../../components/layout/page-container';
import { ResultPage } from '../../../components/layout/result-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { activityQuery, centreQuery, currentActivitiesQuery, tapActivity } from '../api/activities';
import { ActivityView } from './activity-view';
import styles from './activities.module.css';

function ActivityById({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(activityQuery(id));
  if (isPending) return <Spin className={styles.loading} />;
  if (isError || !data) return <ResultPage status="404" {...ACTIVITY_GONE} testId="activity-missing" />;
  return <ActivityView activity={data} />;
}

/** /yjh without an id: every activity running or about to start. */
function ActivityList() {
  const { data, isPending } = useQuery(currentActivitiesQuery);
  if (isPending) return <Spin className={styles.loading} />;
  if (!data || data.length === 0) return <EmptyState text={NO_ACTIVITY_RUNNING} />;
  return (
    <div className={styles.list} data-testid="activity-list">
      {data.map((a) => (
        <Link key={a.id} to={`/yjh/${a.id}`} className={styles.listItem}>
          <img src={a.banner} alt={a.title} />
          <div className={styles.listText}>
            <strong>{a.title}</strong>
            <span>{a.subtitle}</span>
            <span className={a.state === 'running' ? styles.running : styles.upcoming}>
              {a.state === 'running' ? '进行中' : '即将开始'} · {chinaMinute(a.starts_at)} 至 {chinaMinute(a.ends_at)}
            </span>
          </div>
        </Link>
      ))}
    </div>
  );
}

/** /yjh/{id?}: one activity page, or the list of current ones. */
export function ActivityZone() {
  const id = activityId(useParams().id);
  return <PageContainer className={styles.page}>{id ? <ActivityById id={id} /> : <ActivityList />}</PageContainer>;
}

/** /Hdzx/{ids}/{id?}: several activities as tabs; {id} (or the first) is open. */
export function ActivityCentre() {
  const params = useParams();
  const navigate = useNavigate();
  const ids = activityIds(params.ids);
  const { data, isPending } = useQuery({ ...centreQuery(ids), enabled: ids.length > 0 });
  const open = activityId(params.id) ?? data?.[0]?.id ?? null;
  if (ids.length === 0 || (!isPending && (!data || data.length === 0))) {
    return <ResultPage status="info" title={NO_ACTIVITY_RUNNING} subTitle="敬请期待，先看看其他优惠吧" testId="activity-centre-empty" />;
  }
  return (
    <PageContainer className={styles.page} data-testid="activity-centre">
      <Tabs
        activeKey={open ? String(open) : undefined}
        onChange={(key) => navigate(`/Hdzx/${params.ids}/${key}`, { replace: true })}
        items={(data ?? []).map((a) => ({ key: String(a.id), label: a.title }))}
      />
      {open && <ActivityById id={open} />}
    </PageContainer>
  );
}

/**
 * /loading/activity?url=: the landing of every /activity/{url} link. A running activity opens its page; one not started
 * or gone leads to /noActivity with the right words (spec §4: a link with no start leads to a not-started message).
 */
export function ActivityLoading() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = params.get('url') ?? '';
  useEffect(() => {
    let live = true;
    const go = (to: string) => live && navigate(to, { replace: true });
    if (!url) {
      go('/yjh');
      return;
    }
    tapActivity(url).then(
      (a) => go(activityLanding(a)),
      () => go('/noActivity'),
    );
    return () => {
      live = false;
    };
  }, [url, navigate]);
  return (
    <PageContainer className={styles.page} data-testid="activity-loading">
      <Spin size="large" tip="活动加载中…" className={styles.loading}>
        <div className={styles.spinBox} />
      </Spin>
    </PageContainer>
  );
}
