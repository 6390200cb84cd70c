import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { FormModal } from '../../../../components/ui/form-modal';
import { formErrorHandler } from '../../../../lib/form-errors';
import { bindBank, sendBindCode, type BindBankBody } from '../../api/payments';
import { payText as t } from '../../text';
import styles from '../payments.module.css';

const PHONE = /^1[3-9]\d{9}$/;

/** 绑定银行卡 for withdrawals: bank, holder, card number, and a code sent to the account's phone. */
export function BankCardModal({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [form] = Form.useForm<BindBankBody>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const send = async () => {
    const p = await form.validateFields(['phone']).then((v) => v.phone);
    try {
      await sendBindCode(p);
      message.success(t.codeSent);
      setLeft(60);
    } catch {
      // the request client shows it
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    await bindBank(
      { ...v, card_no: v.card_no.replace(/\s+/g, '') },
      formErrorHandler(form.setFields, ['bank_name', 'account_name', 'card_no', 'phone', 'code']),
    );
    message.success(t.bindDone);
    void qc.invalidateQueries({ queryKey: ['money', 'bank'] });
  };

  return (
    <FormModal title={t.bindCard} onClose={onClose} submit={save} okText={t.ok} width={480}>
      <Form
        form={form}
        layout="vertical"
        className={styles.modalForm}
        initialValues={{ phone: PHONE.test(phone) ? phone : undefined }}
        data-testid="bank-form"
      >
        <Form.Item name="bank_name" label={t.bankName} rules={[{ required: true, min: 2, max: 40, message: '请填写开户银行' }]}>
          <Input placeholder="如：中国工商银行北京朝阳支行" maxLength={40} />
        </Form.Item>
        <Form.Item name="account_name" label={t.accountName} rules={[{ required: true, min: 2, max: 60, message: '请填写开户名' }]}>
          <Input placeholder="与营业执照一致的企业名称" maxLength={60} />
        </Form.Item>
        <Form.Item name="card_no" label={t.cardNo} rules={[{ required: true, pattern: /^[\d\s]{12,23}$/, message: '银行卡号应为12至19位数字' }]}>
          <Input placeholder="请输入银行卡号" maxLength={23} />
        </Form.Item>
        <Form.Item name="phone" label={t.phone} extra={t.phoneHint(phone)} rules={[{ required: true, pattern: PHONE, message: '手机号格式不正确' }]}>
          <Input maxLength={11} placeholder={t.phonePlaceholder} />
        </Form.Item>
        <Form.Item label={t.code} required>
          <div className={styles.codeRow}>
            <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: '验证码为6位数字' }]}>
              <Input maxLength={6} placeholder="6位验证码" />
            </Form.Item>
            <Button disabled={left > 0} onClick={() => void send().catch(() => undefined)}>
              {left > 0 ? t.resend(left) : t.sendCode}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
