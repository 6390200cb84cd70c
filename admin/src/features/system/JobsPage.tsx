import { useState } from 'react';
import { Button, Card, Flex, Select, Statistic, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { JOB_STATE_NAMES, JOB_STATES, type AdminJobRow } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { usePagedQuery, tablePaging } from '../../lib/paged-query';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'jobs'] as const;
const COLOR: Record<AdminJobRow['state'], string> = { pending: 'blue', running: 'processing', failed: 'red', done: 'green' };
const china = (iso: string | null) => chinaTime(iso, 'YYYY-MM-DD HH:mm:ss');

/** 任务队列: the PostgreSQL job queue every server process shares (order timeouts, messages, alerts, group buys). */
export default function JobsPage() {
  const canWrite = useCanWrite('system');
  const client = useQueryClient();
  const [q, setQ] = useState<{ state: string; queue?: string; page: number; page_size: number }>({ state: 'all', page: 1, page_size: 20 });
  const { data, isFetching } = usePagedQuery(KEY, api.consoleSystem.jobs, q, { refetchInterval: 5000 });
  const retry = async (id: number) => {
    const { msg } = await callEnvelope(api.consoleSystem.retryJob, { params: { id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <PageTitle title="任务队列">
        任务保存在数据库中，重启或多进程部署都不会丢失；失败的任务按退避时间自动重试，也可立即重试；等待中的任务按计划时间执行。每 5 秒刷新。
      </PageTitle>
      <Flex gap={16} style={{ marginBottom: 16 }}>
        {JOB_STATES.map((s) => (
          <Card key={s} size="small" style={{ flex: 1 }} hoverable onClick={() => setQ({ ...q, state: s, page: 1 })}>
            <Statistic
              title={s === 'done' ? '近24小时完成' : JOB_STATE_NAMES[s]}
              value={data?.counts[s] ?? 0}
              styles={{ content: { color: s === 'failed' && data?.counts.failed ? '#cf1322' : undefined } }}
            />
          </Card>
        ))}
      </Flex>
      <Card>
        <Flex gap={8} style={{ marginBottom: 12 }}>
          <Select
            style={{ width: 140 }}
            value={q.state}
            options={[{ value: 'all', label: '全部状态' }, ...JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_NAMES[s] }))]}
            onChange={(state) => setQ({ ...q, state, page: 1 })}
          />
          <Select
            allowClear
            placeholder="全部队列"
            style={{ width: 200 }}
            value={q.queue}
            options={(data?.queues ?? []).map((value) => ({ value, label: value }))}
            onChange={(queue) => setQ({ ...q, queue, page: 1 })}
          />
        </Flex>
        <Table<AdminJobRow>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({
            page: q.page,
            pageSize: q.page_size,
            total: data?.total,
            sizes: [10, 20, 50, 100],
            onChange: (page, page_size) => setQ({ ...q, page, page_size }),
          })}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 80 },
            { title: '队列', dataIndex: 'queue', width: 160 },
            { title: '键', dataIndex: 'key', width: 160, ellipsis: true },
            { title: '状态', dataIndex: 'state', width: 110, render: (s: AdminJobRow['state']) => <Tag color={COLOR[s]}>{JOB_STATE_NAMES[s]}</Tag> },
            { title: '尝试次数', dataIndex: 'attempts', width: 90, align: 'right' },
            { title: '计划执行', dataIndex: 'run_at', width: 170, render: china },
            { title: '完成时间', dataIndex: 'done_at', width: 170, render: china },
            {
              title: '最近错误',
              dataIndex: 'last_error',
              ellipsis: true,
              render: (e: string | null) => (e ? <Typography.Text type="danger">{e}</Typography.Text> : '—'),
            },
            {
              title: '操作',
              key: 'op',
              width: 100,
              render: (_, j) =>
                canWrite && j.state === 'failed' ? (
                  <Button type="link" size="small" onClick={() => retry(j.id)}>
                    立即重试
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
