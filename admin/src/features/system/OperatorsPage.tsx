import { useState } from 'react';
import { Badge, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLE_NAMES, OPERATOR_ROLES, type OperatorAccount } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { post, type ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCanWrite, useOperator } from '../../lib/session';
import { OPERATORS_KEY, useOperators } from './api';

const ROLE_HINT: Record<string, string> = {
  super: '全部功能，管理运营账号',
  ops: '商品、营销、内容、订单、服务',
  service: '会员、订单与售后、服务',
  audit: '只读，可查看全部数据与日志',
};
const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: `${OPERATOR_ROLE_NAMES[r]}（${ROLE_HINT[r]}）` }));

type Editing = { kind: 'create' } | { kind: 'edit'; account: OperatorAccount } | { kind: 'password'; account: OperatorAccount } | null;

/** 运营账号与角色: who may use the console and what each may change. */
export default function OperatorsPage() {
  const { data, isFetching } = useOperators();
  const { data: me } = useOperator();
  const canWrite = useCanWrite('system');
  const [editing, setEditing] = useState<Editing>(null);
  const client = useQueryClient();
  const clearTotp = async (r: OperatorAccount) => {
    const { msg } = await post(`/operators/${r.id}/totp/reset`);
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: OPERATORS_KEY });
  };

  return (
    <>
      <PageTitle
        title="运营账号与角色"
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>
              新建账号
            </Button>
          ) : null
        }
      >
        角色决定可修改的范围；所有角色都可查看数据，审计角色不能做任何修改。
      </PageTitle>
      <Card>
        <Table<OperatorAccount>
          rowKey="id"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          columns={[
            { title: '登录名', dataIndex: 'username', width: 160 },
            { title: '姓名', dataIndex: 'name', width: 160, render: (n: string, r) => (r.id === me?.id ? `${n}（我）` : n) },
            {
              title: '角色',
              dataIndex: 'role',
              width: 120,
              render: (r: OperatorAccount['role']) => (
                <Tag color={r === 'super' ? 'gold' : r === 'audit' ? 'default' : 'green'}>{OPERATOR_ROLE_NAMES[r]}</Tag>
              ),
            },
            { title: '权限范围', dataIndex: 'role', key: 'hint', render: (r: string) => ROLE_HINT[r] },
            {
              title: '状态',
              dataIndex: 'active',
              width: 100,
              render: (a: boolean) => <Badge status={a ? 'success' : 'default'} text={a ? '启用' : '停用'} />,
            },
            {
              title: '双重验证',
              dataIndex: 'totp',
              width: 100,
              render: (on: boolean) => (on ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>),
            },
            { title: '创建时间', dataIndex: 'created_at', width: 170, render: (d: string) => chinaTime(d) },
            {
              title: '操作',
              key: 'op',
              width: 250,
              render: (_, r) =>
                canWrite ? (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', account: r })}>
                      编辑
                    </Button>
                    <Button type="link" size="small" onClick={() => setEditing({ kind: 'password', account: r })}>
                      重置密码
                    </Button>
                    {r.totp ? (
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
      <AccountModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function AccountModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const title =
    editing?.kind === 'create'
      ? '新建运营账号'
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
      const url =
        editing.kind === 'create'
          ? '/operators'
          : editing.kind === 'edit'
            ? `/operators/${editing.account.id}`
            : `/operators/${editing.account.id}/password`;
      const body = editing.kind === 'edit' ? { ...values, active: values.active ? 1 : 0 } : values;
      const { msg } = await post(url, body as Record<string, string>, { onError });
      feedback.message?.success(msg);
      await client.invalidateQueries({ queryKey: OPERATORS_KEY });
      onClose();
    } catch {
      // Field errors are shown in the form; other refusals by the request client.
    } finally {
      setBusy(false);
    }
  };

  const initial =
    editing?.kind === 'edit' ? { name: editing.account.name, role: editing.account.role, active: editing.account.active } : { role: 'ops' };
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
