import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import type { CertificateView } from '@yaocai/contract';
import { zizhiQuery, type ZizhiItem } from '../../api/profile';
import { centreText as t } from '../../text';
import { RenewModal } from './renew-modal';
import styles from './centre.module.css';

const EXPIRY_COLOR: Record<string, string> = { valid: 'success', expiring: 'orange', expired: 'red' };
const REVIEW_COLOR: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

function ExpiryCell({ cert }: { cert: CertificateView | null }) {
  if (!cert) return <span className={styles.muted}>—</span>;
  return (
    <Tag color={EXPIRY_COLOR[cert.expiry_state]} data-testid="zzzj-expiry" data-state={cert.expiry_state}>
      {t.expiryText[cert.expiry_state] ?? cert.expiry_state}
      {cert.expiry_state !== 'valid' && `（${t.daysLeft(cert.days_left)}）`}
    </Tag>
  );
}

function ReviewCell({ item }: { item: ZizhiItem }) {
  const { current, renewal } = item;
  if (!current) return <Tag>{t.notSubmitted}</Tag>;
  return (
    <>
      <Tag color={REVIEW_COLOR[current.status]}>{current.status_text}</Tag>
      {current.status === 'rejected' && current.review_reason && <div className={styles.reasonText}>{current.review_reason}</div>}
      {renewal?.status === 'pending' && <div className={styles.renewal}>{t.renewPending}</div>}
      {renewal?.status === 'rejected' && <div className={styles.reasonText}>{t.renewRejected(renewal.review_reason)}</div>}
    </>
  );
}

/** /zzzj: each required certificate with its expiry (30-day warning in orange, expired in red) and renewal. */
export function ZizhiPanel() {
  const { data } = useQuery(zizhiQuery);
  const [renewing, setRenewing] = useState<{ kind: string; name: string } | null>(null);
  const approved = data?.review_status === 'approved';

  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{t.zzzjTitle}</h3>
      {data?.licence_block && <Alert type="error" showIcon className={styles.alert} title={data.licence_block} />}
      {data?.warnings.map((w) => (
        <Alert key={w} type="warning" showIcon className={styles.alert} title={w} />
      ))}
      {data && !approved && (
        <Alert
          type="info"
          showIcon
          className={styles.alert}
          title={t.renewBeforeApproval}
          action={
            <Link to="/register/step2">
              <Button size="small">{t.goStep2}</Button>
            </Link>
          }
        />
      )}
      <div data-testid="zzzj-table">
        <Table<ZizhiItem>
          rowKey="kind"
          loading={!data}
          pagination={false}
          dataSource={data?.items ?? []}
          rowClassName={(r) =>
            r.current?.expiry_state === 'expired' ? styles.rowExpired : r.current?.expiry_state === 'expiring' ? styles.rowExpiring : ''
          }
          columns={[
            {
              title: t.certName,
              dataIndex: 'name',
              render: (name: string, r) => (
                <>
                  {name}
                  {r.required ? null : <Tag className={styles.optional}>选填</Tag>}
                </>
              ),
            },
            { title: t.certNumber, key: 'number', render: (_, r) => r.current?.number ?? '—' },
            { title: t.certExpiry, key: 'expires', render: (_, r) => <span className={styles.expiryDate}>{r.current?.expires_on ?? '—'}</span> },
            { title: t.expiry, key: 'state', render: (_, r) => <ExpiryCell cert={r.current} /> },
            { title: t.review, key: 'review', render: (_, r) => <ReviewCell item={r} /> },
            {
              title: t.file,
              key: 'file',
              render: (_, r) =>
                r.current?.file ? (
                  <a href={r.current.file.url} target="_blank" rel="noreferrer">
                    {t.view}
                  </a>
                ) : (
                  '—'
                ),
            },
            {
              title: t.actions,
              key: 'actions',
              render: (_, r) =>
                approved && r.renewal?.status !== 'pending' ? (
                  <Button
                    size="small"
                    type={r.current?.expiry_state === 'valid' ? 'default' : 'primary'}
                    onClick={() => setRenewing({ kind: r.kind, name: r.name })}
                    data-testid="zzzj-renew"
                  >
                    {t.renew}
                  </Button>
                ) : null,
            },
          ]}
        />
      </div>
      {renewing && <RenewModal kind={renewing.kind} name={renewing.name} onClose={() => setRenewing(null)} />}
    </section>
  );
}
