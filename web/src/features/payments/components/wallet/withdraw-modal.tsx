import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { FormModal } from '../../../../components/ui/form-modal';
import { fenToYuan } from '../../../../lib/money';
import { fenToYuanInput, yuanError } from '../../../../lib/yuan';
import { applyWithdraw, type BankCard } from '../../api/payments';
import { payText as t } from '../../text';
import styles from '../payments.module.css';

/** 申请提现 to the bound card, at most the balance. */
export function WithdrawModal({ balance, card, onClose }: { balance: number; card: BankCard; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: string }>();
  const { message } = App.useApp();
  const qc = useQueryClient();

  const save = async () => {
    const { amount } = await form.validateFields();
    await applyWithdraw(amount.trim());
    message.success(t.withdrawDone);
    void qc.invalidateQueries({ queryKey: ['money'] });
  };

  return (
    <FormModal title={t.withdrawTitle} onClose={onClose} submit={save} okText={t.ok} width={460}>
      <Form form={form} layout="vertical" className={styles.modalForm} data-testid="withdraw-form">
        <Form.Item label={t.boundCard}>
          <span className={styles.cardNo}>
            {card.bank_name} {card.card_no_masked}（{card.account_name}）
          </span>
        </Form.Item>
        <Form.Item
          name="amount"
          label={t.withdrawAmount}
          extra={t.withdrawMax(fenToYuan(balance))}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const e = yuanError(v, t.withdrawAmount, { min: 1, max: balance });
                return e ? Promise.reject(new Error(e)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            prefix="¥"
            placeholder="0.00"
            suffix={
              <Button type="link" size="small" onClick={() => form.setFieldValue('amount', fenToYuanInput(balance))}>
                {t.withdrawAll}
              </Button>
            }
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
