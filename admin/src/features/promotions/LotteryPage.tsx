import { useState } from 'react';
import { Button, Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { drawPrizeUpdateBody, formatShare, type DrawAdminRow, type OutputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { PageTitle } from '../../components/page-title';
import { call, callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { checkWith } from '../../lib/schema-form';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'lottery'] as const;
const STATE = { upcoming: ['未开始', 'blue'], running: ['进行中', 'green'], ended: ['已结束', 'default'] } as const;
const KIND_NAMES: Record<string, string> = { coupon: '优惠券', points: '积分', goods: '实物礼品', none: '谢谢参与' };

type Prize = OutputOf<typeof api.lotteryConsole.prizes>[number];

/** 抽奖活动: each lottery's prizes with their odds (weight over the weights of prizes in stock) and stock, set in place. */
export default function LotteryPage() {
  const [open, setOpen] = useState<number | null>(null);
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(api.lotteryConsole.list, {}, { signal }) });
  const active = open ?? data?.find((d) => d.state === 'running')?.id ?? data?.[0]?.id ?? null;
  return (
    <>
      <PageTitle title="抽奖活动">
        奖品按权重抽取：中奖概率 = 该奖品权重 ÷ 有库存奖品的权重之和；库存为 0 的奖品不会被抽中（谢谢参与不限量）。
      </PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Table<DrawAdminRow>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data}
          pagination={false}
          rowClassName={(d) => (d.id === active ? 'ant-table-row-selected' : '')}
          onRow={(d) => ({ onClick: () => setOpen(d.id), style: { cursor: 'pointer' } })}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 64 },
            { title: '活动名称', dataIndex: 'name' },
            { title: '每人次数', dataIndex: 'draws_per_member', width: 90 },
            {
              title: '时间（北京时间）',
              key: 'window',
              width: 300,
              render: (_, d) => `${chinaTime(d.starts_at)} 至 ${chinaTime(d.ends_at)}`,
            },
            { title: '奖品', dataIndex: 'prizes', width: 70 },
            { title: '已抽', dataIndex: 'draws', width: 80 },
            { title: '状态', dataIndex: 'state', width: 90, render: (s: DrawAdminRow['state']) => <Tag color={STATE[s][1]}>{STATE[s][0]}</Tag> },
          ]}
        />
      </Card>
      {active !== null ? <Prizes activityId={active} title={data?.find((d) => d.id === active)?.name ?? ''} /> : null}
    </>
  );
}

function Prizes({ activityId, title }: { activityId: number; title: string }) {
  const canWrite = useCanWrite('promotions');
  const client = useQueryClient();
  const [edits, setEdits] = useState<Record<number, { weight?: number | null; stock?: number | null }>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, 'prizes', activityId],
    queryFn: ({ signal }) => call(api.lotteryConsole.prizes, { params: { id: activityId } }, { signal }),
  });
  const valueOf = (p: Prize) => ({ weight: edits[p.id]?.weight ?? p.weight, stock: edits[p.id]?.stock ?? p.stock });
  const drawable = (p: Prize) => p.kind === 'none' || valueOf(p).stock > 0;
  const total = (data ?? []).filter(drawable).reduce((a, p) => a + valueOf(p).weight, 0);
  const save = async (p: Prize) => {
    const body = valueOf(p);
    const checked = checkWith(drawPrizeUpdateBody, body);
    if (!checked.ok) {
      feedback.message?.error(checked.fields[0]?.errors[0] ?? '请检查填写内容');
      return;
    }
    setBusy(p.id);
    try {
      const { msg } = await callEnvelope(api.lotteryConsole.setPrize, { params: { id: p.id }, body });
      feedback.message?.success(msg);
      setEdits((e) => {
        const { [p.id]: _done, ...rest } = e;
        return rest;
      });
      await client.invalidateQueries({ queryKey: KEY });
    } catch {
      // shown by the request client
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={`奖品设置 · ${title}`}>
      <Table<Prize>
        rowKey="id"
        size="middle"
        loading={isFetching && !data}
        dataSource={data}
        pagination={false}
        columns={[
          {
            title: '奖品',
            key: 'name',
            render: (_, p) => (
              <>
                <div>{p.name}</div>
                <Typography.Text type="secondary">{p.remarks}</Typography.Text>
              </>
            ),
          },
          { title: '类型', dataIndex: 'kind', width: 100, render: (k: string) => <Tag>{KIND_NAMES[k] ?? k}</Tag> },
          {
            title: '中奖权重',
            key: 'weight',
            width: 140,
            render: (_, p) => (
              <InputNumber
                min={0}
                max={1_000_000}
                precision={0}
                disabled={!canWrite}
                value={valueOf(p).weight}
                onChange={(v) => setEdits((e) => ({ ...e, [p.id]: { ...e[p.id], weight: v } }))}
                aria-label={`${p.name}中奖权重`}
              />
            ),
          },
          {
            title: '库存',
            key: 'stock',
            width: 140,
            render: (_, p) =>
              p.kind === 'none' ? (
                <Typography.Text type="secondary">不限</Typography.Text>
              ) : (
                <InputNumber
                  min={0}
                  max={1_000_000}
                  precision={0}
                  disabled={!canWrite}
                  value={valueOf(p).stock}
                  onChange={(v) => setEdits((e) => ({ ...e, [p.id]: { ...e[p.id], stock: v } }))}
                  aria-label={`${p.name}库存`}
                />
              ),
          },
          {
            title: '中奖概率',
            key: 'odds',
            width: 100,
            render: (_, p) => (drawable(p) && total > 0 ? formatShare(valueOf(p).weight, total) : '0%'),
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  key: 'op',
                  width: 90,
                  render: (_: unknown, p: Prize) => (
                    <Space>
                      <Button type="link" size="small" disabled={!edits[p.id]} loading={busy === p.id} onClick={() => save(p)}>
                        保存
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
