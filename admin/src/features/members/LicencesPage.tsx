import { useState } from 'react';
import { Badge, Button, Card, Input, InputNumber, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { LicenceBoardRow } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { PageTitle } from '../../components/page-title';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import { MemberDrawer } from './MemberDrawer';
import { useUrlFilters } from '../../lib/url-filters';

/**
 * 资质效期: licences of approved members that have expired (the member cannot buy until a renewal is approved) or will
 * within the chosen days, the most urgent first, so customer service can call before a pharmacy is stopped.
 */
export default function LicencesPage() {
  const { params, set } = useUrlFilters();
  const state = params.get('state') === 'expired' ? 'expired' : 'soon';
  const days = Number(params.get('days') ?? 30);
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, isFetching } = usePagedQuery(['console', 'licences'], api.membersConsole.licences, {
    state,
    days,
    keyword: keyword || undefined,
    page,
    page_size: PAGE_SIZE,
  });

  return (
    <>
      <PageTitle title="资质效期">已通过审核会员的证照效期。证照过期后会员不能下单，更新的证照审核通过后恢复。</PageTitle>
      <Card>
        <Tabs
          activeKey={state}
          onChange={(k) => set({ state: k })}
          items={[
            {
              key: 'expired',
              label: (
                <Badge count={data?.counts.expired ?? 0} offset={[12, 0]} size="small">
                  已过期
                </Badge>
              ),
            },
            {
              key: 'soon',
              label: (
                <Badge count={data?.counts.soon ?? 0} offset={[12, 0]} size="small" color="orange">
                  {days}天内到期
                </Badge>
              ),
            },
          ]}
          tabBarExtraContent={
            <Space>
              <Typography.Text type="secondary">到期提醒天数</Typography.Text>
              <InputNumber min={1} max={365} value={days} onChange={(v) => v && set({ days: v })} style={{ width: 90 }} aria-label="到期提醒天数" />
              <Input.Search
                allowClear
                defaultValue={keyword}
                placeholder="单位名称 / 用户名 / 证号"
                style={{ width: 260 }}
                onSearch={(v) => set({ keyword: v.trim() })}
              />
            </Space>
          }
        />
        <Table<LicenceBoardRow>
          rowKey="certificate_id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, onChange: (p) => set({ page: p }), showTotal: (n) => `共 ${n} 份证照` })}
          columns={[
            { title: '单位名称', dataIndex: 'company', ellipsis: true },
            { title: '用户名', dataIndex: 'username', width: 120 },
            { title: '证照', dataIndex: 'kind_name', width: 160 },
            { title: '证号', dataIndex: 'number', width: 200 },
            { title: '有效期至', dataIndex: 'expires_on', width: 120 },
            {
              title: '剩余',
              dataIndex: 'days_left',
              width: 110,
              render: (d: number) =>
                d < 0 ? <Tag color="red">已过期 {-d} 天</Tag> : <Tag color={d <= 7 ? 'volcano' : 'orange'}>{d === 0 ? '今天到期' : `${d} 天`}</Tag>,
            },
            { title: '联系电话', dataIndex: 'phone', width: 130 },
            {
              title: '操作',
              key: 'op',
              width: 80,
              render: (_, r) => (
                <Button type="link" size="small" onClick={() => setOpen(r.member_id)}>
                  查看
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <MemberDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
