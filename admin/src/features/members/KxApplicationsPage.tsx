import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { kxRow } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { askReason } from '../../components/reason-prompt';
import { ReviewQueue } from '../../components/review-queue';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { useRowAction } from '../../lib/row-action';
import { useCanWrite } from '../../lib/session';

type KxRow = z.infer<typeof kxRow>;
const KEY = ['console', 'kx-applications'] as const;
const TABS = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已授权' },
  { key: 'rejected', label: '已驳回' },
  { key: 'all', label: '全部' },
];
const STATE: Record<string, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'orange' },
  approved: { text: '已授权', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

/**
 * 控销授权: members asking to buy controlled-sale (控销) goods. Granting lets the member see and buy the 控销 zone;
 * refusing tells the member why. Each decision is audited and messaged to the member.
 */
export default function KxApplicationsPage() {
  const canWrite = useCanWrite('members');
  const action = useRowAction(KEY);
  const approve = (r: KxRow) => action.run(r.id, async () => (await callEnvelope(api.membersConsole.approveKx, { params: { id: r.id } })).msg);
  const reject = (r: KxRow) =>
    askReason({
      title: `驳回控销授权：${r.company}`,
      placeholder: '驳回原因（会员可见，必填）',
      okText: '驳回',
      onOk: async (reason) => action.succeeded((await callEnvelope(api.membersConsole.rejectKx, { params: { id: r.id }, body: { reason } })).msg),
    });

  return (
    <ReviewQueue<KxRow>
      title="控销授权"
      intro="会员申请采购控销品种；授权后可在控销专区查看价格并下单，驳回需填写原因。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.membersConsole.kxApplications}
      statusQuery={(status) => ({ status })}
      columns={[
        { title: '申请时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
        {
          title: '会员',
          key: 'member',
          render: (_, r) => (
            <>
              <div>{r.company}</div>
              <Typography.Text type="secondary">{r.username}</Typography.Text>
            </>
          ),
        },
        { title: '联系人', key: 'contact', width: 180, render: (_, r) => `${r.contact_name} ${r.phone}` },
        { title: '申请说明', dataIndex: 'remark', ellipsis: true },
        {
          title: '状态',
          key: 'status',
          width: 200,
          render: (_, r) => (
            <>
              <Tag color={STATE[r.status]?.color}>{STATE[r.status]?.text ?? r.status}</Tag>
              {r.review_reason ? <Typography.Text type="secondary">{r.review_reason}</Typography.Text> : null}
            </>
          ),
        },
        {
          title: '操作',
          key: 'op',
          width: 140,
          render: (_, r) =>
            canWrite && r.status === 'pending' ? (
              <Space size={0}>
                <Popconfirm title={`授权 ${r.company} 采购控销品种？`} onConfirm={() => approve(r)}>
                  <Button type="link" size="small" loading={action.busy === r.id}>
                    授权
                  </Button>
                </Popconfirm>
                <Button type="link" size="small" danger onClick={() => reject(r)}>
                  驳回
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
