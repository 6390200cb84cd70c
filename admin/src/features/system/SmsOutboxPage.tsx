import { useState } from 'react';
import { Alert, Card, Input, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { ApiError, call } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';

type Entry = OutputOf<typeof api.consoleSystem.smsOutbox>[number];
const PURPOSE: Record<string, string> = {
  register: '注册',
  login: '登录',
  forget: '找回密码',
  change_phone: '更换手机号',
  bindbank: '绑定银行卡',
};

/**
 * 短信发件箱: the built-in SMS channel's outbox, only when the sandbox is on (demo, tests) — operators read the codes
 * a phone was sent. In production SMS goes through the provider and this page says so.
 */
export default function SmsOutboxPage() {
  const [phone, setPhone] = useState('');
  const [off, setOff] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['console', 'sms-outbox', phone],
    queryFn: ({ signal }) =>
      call(
        api.consoleSystem.smsOutbox,
        { query: { phone } },
        { signal, onError: (e: ApiError) => (e.status === 404 ? (setOff(true), true) : false) },
      ),
    enabled: /^1\d{10}$/.test(phone),
    retry: false,
  });
  return (
    <>
      <PageTitle title="短信发件箱">沙箱短信通道发出的短信（演示与测试环境）；按手机号查看验证码与通知。</PageTitle>
      <Card>
        {off ? (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} message="未开启沙箱短信通道：生产环境的短信由短信服务商发送，这里不保存内容。" />
        ) : null}
        <Input.Search
          allowClear
          placeholder="输入11位手机号"
          style={{ width: 280, marginBottom: 12 }}
          maxLength={11}
          onSearch={(v) => setPhone(v.trim())}
          aria-label="手机号"
        />
        <Table<Entry>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          locale={{ emptyText: phone ? '该手机号没有短信' : '请输入手机号查询' }}
          columns={[
            { title: '发送时间', dataIndex: 'created_at', width: 170, render: (d: string) => chinaTime(d, 'YYYY-MM-DD HH:mm:ss') },
            { title: '手机号', dataIndex: 'phone', width: 130 },
            { title: '用途', dataIndex: 'purpose', width: 110, render: (p: string) => PURPOSE[p] ?? p },
            { title: '内容', dataIndex: 'content' },
          ]}
        />
      </Card>
    </>
  );
}
