import { Link } from 'react-router';
import { Button, Result, Table, Tag } from 'antd';
import { ClockCircleFilled } from '@ant-design/icons';
import type { CertificateView, RegistrationStatus } from '@yaocai/contract';
import { chinaMinute } from '@yaocai/contract';
import { registerPath, type RegisterVariant } from '../../model/register-flow';
import { registerText as t } from '../../text';
import styles from './register.module.css';

const RESULT_STATUS = { incomplete: 'warning', pending: 'info', approved: 'success', rejected: 'error' } as const;
const CERT_COLOR: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

/** Step 3: 待审核 / 已通过 / 未通过 with the reviewer's reason, and the way on from each. */
export function ReviewStatus({ status, variant }: { status: RegistrationStatus; variant: RegisterVariant }) {
  const state = status.review_status as keyof typeof RESULT_STATUS;
  const step2 = registerPath(variant, 2);
  const extra =
    state === 'approved' ? (
      [
        <Link key="go" to="/">
          <Button type="primary">{t.goShopping}</Button>
        </Link>,
        <Link key="user" to="/user">
          <Button>{t.memberCentre}</Button>
        </Link>,
      ]
    ) : state === 'rejected' ? (
      <Link to={step2}>
        <Button type="primary" data-testid="register-resubmit">
          {t.resubmit}
        </Button>
      </Link>
    ) : state === 'incomplete' ? (
      <Link to={step2}>
        <Button type="primary">{t.uploadNow}</Button>
      </Link>
    ) : (
      <Link to="/">
        <Button>返回首页</Button>
      </Link>
    );

  return (
    <div data-testid="register-status" data-status={state}>
      <Result
        status={RESULT_STATUS[state] ?? 'info'}
        icon={state === 'pending' ? <ClockCircleFilled className={styles.pendingIcon} /> : undefined}
        title={t.statusTitle[state] ?? status.review_status_text}
        subTitle={
          <>
            <p className={styles.statusSub}>{t.statusSub[state]}</p>
            {state === 'rejected' && status.review_reason && (
              <p className={styles.reason} data-testid="register-review-reason">
                {t.reviewReason}
                {status.review_reason}
              </p>
            )}
            {status.submitted_at && state === 'pending' && (
              <p className={styles.statusSub}>
                {t.submittedAt}
                {chinaMinute(status.submitted_at)}
              </p>
            )}
          </>
        }
        extra={extra}
      />
      {status.certificates.length > 0 && (
        <Table<CertificateView>
          className={styles.certTable}
          size="small"
          rowKey="id"
          pagination={false}
          title={() => t.certificates}
          dataSource={status.certificates}
          columns={[
            { title: '证件', dataIndex: 'name' },
            { title: t.certNumber, dataIndex: 'number' },
            { title: t.certExpiry, dataIndex: 'expires_on' },
            { title: '审核状态', dataIndex: 'status_text', render: (text: string, c) => <Tag color={CERT_COLOR[c.status]}>{text}</Tag> },
            { title: '审核意见', dataIndex: 'review_reason', render: (r: string) => r || '—' },
          ]}
        />
      )}
    </div>
  );
}
