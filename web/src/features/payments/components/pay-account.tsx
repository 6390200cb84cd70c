import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chinaMinute } from '@yaocai/contract';
import { Alert, App, Button, Descriptions, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { openPayAccount, payAccountQuery } from '../api/payments';
import { payText as t } from '../text';
import styles from './payments.module.css';

/** /tlzh: the member's account at the payment provider, and 立即开通 while it is not open. */
export function PayAccountPage() {
  const { data, isPending, isError } = useQuery(payAccountQuery);
  const [opening, setOpening] = useState(false);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const open = async () => {
    setOpening(true);
    try {
      await openPayAccount();
      message.success(t.opened);
      await qc.invalidateQueries({ queryKey: ['money', 'pay-account'] });
    } catch {
      // the request client shows it
    } finally {
      setOpening(false);
    }
  };
  return (
    <section className={styles.card} data-testid="pay-account">
      <h3 className={styles.cardTitle}>{t.accountTitle}</h3>
      <p className={styles.hint}>{t.accountIntro}</p>
      {isPending ? (
        <Skeleton active />
      ) : isError || !data ? (
        <Alert type="info" showIcon title={t.accountUnavailable} />
      ) : (
        <>
          <Descriptions column={2} bordered size="middle">
            <Descriptions.Item label={t.provider}>{data.provider_name}</Descriptions.Item>
            <Descriptions.Item label={t.accountStatus}>
              <Tag color={data.status === 1 ? 'green' : 'default'}>{data.status_text || t.accountStates[data.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t.accountNo}>{data.account_no_masked || '—'}</Descriptions.Item>
            <Descriptions.Item label={t.holder}>{data.holder || '—'}</Descriptions.Item>
            <Descriptions.Item label={t.openedAt}>{chinaMinute(data.opened_at) || '—'}</Descriptions.Item>
          </Descriptions>
          {data.status !== 1 && (
            <Button type="primary" style={{ marginTop: 16 }} loading={opening} onClick={() => void open()}>
              {t.openAccount}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
