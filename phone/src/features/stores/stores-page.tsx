import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DotLoading, ErrorBlock, Form, Input, NoticeBar, Tag, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { useBack } from '../../lib/navigation';
import { storesText as t } from './text';
import styles from './stores.module.css';

type Store = OutputOf<typeof api.stores.list>['list'][number];
const STORES_KEY = ['stores'] as const;

/**
 * /ddgl on a phone: the stores under the master account, which one this session is, 切换 to another (the session is
 * reissued as that store, so every price, cart and badge is fetched again), and 关联 / 解除 for the master account.
 */
export default function StoresPage() {
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  useFieldInView();
  const stores = useQuery({ queryKey: STORES_KEY, queryFn: () => call(api.stores.list), staleTime: 0 });
  const asMaster = !stores.data || stores.data.current_id === stores.data.master_id;

  const switchTo = useMutation({
    mutationFn: (id: number) => call(api.stores.switchTo, { body: { id } }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.switched });
      // Another store's session: everything the app holds belonged to the one before.
      await qc.resetQueries();
    },
  });
  const unlink = useMutation({
    mutationFn: (id: number) => call(api.stores.unlink, { params: { id } }),
    onSuccess: (next) => {
      qc.setQueryData(STORES_KEY, next);
      Toast.show({ icon: 'success', content: t.unlinked });
    },
  });

  const confirmSwitch = (s: Store) =>
    void Dialog.confirm({
      content: t.switchConfirm(s.company),
      confirmText: t.confirm,
      cancelText: t.cancel,
      onConfirm: () => switchTo.mutate(s.id),
    });
  const confirmUnlink = (s: Store) =>
    void Dialog.confirm({ content: t.unlinkConfirm, confirmText: t.unlink, cancelText: t.cancel, onConfirm: () => unlink.mutate(s.id) });

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <p className={styles.intro}>{t.intro}</p>
      {stores.isPending && (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      )}
      {stores.isError && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {stores.data?.list.map((s) => (
        <section
          key={s.id}
          className={`${styles.store} ${s.is_current ? styles.current : ''}`}
          data-testid="phone-store"
          data-username={s.username}
          data-current={s.is_current}
        >
          <div className={styles.head}>
            <div>
              <div className={styles.company}>{s.company}</div>
              <div className={styles.account}>
                {t.username}：{s.username}
              </div>
            </div>
            <div className={styles.tags}>
              {s.is_master ? <Tag color="primary">{t.master}</Tag> : null}
              {s.is_current ? <Tag color="success">{t.current}</Tag> : null}
              <Tag color={s.is_passed ? 'success' : 'warning'} fill="outline">
                {s.is_passed ? t.passed : t.notPassed}
              </Tag>
            </div>
          </div>
          {(!s.is_current || (!s.is_master && asMaster)) && (
            <div className={styles.actions}>
              {!s.is_master && asMaster && (
                <Button
                  size="small"
                  fill="none"
                  color="danger"
                  loading={unlink.isPending && unlink.variables === s.id}
                  onClick={() => confirmUnlink(s)}
                >
                  {t.unlink}
                </Button>
              )}
              {!s.is_current && (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  loading={switchTo.isPending && switchTo.variables === s.id}
                  disabled={switchTo.isPending}
                  onClick={() => confirmSwitch(s)}
                >
                  {t.switch}
                </Button>
              )}
            </div>
          )}
        </section>
      ))}
      <div className={styles.section}>{t.linkTitle}</div>
      {asMaster ? <LinkForm /> : <NoticeBar className={styles.note} content={t.onlyMaster} color="info" wrap />}
    </div>
  );
}

function LinkForm() {
  const [form] = Form.useForm<{ username: string; password: string }>();
  const qc = useQueryClient();
  const link = useMutation({
    mutationFn: (v: { username: string; password: string }) => call(api.stores.link, { body: { username: v.username.trim(), password: v.password } }),
    onSuccess: (next) => {
      qc.setQueryData(STORES_KEY, next);
      Toast.show({ icon: 'success', content: t.linked });
      form.resetFields();
    },
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={(v: { username: string; password: string }) => link.mutate(v)}
      footer={
        <div className={styles.formFoot}>
          <Button block type="submit" color="primary" loading={link.isPending}>
            {t.link}
          </Button>
        </div>
      }
      data-testid="phone-store-link"
    >
      <Form.Item name="username" label={t.username} rules={[{ required: true, whitespace: true, message: t.usernameRequired }]}>
        <Input placeholder={t.usernamePlaceholder} maxLength={50} autoComplete="off" clearable />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
        <Input type="password" maxLength={100} autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}
