import { useState, type HTMLAttributes } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { formErrorHandler } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { linkStore, storesQuery, switchStore, unlinkStore, type StoreRow } from '../api/stores';
import { storesText as t } from '../text';
import styles from './store-manager.module.css';

function LinkForm() {
  const [form] = Form.useForm<{ username: string; password: string }>();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: { username: string; password: string }) => {
    setBusy(true);
    try {
      const next = await linkStore({ username: v.username.trim(), password: v.password }, formErrorHandler(form.setFields, ['username', 'password']));
      qc.setQueryData(storesQuery.queryKey, next);
      message.success(t.linked);
      form.resetFields();
    } catch {
      // shown on the form or by the common handler
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="inline" className={styles.linkForm} onFinish={onFinish} data-testid="store-link-form" autoComplete="off">
      <Form.Item name="username" label={t.username} rules={[requiredRule(t.usernameRequired)]}>
        <Input placeholder={t.usernamePlaceholder} maxLength={50} autoComplete="off" className={styles.input} />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
        <Input.Password maxLength={100} autoComplete="new-password" className={styles.input} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="store-link-submit">
        {t.link}
      </Button>
    </Form>
  );
}

/**
 * /ddgl: the stores linked to the master account; 切换 reissues the session as that store and reloads the page, so
 * every price, cart and badge is fetched again for it.
 */
export function StoreManager() {
  const { data } = useQuery(storesQuery);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [switching, setSwitching] = useState<number | null>(null);
  const asMaster = !data || data.current_id === data.master_id;

  const doSwitch = async (id: number) => {
    setSwitching(id);
    try {
      await switchStore(id);
      message.success(t.switched);
      window.location.reload();
    } catch {
      setSwitching(null);
    }
  };

  const doUnlink = async (id: number) => {
    try {
      qc.setQueryData(storesQuery.queryKey, await unlinkStore(id));
      message.success(t.unlinked);
    } catch {
      // the common handler shows it
    }
  };

  return (
    <section className={styles.card} data-testid="store-manager">
      <h3 className={styles.title}>{t.title}</h3>
      <p className={styles.intro}>{t.intro}</p>
      <Table<StoreRow>
        rowKey="id"
        loading={!data}
        dataSource={data?.list ?? []}
        pagination={false}
        onRow={(r) => ({ 'data-testid': 'store-row', 'data-username': r.username, 'data-current': r.is_current }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t.store, dataIndex: 'username' },
          { title: t.company, dataIndex: 'company' },
          {
            title: t.review,
            dataIndex: 'is_passed',
            render: (p: number) => (p ? <Tag color="success">{t.passed}</Tag> : <Tag color="warning">{t.notPassed}</Tag>),
          },
          {
            title: t.role,
            key: 'role',
            render: (_, r) => (
              <Space size={4}>
                {r.is_master ? <Tag color="blue">{t.master}</Tag> : null}
                {r.is_current ? (
                  <Tag color="green" data-testid="store-current">
                    {t.current}
                  </Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: t.actions,
            key: 'actions',
            width: 200,
            render: (_, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="primary"
                  ghost
                  disabled={r.is_current === 1}
                  loading={switching === r.id}
                  onClick={() => doSwitch(r.id)}
                  data-testid="store-switch"
                >
                  {t.switch}
                </Button>
                {!r.is_master && asMaster && (
                  <Popconfirm title={t.unlinkConfirm} onConfirm={() => doUnlink(r.id)} okText={t.unlink} cancelText={t.cancel}>
                    <Button size="small" type="link" danger>
                      {t.unlink}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <h3 className={`${styles.title} ${styles.second}`}>{t.linkTitle}</h3>
      {asMaster ? <LinkForm /> : <Alert type="info" showIcon title={t.onlyMaster} />}
    </section>
  );
}
