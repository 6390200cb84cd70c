import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Input, Table, Tabs, Tag } from 'antd';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useMembers, type MemberPage } from './api';
import { MemberDrawer } from './MemberDrawer';
import { REVIEW_STATE_TEXT } from './review-states';
import { useCanWrite } from '../../lib/session';
import { tablePaging } from '../../lib/paged-query';

const TABS = ['pending', 'approved', 'rejected', 'incomplete', 'disabled', 'all'] as const;
const when = (iso: string | null) => chinaTime(iso);

/** 会员与资质审核: members by review state, searchable; the drawer shows certificates and decides. */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const status = TABS.find((t) => t === params.get('status')) ?? 'pending';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = 20;
  const [open, setOpen] = useState<number | null>(params.get('id') ? Number(params.get('id')) : null);
  const canWrite = useCanWrite('members');
  const { data, isFetching } = useMembers({ status, keyword, page, page_size: pageSize });
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageTitle title="会员与资质审核">审核新注册会员的资质证件，核定经营范围并指定专属客服。</PageTitle>
      <Card>
        <Tabs
          activeKey={status}
          onChange={(k) => set({ status: k, page: null })}
          items={TABS.map((k) => ({ key: k, label: k === 'all' ? '全部' : k === 'disabled' ? '已停用' : REVIEW_STATE_TEXT[k].text }))}
          tabBarExtraContent={
            <Input.Search
              allowClear
              defaultValue={keyword}
              placeholder="单位名称 / 用户名 / 手机号 / 联系人"
              style={{ width: 320 }}
              onSearch={(v) => set({ keyword: v.trim(), page: null })}
            />
          }
        />
        <Table<MemberPage['list'][number]>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={tablePaging({
            page,
            pageSize,
            total: data?.total,
            showTotal: (n) => `共 ${n} 个会员`,
            onChange: (p) => set({ page: String(p) }),
          })}
          onRow={(r) => ({ onDoubleClick: () => setOpen(r.id) })}
          columns={[
            { title: '单位名称', dataIndex: 'company', ellipsis: true },
            { title: '单位类型', dataIndex: 'company_type', width: 100 },
            { title: '用户名', dataIndex: 'username', width: 120 },
            { title: '联系人', dataIndex: 'contact_name', width: 90 },
            { title: '手机号', dataIndex: 'phone', width: 120 },
            { title: '所在地区', dataIndex: 'region', width: 200, ellipsis: true },
            { title: '提交时间', dataIndex: 'submitted_at', width: 150, render: when },
            {
              title: '状态',
              dataIndex: 'review_status',
              width: 150,
              render: (s: string, r) => (
                <>
                  <Tag color={REVIEW_STATE_TEXT[s]?.color}>{REVIEW_STATE_TEXT[s]?.text ?? s}</Tag>
                  {r.disabled ? <Tag color="red">已停用</Tag> : null}
                </>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 90,
              render: (_, r) => (
                <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                  {r.review_status === 'pending' && canWrite ? '审核' : '查看'}
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
