import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { ApiError, CODE, fenToYuanInput, type OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { moneyKeys } from './api';
import { yuanError } from './model';
import { payText as t } from './text';
import styles from './payments.module.css';

type BankCard = NonNullable<OutputOf<typeof api.withdraw.card>>;
const PHONE = /^1[3-9]\d{9}$/;

/** /wdqb?withdraw=1 (申请提现): to the bound card, at most the balance; the operator pays it out after review. */
export function WithdrawView({ balance, card, onClose }: { balance: number; card: BankCard; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: string }>();
  const qc = useQueryClient();
  const apply = useMutation({
    mutationFn: (amount: string) => call(api.withdraw.apply, { body: { amount } }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.withdrawDone });
      await Promise.all([qc.invalidateQueries({ queryKey: moneyKeys.wallet }), qc.invalidateQueries({ queryKey: moneyKeys.all })]);
      onClose();
    },
  });
  return (
    <div className={styles.page}>
      <NavBar onBack={onClose}>{t.withdrawTitle}</NavBar>
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        onFinish={(v: { amount: string }) => apply.mutate(v.amount.trim())}
        footer={
          <Button block type="submit" color="primary" size="large" loading={apply.isPending}>
            {t.submit}
          </Button>
        }
      >
        <Form.Item label={t.boundCard}>
          <div data-testid="phone-withdraw-card">
            {card.bank_name} {card.card_no_masked}（{card.account_name}）
          </div>
        </Form.Item>
        <Form.Item
          name="amount"
          label={t.withdrawAmount}
          description={t.withdrawMax(yuan(balance))}
          extra={
            <a className={styles.link} onClick={() => form.setFieldValue('amount', fenToYuanInput(balance))}>
              {t.withdrawAll}
            </a>
          }
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const e = yuanError(v, t.withdrawAmount, { min: 1, max: balance });
                return e ? Promise.reject(new Error(e)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input className={styles.amountInput} placeholder="0.00" inputMode="decimal" clearable aria-label={t.withdrawAmount} />
        </Form.Item>
      </Form>
    </div>
  );
}

interface BindForm {
  bank_name: string;
  account_name: string;
  card_no: string;
  phone: string;
  code: string;
}

/**
 * /wdqb?bind=1 (绑定银行卡): bank, holder, card number, and the code sent to the account's own phone (`phone` as the
 * member's state carries it, masked: the buyer types it whole).
 */
export function BindCardView({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [form] = Form.useForm<BindForm>();
  const qc = useQueryClient();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  const send = useMutation({
    mutationFn: (p: string) => call(api.withdraw.sendBindCode, { body: { phone: p } }),
    onSuccess: (r) => {
      Toast.show({ content: t.codeSent });
      setLeft(r.resend_after || 60);
    },
  });
  const bind = useMutation({
    mutationFn: (v: BindForm) =>
      call(
        api.withdraw.bindBank,
        { body: { ...v, card_no: v.card_no.replace(/\s+/g, '') } },
        {
          // A field the server refuses is marked on that field, where the buyer is typing.
          onError: (err: ApiError) => {
            if (err.code !== CODE.validation) return false;
            form.setFields(Object.entries(err.fieldErrors ?? {}).map(([name, errors]) => ({ name: name as keyof BindForm, errors })));
            return true;
          },
        },
      ),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.bindDone });
      await qc.invalidateQueries({ queryKey: moneyKeys.card });
      onClose();
    },
  });
  return (
    <div className={styles.page}>
      <NavBar onBack={onClose}>{t.bindCard}</NavBar>
      <Form
        form={form}
        layout="horizontal"
        className={styles.form}
        initialValues={{ phone: PHONE.test(phone) ? phone : '' }}
        onFinish={(v: BindForm) => bind.mutate(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={bind.isPending}>
            {t.submit}
          </Button>
        }
      >
        <Form.Item name="bank_name" label={t.bankName} rules={[{ required: true, min: 2, max: 40, message: '请填写开户银行' }]}>
          <Input placeholder="如：中国工商银行武汉江汉支行" maxLength={40} clearable />
        </Form.Item>
        <Form.Item name="account_name" label={t.accountName} rules={[{ required: true, min: 2, max: 60, message: '请填写开户名' }]}>
          <Input placeholder="与营业执照一致的企业名称" maxLength={60} clearable />
        </Form.Item>
        <Form.Item name="card_no" label={t.cardNo} rules={[{ required: true, pattern: /^[\d\s]{12,23}$/, message: '银行卡号应为12至19位数字' }]}>
          <Input placeholder="请输入银行卡号" inputMode="numeric" maxLength={23} clearable />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t.phone}
          description={t.phoneHint(phone)}
          rules={[{ required: true, pattern: PHONE, message: '手机号格式不正确' }]}
        >
          <Input placeholder="账户绑定的手机号" inputMode="tel" maxLength={11} clearable />
        </Form.Item>
        <Form.Item
          name="code"
          label={t.code}
          rules={[{ required: true, pattern: /^\d{6}$/, message: '验证码为6位数字' }]}
          extra={
            <Button
              size="small"
              color="primary"
              fill="none"
              disabled={left > 0}
              loading={send.isPending}
              onClick={() =>
                void form.validateFields(['phone']).then(
                  (v) => send.mutate(v.phone),
                  () => undefined,
                )
              }
            >
              {left > 0 ? t.resend(left) : t.sendCode}
            </Button>
          }
        >
          <Input placeholder="6位验证码" inputMode="numeric" maxLength={6} />
        </Form.Item>
      </Form>
    </div>
  );
}
