import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Divider, Drawer, Form, Input, Select, Space, Spin, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { CertificateView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { chinaTime } from '../../lib/china-time';
import { callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCanWrite } from '../../lib/session';
import { ReasonModal } from '../../components/reason-modal';
import { MEMBERS_KEY, useLookups, useMember, type MemberDetail } from './api';
import { CertificateViewer } from './CertificateViewer';
import { MemberMoney } from './MemberMoney';
import { REVIEW_STATE_TEXT } from './review-states';

/** A member with its certificates in place; a pending member is approved (scopes, representative) or rejected here. */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: m, isPending } = useMember(id);
  const canWrite = useCanWrite('members');
  const canMoveMoney = useCanWrite('finance');
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MEMBERS_KEY });

  const decideCert = async (c: CertificateView, approve: boolean) => {
    if (approve) {
      const { msg } = await callEnvelope(api.membersConsole.approveCertificate, { params: { id: c.id } });
      feedback.message?.success(msg);
      return refresh();
    }
    let reason = '';
    feedback.modal?.confirm({
      title: `驳回${c.name}`,
      content: <Input.TextArea rows={3} maxLength={200} placeholder="驳回原因（会员可见）" onChange={(e) => (reason = e.target.value)} />,
      okText: '驳回',
      okButtonProps: { danger: true },
      onOk: async () => {
        const { msg } = await callEnvelope(api.membersConsole.rejectCertificate, { params: { id: c.id }, body: { reason } });
        feedback.message?.success(msg);
        await refresh();
      },
    });
  };

  // 停用 needs a reason the member is told; 恢复 may say why.
  const setDisabled = (disable: boolean) => {
    if (!m) return;
    let reason = '';
    feedback.modal?.confirm({
      title: disable ? `停用账号：${m.company}` : `恢复账号：${m.company}`,
      content: (
        <>
          <p>{disable ? '停用后该会员不能登录，已登录的设备立即退出；订单与资金不受影响。' : '恢复后该会员可正常登录和采购。'}</p>
          <Input.TextArea
            rows={3}
            maxLength={200}
            placeholder={disable ? '停用原因（会员可见，必填）' : '说明（选填，会员可见）'}
            aria-label={disable ? '停用原因' : '恢复说明'}
            onChange={(e) => (reason = e.target.value)}
          />
        </>
      ),
      okText: disable ? '停用' : '恢复',
      okButtonProps: { danger: disable },
      onOk: async () => {
        const { msg } = await callEnvelope(disable ? api.membersConsole.disable : api.membersConsole.enable, {
          params: { id: m.id },
          body: { reason },
        });
        feedback.message?.success(msg);
        await refresh();
      },
    });
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={1040}
      title={m ? `${m.company}` : '会员详情'}
      destroyOnHidden
      extra={
        m && canWrite ? (
          m.disabled ? (
            <Button onClick={() => setDisabled(false)}>恢复账号</Button>
          ) : (
            <Button danger onClick={() => setDisabled(true)}>
              停用账号
            </Button>
          )
        ) : null
      }
    >
      {isPending || !m ? (
        <Spin />
      ) : (
        <>
          {m.disabled ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={`账号已停用：${m.disabled_reason}`} /> : null}
          <Descriptions size="small" column={3} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="状态">
              <Tag color={REVIEW_STATE_TEXT[m.review_status]?.color}>{REVIEW_STATE_TEXT[m.review_status]?.text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="单位类型">{m.company_type}</Descriptions.Item>
            <Descriptions.Item label="用户名">{m.username}</Descriptions.Item>
            <Descriptions.Item label="联系人">{m.contact_name}</Descriptions.Item>
            <Descriptions.Item label="手机号">{m.phone}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{m.email || '—'}</Descriptions.Item>
            <Descriptions.Item label="地址" span={2}>
              {m.region} {m.address}
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">{chinaTime(m.submitted_at)}</Descriptions.Item>
            <Descriptions.Item label="经营范围" span={3}>
              {m.scopes.length ? m.scopes.map((s) => <Tag key={s.code}>{s.name}</Tag>) : '未核定'}
            </Descriptions.Item>
            {m.review_reason ? (
              <Descriptions.Item label="驳回原因" span={3}>
                {m.review_reason}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Divider titlePlacement="start">资质证件（应提交：{m.required_certificates.map((c) => c.name).join('、')}）</Divider>
          <CertificateViewer
            certificates={m.certificates}
            actions={(c) =>
              canWrite && c.status === 'pending' && m.review_status === 'approved' ? (
                <Space style={{ marginTop: 8 }}>
                  <Button size="small" type="primary" onClick={() => decideCert(c, true)}>
                    通过
                  </Button>
                  <Button size="small" danger onClick={() => decideCert(c, false)}>
                    驳回
                  </Button>
                </Space>
              ) : null
            }
          />
          {m.review_status === 'approved' ? <MemberMoney memberId={m.id} canWrite={canMoveMoney} /> : null}
          {m.review_status === 'pending' ? (
            canWrite ? (
              <ReviewForm member={m} onDone={refresh} />
            ) : (
              <Alert style={{ marginTop: 16 }} type="info" message="当前角色只能查看，不能审核。" />
            )
          ) : null}
        </>
      )}
    </Drawer>
  );
}

function ReviewForm({ member, onDone }: { member: MemberDetail; onDone: () => Promise<unknown> }) {
  const { data: lookups } = useLookups();
  const [form] = Form.useForm<{ scopes: string[]; service_rep_id: number }>();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  // The platform's default representative, else the first one: the operator changes it when another is meant.
  const defaultRep = (lookups?.service_reps.find((r) => r.is_default) ?? lookups?.service_reps[0])?.id;
  useEffect(() => {
    if (defaultRep && !form.getFieldValue('service_rep_id')) form.setFieldValue('service_rep_id', defaultRep);
  }, [defaultRep, form]);

  const approve = async (v: { scopes: string[]; service_rep_id: number }) => {
    setBusy(true);
    try {
      const { msg } = await callEnvelope(api.membersConsole.approve, { params: { id: member.id }, body: v });
      feedback.message?.success(msg);
      await onDone();
    } finally {
      setBusy(false);
    }
  };
  const reject = async (reason: string) => {
    setBusy(true);
    try {
      const { msg } = await callEnvelope(api.membersConsole.reject, { params: { id: member.id }, body: { reason } });
      feedback.message?.success(msg);
      setRejecting(false);
      await onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider titlePlacement="start">审核</Divider>
      <Form form={form} layout="vertical" onFinish={approve}>
        <Form.Item name="scopes" label="核定经营范围" rules={[{ required: true, message: '请选择经营范围' }]}>
          <Select
            mode="multiple"
            placeholder="按证件核定的经营范围"
            options={lookups?.business_scopes.map((s) => ({ value: s.code, label: s.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="service_rep_id" label="专属客服" rules={[{ required: true, message: '请选择专属客服' }]}>
          <Select style={{ width: 280 }} options={lookups?.service_reps.map((r) => ({ value: r.id, label: `${r.name}（${r.phone}）` }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            审核通过
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </Space>
      </Form>
      <ReasonModal
        open={rejecting}
        title="驳回资质审核"
        okText="确认驳回"
        label="驳回原因"
        placeholder="驳回原因（会员可见，可修改后重新提交）"
        busy={busy}
        onOk={(why) => void reject(why)}
        onCancel={() => setRejecting(false)}
      />
    </>
  );
}
