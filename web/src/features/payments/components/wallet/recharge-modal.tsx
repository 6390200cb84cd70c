import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { parseYuan, yuanError } from '../../../../lib/yuan';
import { checkPayment, moneyConfigQuery, recharge, type OnlinePayment } from '../../api/payments';
import { payText as t } from '../../text';
import { QrPayment } from '../qr-payment';
import styles from '../payments.module.css';

/** 充值: an amount within the configured limits, then the provider's QR code until the money arrives. */
export function RechargeModal({ onClose, onPaid }: { onClose: () => void; onPaid?: () => void }) {
  const { data: config } = useQuery(moneyConfigQuery);
  const [form] = Form.useForm<{ amount: string }>();
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const [sending, setSending] = useState(false);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const min = config?.cz_min ?? '0.01';
  const max = config?.cz_max ?? '10000';
  const limits = { min: parseYuan(min) ?? 1, max: parseYuan(max) ?? 1_000_000 };

  const next = async () => {
    const { amount } = await form.validateFields();
    setSending(true);
    try {
      setPayment(await recharge(amount.trim()));
    } catch {
      // the request client shows it
    } finally {
      setSending(false);
    }
  };
  const paid = () => {
    message.success(t.rechargeDone);
    void qc.invalidateQueries({ queryKey: ['money'] });
    onClose();
    onPaid?.();
  };

  return (
    <Modal open title={t.rechargeTitle} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      {payment ? (
        <QrPayment payment={payment} check={checkPayment} onPaid={paid} title={t.scanRecharge} />
      ) : config && !config.online_pay ? (
        <Alert type="info" showIcon title={t.rechargeOff} data-testid="recharge-off" />
      ) : (
        <Form form={form} layout="vertical" className={styles.modalForm} onFinish={() => void next()} data-testid="recharge-form">
          <Form.Item
            name="amount"
            label={t.rechargeAmount}
            extra={t.rechargeLimits(min, max)}
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const e = yuanError(v, t.rechargeAmount, limits);
                  return e ? Promise.reject(new Error(e)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input prefix="¥" suffix="元" placeholder="0.00" autoFocus data-testid="recharge-amount" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending} data-testid="recharge-next">
            {t.rechargeNext}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
