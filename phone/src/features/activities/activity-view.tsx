import { useEffect, useState } from 'react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Empty, ErrorBlock, Image, Result, Tabs, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import {
  ACTIVITY_ENDED,
  ACTIVITY_GONE,
  ACTIVITY_NOT_STARTED,
  NO_ACTIVITY_RUNNING,
  PHONE_PAGES,
  activityCountdown,
  activityId,
  activityIds,
  chinaMinute,
  type ActivityDetail,
} from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { CouponTicket } from '../../components/coupon-ticket';
import { GoodsRow } from '../../components/goods-row';
import { call, callEnvelope } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { CART_KEY } from '../../lib/query-client';
import styles from './activities.module.css';

/**
 * The activity pages themselves (loaded once one is opened, not by the hand-over pages before them): /yjh/{id?} and
 * /Hdzx/{ids}/{id?}, an activity's coupons and goods.
 */
export default function ActivityView({ centre }: { centre: boolean }) {
  return centre ? <ActivityCentre /> : <ActivityZone />;
}

function Waiting() {
  return (
    <div className="yc-loading">
      <DotLoading color="primary" />
    </div>
  );
}

/** /yjh/{id?}: one activity page, or every activity running or about to start. */
function ActivityZone() {
  const id = activityId(useParams().id);
  const back = useBack(PHONE_PAGES.home);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>活动专区</NavBar>
      {id ? <ActivityById id={id} /> : <ActivityList />}
    </div>
  );
}

function ActivityList() {
  const current = useQuery({ queryKey: ['activities', 'current'], queryFn: () => call(api.activities.current) });
  if (current.isPending) return <Waiting />;
  if (!current.data?.length) return <Empty description={NO_ACTIVITY_RUNNING} />;
  return (
    <div className={styles.list} data-testid="phone-activity-list">
      {current.data.map((a) => (
        <Link key={a.id} to={generatePath(PHONE_PAGES.activityZone, { id: String(a.id) })} className={styles.listItem}>
          <Image src={a.banner} alt={a.title} fit="cover" className={styles.listBanner} />
          <strong>{a.title}</strong>
          {a.subtitle && <span className={styles.muted}>{a.subtitle}</span>}
          <span className={a.state === 'running' ? styles.running : styles.upcoming}>
            {a.state === 'running' ? '进行中' : '即将开始'} · {chinaMinute(a.starts_at)} 至 {chinaMinute(a.ends_at)}
          </span>
        </Link>
      ))}
    </div>
  );
}

/** /Hdzx/{ids}/{id?}: several activities as tabs; {id} (or the first) is open, in the address. */
function ActivityCentre() {
  const params = useParams();
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.home);
  const ids = activityIds(params.ids);
  const centre = useQuery({
    queryKey: ['activities', 'centre', ids.join(',')],
    queryFn: () => call(api.activities.centre, { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
  });
  const open = activityId(params.id) ?? centre.data?.[0]?.id ?? null;
  const empty = ids.length === 0 || (!centre.isPending && !centre.data?.length);
  return (
    <div className={styles.page} data-testid="phone-activity-centre">
      <NavBar onBack={back}>活动中心</NavBar>
      {empty ? (
        <Result status="info" title={NO_ACTIVITY_RUNNING} description="敬请期待，先看看其他优惠吧" />
      ) : (
        <>
          <Tabs
            activeKey={open ? String(open) : null}
            className={styles.sticky}
            onChange={(key) => navigate(`/Hdzx/${params.ids}/${key}`, { replace: true })}
          >
            {(centre.data ?? []).map((a) => (
              <Tabs.Tab key={String(a.id)} title={a.title} />
            ))}
          </Tabs>
          {open && <ActivityById id={open} />}
        </>
      )}
    </div>
  );
}

function ActivityById({ id }: { id: number }) {
  const activity = useQuery({
    queryKey: ['activities', 'detail', id],
    queryFn: () => call(api.activities.detail, { params: { id } }, { onError: () => true }),
    retry: false,
  });
  if (activity.isPending) return <Waiting />;
  if (!activity.data) return <ErrorBlock status="empty" title={ACTIVITY_GONE.title} description={ACTIVITY_GONE.subTitle} />;
  return <Activity activity={activity.data} />;
}

/** 距结束 3天 04:05:06, ticking each second. */
function Countdown({ to }: { to: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return <span className={styles.countdown}>{activityCountdown((Date.parse(to) - now) / 1000)}</span>;
}

/** One activity: banner, time, then its coupons and goods while it runs (not started and ended say so). */
function Activity({ activity: a }: { activity: ActivityDetail }) {
  const qc = useQueryClient();
  const claim = useMutation({
    mutationFn: (couponId: number) => callEnvelope(api.coupons.claim, { query: { id: couponId } }),
    onSuccess: (r) => Toast.show({ icon: 'success', content: r.msg || '领取成功' }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['activities', 'detail', a.id] }), qc.invalidateQueries({ queryKey: CART_KEY })]),
  });
  return (
    <div style={{ ['--activity-color' as string]: a.color }} data-testid="phone-activity-page">
      {a.banner && <Image src={a.banner} alt={a.title} fit="cover" className={styles.banner} />}
      <div className={styles.timeBar}>
        <strong>{a.title}</strong>
        <span>
          活动时间：{chinaMinute(a.starts_at)} 至 {chinaMinute(a.ends_at)}
        </span>
        {a.state === 'running' && <Countdown to={a.ends_at} />}
      </div>
      {a.state === 'not_started' && (
        <Result status="info" title={ACTIVITY_NOT_STARTED} description={`活动将于 ${chinaMinute(a.starts_at)} 开始，敬请期待`} />
      )}
      {a.state === 'ended' && <Result status="warning" title={ACTIVITY_ENDED.title} description={ACTIVITY_ENDED.subTitle} />}
      {a.state === 'running' &&
        a.sections.map((s) => (
          <section key={s.id} className={styles.section} data-testid="phone-activity-section">
            <h2 className={styles.sectionTitle}>{s.title}</h2>
            {s.kind === 'coupons' ? (
              s.coupons.length === 0 ? (
                <Empty description="优惠券已领完" />
              ) : (
                <div className={styles.coupons}>
                  {s.coupons.map((c) => (
                    <CouponTicket
                      key={c.id}
                      coupon={c}
                      muted={!c.can_claim}
                      action={
                        <Button
                          size="small"
                          color="danger"
                          shape="rounded"
                          disabled={!c.can_claim}
                          loading={claim.isPending && claim.variables === c.id}
                          onClick={() => claim.mutate(c.id)}
                        >
                          {c.can_claim ? '立即领取' : c.claimed > 0 ? '已领取' : '已领完'}
                        </Button>
                      }
                    />
                  ))}
                </div>
              )
            ) : s.goods.length === 0 ? (
              <Empty description="暂无数据" />
            ) : (
              s.goods.map((g) => <GoodsRow key={g.id} goods={g} />)
            )}
          </section>
        ))}
      {a.rules && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>活动规则</h2>
          <p className={styles.rules}>{a.rules}</p>
        </section>
      )}
    </div>
  );
}
