import { useNavigate } from 'react-router';
import { Button, List, Result, Tag } from 'antd-mobile';
import { chinaMinute, type RegistrationStatus } from '@yaocai/contract';
import { registerPath, type RegisterVariant } from './flow';
import { registerText as t } from './text';
import styles from './register.module.css';

const RESULT = { incomplete: 'warning', pending: 'waiting', approved: 'success', rejected: 'error' } as const;
const CERT_COLOR: Record<string, 'primary' | 'success' | 'danger' | 'default'> = { pending: 'primary', approved: 'success', rejected: 'danger' };

/** Step 3: 待审核 / 已通过 / 未通过 with the reviewer's reason, and the way on from each (back to step 2 when refused). */
export function Step3({ status, variant }: { status: RegistrationStatus; variant: RegisterVariant }) {
  const navigate = useNavigate();
  const state = status.review_status as keyof typeof RESULT;
  const step2 = registerPath(variant, 2);
  return (
    <div data-testid="phone-register-status" data-status={state}>
      <Result
        className={styles.result}
        status={RESULT[state] ?? 'info'}
        title={t.statusTitle[state] ?? status.review_status_text}
        description={
          <>
            {t.statusSub[state]}
            {status.submitted_at && state === 'pending' && (
              <div>
                {t.submittedAt}
                {chinaMinute(status.submitted_at)}
              </div>
            )}
          </>
        }
      />
      {state === 'rejected' && status.review_reason && (
        <p className={styles.reason} data-testid="phone-register-reason">
          {t.reviewReason}
          {status.review_reason}
        </p>
      )}
      <div className={styles.actions}>
        {state === 'approved' && (
          <>
            <Button block color="primary" size="large" onClick={() => navigate('/')}>
              {t.goShopping}
            </Button>
            <Button block size="large" onClick={() => navigate('/user')}>
              {t.memberCentre}
            </Button>
          </>
        )}
        {state === 'rejected' && (
          <Button block color="primary" size="large" onClick={() => navigate(step2)}>
            {t.resubmit}
          </Button>
        )}
        {state === 'incomplete' && (
          <Button block color="primary" size="large" onClick={() => navigate(step2)}>
            {t.uploadNow}
          </Button>
        )}
        {state === 'pending' && (
          <Button block size="large" onClick={() => navigate('/')}>
            {t.backHome}
          </Button>
        )}
      </div>
      {status.certificates.length > 0 && (
        <List mode="card" header={t.certificates}>
          {status.certificates.map((c) => (
            <List.Item
              key={c.id}
              extra={<Tag color={CERT_COLOR[c.status] ?? 'default'}>{c.status_text}</Tag>}
              description={
                <div className={styles.certItem}>
                  <div>{`${t.certNumber}：${c.number}`}</div>
                  <div>{`${t.certExpiry}：${c.expires_on}`}</div>
                  {c.review_reason && c.review_reason !== status.review_reason && (
                    <div className={styles.certReason}>{`${t.reviewReason}${c.review_reason}`}</div>
                  )}
                </div>
              }
            >
              {c.name}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
