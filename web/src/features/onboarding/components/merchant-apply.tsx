import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Tag, Upload } from 'antd';
import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { chinaDay, MERCHANT_LICENCES, type MerchantLicenceKind } from '@yaocai/contract';
import { uploadFile } from '../../../lib/uploads';
import { applyAsMerchant, myApplicationsQuery } from '../api/onboarding';
import styles from './merchant-apply.module.css';

const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';
const REQUIRED: MerchantLicenceKind[] = ['business_licence', 'drug_licence'];
const STATUS_COLOR = ['processing', 'success', 'error'] as const;

interface Values {
  company: string;
  credit_code: string;
  drug_licence_no: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  scope?: string;
}

function LicenceUpload({ kind, value, onDone }: { kind: MerchantLicenceKind; value?: string; onDone: (id: string, name: string) => void }) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        if (file.size > 5 * 1024 * 1024) message.error('文件大小不能超过5MB');
        else {
          setBusy(true);
          uploadFile(file)
            .then((u) => onDone(u.id, file.name))
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={value ? <CheckCircleFilled className={styles.done} /> : <UploadOutlined />} loading={busy} data-testid={`licence-${kind}`}>
        {value ? `已上传：${value}` : `上传${MERCHANT_LICENCES[kind]}`}
      </Button>
    </Upload>
  );
}

/** Under the 商家入驻 article: the application form (signed-in accounts) and the state of earlier applications. */
export function MerchantApply({ signedIn }: { signedIn: boolean | null }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: mine } = useQuery({ ...myApplicationsQuery, enabled: signedIn === true });
  const [files, setFiles] = useState<Partial<Record<MerchantLicenceKind, { id: string; name: string }>>>({});
  const [sending, setSending] = useState(false);

  if (signedIn === false) {
    return (
      <Alert
        className={styles.box}
        type="info"
        showIcon
        message="提交入驻申请前请先登录"
        description={
          <span>
            入驻申请与资质文件将关联到您的账号，审核结果通过站内消息通知。<Link to="/login?redirect=%2Fhelp%2Fus%2Fsjrz">登录</Link> 或{' '}
            <Link to="/register">免费注册</Link>
          </span>
        }
      />
    );
  }

  const submit = async (v: Values) => {
    const missing = REQUIRED.find((k) => !files[k]);
    if (missing) {
      message.warning(`请上传${MERCHANT_LICENCES[missing]}`);
      return;
    }
    setSending(true);
    try {
      const { business_licence, drug_licence, gsp_certificate, other } = files;
      await applyAsMerchant({
        ...v,
        scope: v.scope ?? '',
        business_licence: business_licence!.id,
        drug_licence: drug_licence!.id,
        gsp_certificate: gsp_certificate?.id,
        other: other?.id,
      });
      message.success('申请已提交，我们将在 3 个工作日内完成审核');
      form.resetFields();
      setFiles({});
      await queryClient.invalidateQueries({ queryKey: ['onboarding'] });
    } catch {
      // The request client has shown why (422 names the field).
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.box} data-testid="merchant-apply">
      <h2 className={styles.title}>在线申请入驻</h2>
      {mine && mine.length > 0 && (
        <ul className={styles.history} data-testid="merchant-applications">
          {mine.map((a) => (
            <li key={a.id}>
              <strong>{a.company}</strong> <span className={styles.muted}>提交于 {chinaDay(a.created_at)}</span>{' '}
              <Tag color={STATUS_COLOR[a.status]}>{a.status_name}</Tag>
              {a.review_reason && <span className={styles.muted}>审核意见：{a.review_reason}</span>}
            </li>
          ))}
        </ul>
      )}
      <Form form={form} labelCol={{ flex: '150px' }} wrapperCol={{ flex: '420px' }} onFinish={submit}>
        <Form.Item name="company" label="企业名称" rules={[{ required: true, whitespace: true, message: '请填写企业名称' }]}>
          <Input maxLength={60} placeholder="与营业执照一致" />
        </Form.Item>
        <Form.Item
          name="credit_code"
          label="统一社会信用代码"
          rules={[
            { required: true, message: '请填写统一社会信用代码' },
            { pattern: /^[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{2}\d{6}[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{10}$/, message: '统一社会信用代码格式不正确' },
          ]}
        >
          <Input maxLength={18} placeholder="18 位" />
        </Form.Item>
        <Form.Item
          name="drug_licence_no"
          label="药品经营许可证编号"
          rules={[{ required: true, whitespace: true, message: '请填写药品经营许可证编号' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="contact_name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="contact_phone"
          label="联系电话"
          rules={[
            { required: true, message: '请填写联系电话' },
            { pattern: /^1[3-9]\d{9}$/, message: '联系电话格式不正确' },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="address" label="经营地址" rules={[{ required: true, whitespace: true, message: '请填写经营地址' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="scope" label="经营范围">
          <Input.TextArea rows={2} maxLength={300} placeholder="如：中成药、化学药制剂、抗生素制剂、生化药品" />
        </Form.Item>
        {(Object.keys(MERCHANT_LICENCES) as MerchantLicenceKind[]).map((k) => (
          <Form.Item
            key={k}
            label={MERCHANT_LICENCES[k]}
            required={REQUIRED.includes(k)}
            extra={k === 'other' ? '如 GDP、冷链资质、质量保证协议等' : undefined}
          >
            <LicenceUpload kind={k} value={files[k]?.name} onDone={(id, name) => setFiles((f) => ({ ...f, [k]: { id, name } }))} />
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false} extra="支持 JPG、PNG、WebP 图片或 PDF，单个文件不超过5MB">
          <Button type="primary" htmlType="submit" loading={sending} data-testid="merchant-apply-submit">
            提交入驻申请
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
