import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Empty, ErrorBlock, NoticeBar, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES, type CertificateView, type OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { USER_KEY } from '../../lib/query-client';
import { RenewForm } from './renew-form';
import { certificatesText as t } from './centre-text';
import styles from './centre.module.css';

type ZizhiItem = OutputOf<typeof api.centre.zizhi>['items'][number];
export const ZIZHI_KEY = [...USER_KEY, 'zizhi'] as const;

const EXPIRY_COLOR: Record<string, 'success' | 'warning' | 'danger'> = { valid: 'success', expiring: 'warning', expired: 'danger' };
const REVIEW_COLOR: Record<string, 'primary' | 'success' | 'danger' | 'default'> = { pending: 'primary', approved: 'success', rejected: 'danger' };

/**
 * /zzzj on a phone: every certificate with its number and expiry, the expired and expiring ones marked (the server's
 * zizhi says which), and 更新证件: a photo from the camera with the new number and date, sent to review (`?renew=<kind>`,
 * a view of this page, so Back closes it). The one in force stays valid until the new one is approved.
 */
export default function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const renewing = params.get('renew');
  const back = useBack(PHONE_PAGES.member);
  const zizhi = useQuery({ queryKey: ZIZHI_KEY, queryFn: () => call(api.centre.zizhi), staleTime: 0 });
  const close = () => (history.length > 1 ? history.back() : setParams({}, { replace: true }));

  if (renewing) {
    const item = zizhi.data?.items.find((i) => i.kind === renewing);
    if (!zizhi.data) {
      return (
        <div className={styles.page}>
          <NavBar onBack={close}>{t.renew}</NavBar>
          <div className="yc-loading">
            <DotLoading color="primary" />
          </div>
        </div>
      );
    }
    if (!item) {
      return (
        <div className={styles.page}>
          <NavBar onBack={close}>{t.renew}</NavBar>
          <ErrorBlock status="empty" title={t.missing} description="" />
        </div>
      );
    }
    return <RenewForm kind={item.kind} name={item.name} onBack={close} onDone={close} />;
  }

  const data = zizhi.data;
  const approved = data?.review_status === 'approved';
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      {zizhi.isPending && (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      )}
      {zizhi.isError && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {data?.licence_block ? <NoticeBar content={data.licence_block} color="error" wrap data-testid="phone-zzzj-block" /> : null}
      {data?.warnings.map((w) => (
        <NoticeBar key={w} content={w} color="alert" wrap data-testid="phone-zzzj-warning" />
      ))}
      {data && !approved && (
        <NoticeBar
          content={t.renewBeforeApproval}
          color="info"
          wrap
          extra={
            <a href="/register/step2" className={styles.noticeLink}>
              {t.goStep2}
            </a>
          }
        />
      )}
      {data && data.items.length === 0 && <Empty description={t.empty} />}
      {data?.items.map((item) => (
        <CertificateCard key={item.kind} item={item} canRenew={approved} onRenew={() => setParams({ renew: item.kind })} />
      ))}
    </div>
  );
}

function CertificateCard({ item, canRenew, onRenew }: { item: ZizhiItem; canRenew: boolean; onRenew: () => void }) {
  const { current, renewal } = item;
  const state = current?.expiry_state ?? '';
  return (
    <section
      className={`${styles.cert} ${state === 'expired' ? styles.certExpired : state === 'expiring' ? styles.certExpiring : ''}`}
      data-testid="phone-certificate"
      data-kind={item.kind}
      data-state={state}
    >
      <header className={styles.certHead}>
        <strong>
          {item.name}
          {item.required ? null : <span className={styles.optional}>{t.optional}</span>}
        </strong>
        {current ? (
          <Tag color={EXPIRY_COLOR[state] ?? 'default'} fill="outline" data-testid="phone-certificate-expiry">
            {t.expiryText[state] ?? state}
            {state !== 'valid' && `（${t.daysLeft(current.days_left)}）`}
          </Tag>
        ) : (
          <Tag>{t.notSubmitted}</Tag>
        )}
      </header>
      {current && (
        <dl className={styles.facts}>
          <dt>{t.certNumber}</dt>
          <dd>{current.number}</dd>
          <dt>{t.certExpiry}</dt>
          <dd className={state === 'valid' ? '' : styles.due}>{current.expires_on}</dd>
          <dt>{t.review}</dt>
          <dd>
            <Tag color={REVIEW_COLOR[current.status] ?? 'default'} fill="outline">
              {current.status_text}
            </Tag>
            {current.status === 'rejected' && current.review_reason && <div className={styles.reason}>{current.review_reason}</div>}
          </dd>
          {current.file && (
            <>
              <dt>{t.file}</dt>
              <dd>
                <a href={current.file.url} target="_blank" rel="noreferrer" className={styles.link}>
                  {t.view}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {renewal && <Renewal renewal={renewal} />}
      {canRenew && renewal?.status !== 'pending' && (
        <div className={styles.certActions}>
          <Button size="small" color="primary" fill={state === 'valid' ? 'outline' : 'solid'} onClick={onRenew}>
            {t.renew}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The new certificate sent after this one: waiting for review, or refused with the reviewer's reason. */
function Renewal({ renewal }: { renewal: CertificateView }) {
  if (renewal.status !== 'pending' && renewal.status !== 'rejected') return null;
  const pending = renewal.status === 'pending';
  return (
    <div className={pending ? styles.renewalPending : styles.renewalRejected} data-testid="phone-certificate-renewal" data-status={renewal.status}>
      <div className={styles.renewalHead}>{pending ? t.renewPending : t.renewRejected(renewal.review_reason)}</div>
      <div className={styles.renewalFacts}>
        {renewal.number} · {t.certExpiry} {renewal.expires_on}
      </div>
      <div className={styles.renewalFacts}>
        {t.submittedAt} {chinaMinute(renewal.created_at)}
      </div>
    </div>
  );
}
