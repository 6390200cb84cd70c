import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, List, Tag, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { moneyKeys } from './api';
import { payText as t } from './text';
import styles from './payments.module.css';

/** /tlzh on a phone (我的通联账户): the member's account at the payment provider, and 立即开通 while it is not open. */
export function PayAccount() {
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const account = useQuery({
    queryKey: moneyKeys.account,
    queryFn: () => call(api.payments.account, {}, { onError: (e) => !e.isLoginRequired }),
    retry: false,
  });
  const open = useMutation({
    mutationFn: () => call(api.payments.openAccount),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.opened });
      await qc.invalidateQueries({ queryKey: moneyKeys.account });
    },
  });
  const a = account.data;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.accountTitle}</NavBar>
      <p className={styles.intro}>{t.accountIntro}</p>
      {account.isError ? (
        <ErrorBlock status="default" title={t.accountUnavailable} description="" />
      ) : !a ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <>
          <List mode="card" data-testid="phone-pay-account">
            <List.Item extra={a.provider_name}>{t.accountProvider}</List.Item>
            <List.Item
              extra={
                <Tag color={a.status === 1 ? 'success' : 'default'} fill="outline">
                  {a.status_text || t.accountStates[a.status]}
                </Tag>
              }
            >
              {t.accountStatus}
            </List.Item>
            <List.Item extra={a.account_no_masked || '—'}>{t.accountNo}</List.Item>
            <List.Item extra={a.holder || '—'}>{t.holder}</List.Item>
            <List.Item extra={chinaMinute(a.opened_at) || '—'}>{t.openedAt}</List.Item>
          </List>
          {a.status !== 1 && (
            <div className={styles.foot}>
              <Button block color="primary" size="large" loading={open.isPending} onClick={() => open.mutate()}>
                {t.openAccount}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
