import { useState } from 'react';
import { chinaMinute } from '@yaocai/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../lib/safe-redirect';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Spin } from 'antd';
import { formErrorHandler } from '../../../../lib/form-errors';
import { requiredRule } from '../../../../lib/form-rules';
import { contractQuery, signContract } from '../../api/profile';
import { centreText as t } from '../../text';
import styles from './centre.module.css';
import { USER_BASE_QUERY_KEY } from '../../../../lib/query-keys';

/** /dzht: the electronic contract (target of 459): read it, sign with a name and the agree box. */
export function ContractPanel() {
  const { data } = useQuery(contractQuery);
  const [form] = Form.useForm<{ signer_name: string; agree: boolean }>();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Sent here from the cart, step 2 or a 459 at 提交订单: after signing, back to where the buyer was.
  const returnTo = safeRedirect(params.get('redirect'), '');

  const onFinish = async (v: { signer_name: string }) => {
    setBusy(true);
    try {
      const next = await signContract(v.signer_name.trim(), formErrorHandler(form.setFields, ['signer_name', 'agree']));
      qc.setQueryData(contractQuery.queryKey, next);
      await qc.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
      message.success(t.signedOk);
      if (returnTo) void navigate(returnTo, { replace: true });
    } catch {
      // shown on the form or by the common handler
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <Spin className={styles.loading} />;
  return (
    <section className={styles.card} data-testid="contract-panel">
      <h3 className={styles.contractTitle}>{data.title}</h3>
      <p className={styles.contractVersion}>
        {t.version}
        {data.version}
      </p>
      <div className={styles.contract} data-testid="contract-content">
        {data.content}
      </div>
      {data.signed ? (
        <Alert type="success" showIcon title={t.signedBy(data.signer_name, chinaMinute(data.signed_at))} data-testid="contract-signed" />
      ) : (
        <Form form={form} layout="inline" className={styles.signForm} onFinish={onFinish} data-testid="contract-sign-form">
          <Form.Item name="signer_name" label={t.signer} rules={[requiredRule(t.signerRequired)]}>
            <Input placeholder={t.signerPlaceholder} maxLength={30} />
          </Form.Item>
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t.agreeRequired))) }]}
          >
            <Checkbox>{t.agree}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t.sign}
          </Button>
        </Form>
      )}
    </section>
  );
}
