import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import { merchantReviewBody, type InputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { saveForm } from '../../lib/save-form';
import { chinaDayItemProps } from '../../lib/china-time';

/** The company name without its legal form: 湖北康济医药有限公司 → 湖北康济医药. */
const shortNameOf = (company: string) => company.replace(/(股份)?有限(责任)?公司$/, '').slice(0, 20);
/** The province and city at the start of an address, when it names them (武汉市… has no province). */
function placeOf(address: string) {
  const m = /^(.{2,8}?(?:省|自治区))?(.{2,8}?市)?/.exec(address);
  return { province: m?.[1] ?? '', city: m?.[2] ?? '' };
}

interface Props {
  application: { id: number; company: string; address: string; drug_licence_no: string; contact_phone: string };
  onClose: () => void;
  onApproved: () => void;
}

/**
 * 审核通过: the reviewer records what the licences show — validity of the 药品经营许可证, the business licence (empty:
 * 长期) and the GSP certificate — and names the shop. Approval opens the shop with its first 店铺管理员 account, whose
 * login is sent to the applicant's phone by SMS.
 */
export function ApproveApplicationModal({ application: a, onClose, onApproved }: Props) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const body = { ...form.getFieldsValue(), approve: 1 } as InputOf<typeof api.onboardingConsole.review>['body'];
      const saved = await saveForm(form, merchantReviewBody, api.onboardingConsole.review, { params: { id: a.id }, body });
      if (saved) onApproved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`审核通过并开通店铺：${a.company}`}
      okText="审核通过"
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      width={620}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`通过后将开通店铺并创建店铺管理员账号，登录名与初始密码以短信发送至 ${a.contact_phone}。`}
      />
      <Form form={form} layout="vertical" initialValues={{ short_name: shortNameOf(a.company), ...placeOf(a.address) }}>
        <Form.Item name="short_name" label="店铺简称" required>
          <Input maxLength={20} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="province" label="所在省份" required style={{ flex: 1 }}>
            <Input maxLength={20} placeholder="如：湖北省" />
          </Form.Item>
          <Form.Item name="city" label="所在城市" required style={{ flex: 1 }}>
            <Input maxLength={20} placeholder="如：武汉市" />
          </Form.Item>
        </div>
        <Form.Item name="licence_expires" label={`药品经营许可证（${a.drug_licence_no}）有效期至`} required {...chinaDayItemProps}>
          <DatePicker style={{ width: '100%' }} placeholder="核对证照后选择" />
        </Form.Item>
        <Form.Item name="business_licence_expires" label="营业执照有效期至" extra="营业期限为长期的不填" {...chinaDayItemProps}>
          <DatePicker style={{ width: '100%' }} placeholder="长期" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="gsp_cert_no" label="GSP证书编号" style={{ flex: 1 }}>
            <Input maxLength={40} placeholder="未提供可不填" />
          </Form.Item>
          <Form.Item name="gsp_expires" label="GSP证书有效期至" style={{ flex: 1 }} {...chinaDayItemProps}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
