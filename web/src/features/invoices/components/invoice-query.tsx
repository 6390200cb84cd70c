import { useState } from 'react';
import { chinaDay } from '@yaocai/contract';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import type { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { queryInvoice, type InvoiceSummary } from '../api/invoices';
import { checkCodeError, invoiceNoError } from '../model/invoice-query';
import styles from './invoices.module.css';

const rule = (check: (v: string | undefined) => string | null) => ({
  validator: (_: unknown, v: string | undefined) => {
    const e = check(v);
    return e ? Promise.reject(new Error(e)) : Promise.resolve();
  },
});

/** 发票查验: anyone enters 发票号码 and 校验码 and sees whether the invoice is ours, and its summary. */
export function InvoiceQuery() {
  const [form] = Form.useForm<{ invoice_no: string; check_code: string }>();
  const [result, setResult] = useState<InvoiceSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await queryInvoice(v.invoice_no.trim(), v.check_code.trim()));
    } catch (e) {
      const err = e as ApiError;
      setError(err.code === 404 ? '未查询到该发票，请核对发票号码和校验码' : err.firstFieldError || '查询失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="invoice-query">
      <Form form={form} layout="inline" className={styles.form} onFinish={() => void submit()}>
        <Form.Item name="invoice_no" rules={[rule(invoiceNoError)]}>
          <Input placeholder="发票号码（20位）" maxLength={20} style={{ width: 240 }} data-testid="invoice-no" />
        </Form.Item>
        <Form.Item name="check_code" rules={[rule(checkCodeError)]}>
          <Input placeholder="校验码后6位" maxLength={20} style={{ width: 160 }} data-testid="check-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          查验
        </Button>
      </Form>
      {error && <Alert className={styles.result} type="warning" showIcon title={error} />}
      {result && (
        <Descriptions className={styles.result} bordered column={2} size="middle" title="查验结果" data-testid="invoice-result">
          <Descriptions.Item label="发票号码">{result.invoice_no}</Descriptions.Item>
          <Descriptions.Item label="发票状态">{result.status_text}</Descriptions.Item>
          <Descriptions.Item label="发票抬头">{result.title}</Descriptions.Item>
          <Descriptions.Item label="发票类型">{result.type_text}</Descriptions.Item>
          <Descriptions.Item label="纳税人识别号">{result.tax_no}</Descriptions.Item>
          <Descriptions.Item label="订单号">{result.order_no}</Descriptions.Item>
          <Descriptions.Item label="价税合计">{formatMoney(result.amount)}</Descriptions.Item>
          <Descriptions.Item label="税额">{formatMoney(result.tax_amount)}</Descriptions.Item>
          <Descriptions.Item label="销售方">{result.seller_name}</Descriptions.Item>
          <Descriptions.Item label="销售方识别号">{result.seller_tax_no}</Descriptions.Item>
          <Descriptions.Item label="开票日期">{chinaDay(result.issued_at) || '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}
