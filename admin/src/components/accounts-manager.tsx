import { useState } from 'react';
import { Badge, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONSOLE_ROLE_NAMES, type ConsoleRole, type InputOf, type OperatorAccount } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { chinaTime } from '../lib/china-time';
import { PageTitle } from './page-title';
import { call, callEnvelope, type ApiError } from '../lib/api-client';
import { feedback } from '../lib/feedback';
import { useOperator } from '../lib/session';

/**
 * The page of a console's accounts: the platform's operators (endpoints.accountsConsole) or, for a merchant account, its
 * shop's staff (endpoints.accountsMerchant) — picked by the audience the console runs for (`shop` of who is signed in).
 */
export interface AccountsScope {
  title: string;
  intro: ReactNode;
  /** Unused since the endpoints are picked by the audience (issue 45); StaffPage still passes it: remove with it. */
  url?: string;
  /** The roles one may give, each with what it may do. */
  roles: ReadonlyArray<{ role: ConsoleRole; hint: string }>;
  defaultRole: ConsoleRole;
  /** The role that manages accounts (shown gold). */
  adminRole: ConsoleRole;
  canWrite: boolean;
  /** Clearing an account's second factor (the platform's 超级管理员 only). */
  totpReset: boolean;
  noun: string;
}

type Editing = { kind: 'create' } | { kind: 'edit'; account: OperatorAccount } | { kind: 'password'; account: OperatorAccount } | null;
type Handles = typeof api.accountsConsole | typeof api.accountsMerchant;

/** The accounts a signed-in account manages: its shop's staff for a merchant account, the platform's operators else. */
function useAccountHandles(): { handles: Handles; ready: boolean } {
  const { data: me } = useOperator();
  return { handles: me?.shop ? api.accountsMerchant : api.accountsConsole, ready: !!me };
}

/** A console's accounts with their roles: list, create, edit (role, enabled), reset a password. */
export function AccountsManager({ scope }: { scope: AccountsScope }) {
  const { handles, ready } = useAccountHandles();
  const key = ['console', 'accounts', handles.list.path] as const;
  const { data, isFetching } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(handles.list, undefined, { signal }),
    enabled: ready,
  });
  const { data: me } = useOperator();
  const canWrite = scope.canWrite;
  const hints = new Map<string, string>(scope.roles.map((r) => [r.role, r.hint]));
  const [editing, setEditing] = useState<Editing>(null);
  const client = useQueryClient();
  const clearTotp = async (r: OperatorAccount) => {
    const { msg } = await callEnvelope(api.consoleSystem.resetOperatorTotp, { params: { id: r.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: key });
  };

  return (
    <>
      <PageTitle
        title={scope.title}
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>
              新建账号
            </Button>
          ) : null
        }
      >
        {scope.intro}
      </PageTitle>
      <Card>
        <Table<OperatorAccount>
          rowKey="id"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          columns={[
            { title: '登录名', dataIndex: 'username', width: 130 },
            { title: '姓名', dataIndex: 'name', width: 150, render: (n: string, r) => (r.id === me?.id ? `${n}（我）` : n) },
            {
              title: '角色',
              dataIndex: 'role',
              width: 110,
              render: (r: OperatorAccount['role']) => (
                <Tag color={r === scope.adminRole ? 'gold' : r === 'audit' ? 'default' : 'green'}>{CONSOLE_ROLE_NAMES[r]}</Tag>
              ),
            },
            { title: '权限范围', dataIndex: 'role', key: 'hint', render: (r: string) => hints.get(r) },
            {
              title: '状态',
              dataIndex: 'active',
              width: 90,
              render: (a: boolean) => <Badge status={a ? 'success' : 'default'} text={a ? '启用' : '停用'} />,
            },
            {
              title: '双重验证',
              dataIndex: 'totp',
              width: 100,
              render: (on: boolean) => (on ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>),
            },
            { title: '创建时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '操作',
              key: 'op',
              width: scope.totpReset ? 250 : 150,
              render: (_, r) =>
                canWrite ? (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', account: r })}>
                      编辑
                    </Button>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'password', account: r })}>
                      重置密码
                    </Button>
                    {r.totp && scope.totpReset ? (
                      <Popconfirm title={`清除 ${r.name} 的双重验证？清除后该账号仅凭密码即可登录，可自行重新开启。`} onConfirm={() => clearTotp(r)}>
                        <Button type="link" size="small" danger>
                          清除双重验证
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      <AccountModal scope={scope} editing={editing} onClose={() => setEditing(null)} onSaved={() => client.invalidateQueries({ queryKey: key })} />
    </>
  );
}

function AccountModal({
  scope,
  editing,
  onClose,
  onSaved,
}: {
  scope: AccountsScope;
  editing: Editing;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const { handles } = useAccountHandles();
  const roleOptions = scope.roles.map((r) => ({ value: r.role, label: `${CONSOLE_ROLE_NAMES[r.role]}（${r.hint}）` }));
  const title =
    editing?.kind === 'create'
      ? `新建${scope.noun}`
      : editing?.kind === 'edit'
        ? `编辑 ${editing.account.username}`
        : `重置 ${editing?.account.username ?? ''} 的密码`;

  const submit = async (values: Record<string, unknown>) => {
    if (!editing) return;
    setBusy(true);
    const onError = (e: ApiError) => {
      const fields = Object.entries(e.fieldErrors).map(([name, errors]) => ({ name, errors }));
      if (!fields.length) return false;
      form.setFields(fields);
      return true;
    };
    try {
      // The form's values (role, name, password…) as the audience's endpoint takes them; the server checks them again.
      const { msg } =
        editing.kind === 'create'
          ? await callEnvelope(handles.create, { body: values } as InputOf<Handles['create']>, { onError })
          : editing.kind === 'edit'
            ? await callEnvelope(
                handles.update,
                { params: { id: editing.account.id }, body: { ...values, active: values.active ? 1 : 0 } } as InputOf<Handles['update']>,
                { onError },
              )
            : await callEnvelope(handles.resetPassword, { params: { id: editing.account.id }, body: values } as InputOf<Handles['resetPassword']>, {
                onError,
              });
      feedback.message?.success(msg);
      await onSaved();
      onClose();
    } catch {
      // Field errors are shown in the form; other refusals by the request client.
    } finally {
      setBusy(false);
    }
  };

  const initial =
    editing?.kind === 'edit'
      ? { name: editing.account.name, role: editing.account.role, active: editing.account.active }
      : { role: scope.defaultRole };
  return (
    <Modal open={!!editing} title={title} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: busy }} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initial} preserve={false}>
        {editing?.kind === 'create' ? (
          <Form.Item name="username" label="登录名" rules={[{ required: true, message: '请填写登录名' }]} extra="字母开头，4–20位字母、数字或下划线">
            <Input autoComplete="off" />
          </Form.Item>
        ) : null}
        {editing?.kind !== 'password' ? (
          <>
            <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
              <Select options={roleOptions} />
            </Form.Item>
          </>
        ) : null}
        {editing?.kind === 'edit' ? (
          <Form.Item name="active" label="启用" valuePropName="checked" extra="停用后该账号立即退出并无法登录">
            <Switch />
          </Form.Item>
        ) : (
          <Form.Item
            name="password"
            label={editing?.kind === 'create' ? '初始密码' : '新密码'}
            rules={[{ required: true, message: '请填写密码' }]}
            extra="8–32位，同时包含字母和数字"
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
