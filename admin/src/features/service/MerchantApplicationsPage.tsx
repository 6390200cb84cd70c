import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Flex, List, Space, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { adminMerchantApplicationPage } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { askReason } from '../../components/reason-prompt';
import { ReviewQueue } from '../../components/review-queue';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { useRowAction } from '../../lib/row-action';
import { useCanWrite } from '../../lib/session';
import styles from './service.module.css';
import { ApproveApplicationModal } from './ApproveApplicationModal';
import { FilePreview } from '../../components/file-preview';

type Application = z.infer<typeof adminMerchantApplicationPage>['list'][number];
const KEY = ['console', 'merchant-applications'] as const;
const TABS = [
  { key: '0', label: '待审核' },
  { key: '1', label: '已通过' },
  { key: '2', label: '未通过' },
  { key: 'all', label: '全部' },
];
const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

/**
 * 商家入驻: applications from /help/us/sjrz. The reviewer reads the company's details beside its licences (营业执照,
 * 药品经营许可证, GSP…) shown in place, then approves — recording the licences' validity and naming the shop that
 * opens — or refuses with a reason; the applicant is told in /wdxx (and by SMS, the shop's first login).
 */
export default function MerchantApplicationsPage() {
  const [open, setOpen] = useState<Application | null>(null);
  return (
    <ReviewQueue<Application>
      title="商家入驻"
      intro="药品批发企业提交的入驻申请：核对企业信息与证照后审核，驳回需填写原因，申请人会在消息中心收到结果。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.onboardingConsole.list}
      columns={[
        { title: '申请时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
        { title: '企业名称', dataIndex: 'company' },
        { title: '药品经营许可证号', dataIndex: 'drug_licence_no', width: 180 },
        { title: '联系人', key: 'contact', width: 190, render: (_, r) => `${r.contact_name} ${r.contact_phone}` },
        { title: '证照', key: 'licences', width: 80, render: (_, r) => `${r.licences.length}份` },
        {
          title: '状态',
          key: 'status',
          width: 180,
          render: (_, r) => (
            <>
              <Tag color={STATUS_COLOR[r.status]}>{r.status_name}</Tag>
              {r.review_reason ? <Typography.Text type="secondary">{r.review_reason}</Typography.Text> : null}
            </>
          ),
        },
        {
          title: '操作',
          key: 'op',
          width: 90,
          render: (_, r) => (
            <Button type="link" size="small" onClick={() => setOpen(r)}>
              {r.status === 0 ? '审核' : '查看'}
            </Button>
          ),
        },
      ]}
    >
      <ApplicationDrawer key={open?.id ?? 'none'} application={open} onClose={() => setOpen(null)} />
    </ReviewQueue>
  );
}

function ApplicationDrawer({ application: a, onClose }: { application: Application | null; onClose: () => void }) {
  const canWrite = useCanWrite('service');
  const action = useRowAction(KEY);
  const [chosen, setChosen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [approving, setApproving] = useState(false);
  if (!a) return null;
  const licence = a.licences[chosen] ?? a.licences[0];
  const reject = async (reason: string) => {
    setBusy(true);
    try {
      await action.succeeded((await callEnvelope(api.onboardingConsole.review, { params: { id: a.id }, body: { approve: 0, reason } })).msg);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const approved = async () => {
    setApproving(false);
    await action.succeeded();
    onClose();
  };
  const askRejectReason = () =>
    askReason({
      title: `驳回入驻申请：${a.company}`,
      placeholder: '驳回原因（申请人可见，至少2个字）',
      okText: '驳回',
      onOk: reject,
    });
  return (
    <Drawer
      open
      width={1100}
      onClose={onClose}
      title={`入驻申请 · ${a.company}`}
      extra={
        canWrite && a.status === 0 ? (
          <Space>
            <Button danger onClick={askRejectReason} disabled={busy}>
              驳回
            </Button>
            <Button type="primary" disabled={busy} onClick={() => setApproving(true)}>
              审核通过
            </Button>
          </Space>
        ) : (
          <Tag color={STATUS_COLOR[a.status]}>{a.status_name}</Tag>
        )
      }
    >
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="企业名称">{a.company}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{a.credit_code}</Descriptions.Item>
        <Descriptions.Item label="药品经营许可证号">{a.drug_licence_no}</Descriptions.Item>
        <Descriptions.Item label="申请账号">{a.username}</Descriptions.Item>
        <Descriptions.Item label="联系人">
          {a.contact_name} {a.contact_phone}
        </Descriptions.Item>
        <Descriptions.Item label="申请时间">{chinaTime(a.created_at)}</Descriptions.Item>
        <Descriptions.Item label="经营地址" span={2}>
          {a.address}
        </Descriptions.Item>
        <Descriptions.Item label="经营范围" span={2}>
          {a.scope}
        </Descriptions.Item>
        {a.review_reason ? (
          <Descriptions.Item label="审核意见" span={2}>
            {a.review_reason}（{chinaTime(a.reviewed_at)}）
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {approving ? <ApproveApplicationModal application={a} onClose={() => setApproving(false)} onApproved={approved} /> : null}
      {a.licences.length === 0 ? (
        <Empty description="未上传证照" />
      ) : (
        <Flex gap={16}>
          <List
            className={styles.fileList}
            size="small"
            bordered
            dataSource={a.licences}
            renderItem={(l, i) => (
              <List.Item className={i === chosen ? styles.fileActive : styles.fileItem} onClick={() => setChosen(i)} data-testid="licence">
                {l.name}
              </List.Item>
            )}
          />
          {/* An image, or a PDF drawn by pdf.js: the file the applicant uploaded, in place (never the browser's PDF viewer). */}
          <div className={styles.file}>
            <FilePreview key={licence!.url} url={licence!.url} title={`${licence!.name}扫描件`} height={520} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
