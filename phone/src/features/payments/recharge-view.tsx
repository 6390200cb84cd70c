import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, NoticeBar, Result, Selector } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { parseYuan } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { checkRecharge, keepPayment, keptPayment, moneyConfigQuery, moneyKeys, walletQuery } from './api';
import { yuanError } from './model';
import { OnlinePaymentPanel, usePaymentStatus } from './online-payment';
import { payText as t } from './text';
import styles from './payments.module.css';

const QUICK = [100, 500, 1000, 2000, 5000];

/** Only our own pages (`/cart/step3/7`), never another site. */
const ownPath = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : null);

/**
 * /wdqb?recharge=1 on a phone (余额充值): an amount within the configured limits, then the provider's QR code and
 * page (/wdqb?recharge=1&pay=<支付单号>: the address survives the trip to the provider and back), then the result.
 * `redirect` (from a pay page short of balance) leads back there once the money is in.
 */
export function RechargeView({ onClose }: { onClose: () => void }) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const paymentNo = params.get('pay');
  return (
    <div className={styles.page}>
      <NavBar onBack={onClose}>{t.rechargeTitle}</NavBar>
      {paymentNo && /^P\d{8,24}$/.test(paymentNo) ? (
        <RechargePayment no={paymentNo} redirect={ownPath(params.get('redirect'))} onClose={onClose} />
      ) : (
        <RechargeForm
          onCreated={(no) =>
            setParams(
              (p) => {
                const q = new URLSearchParams(p);
                q.set('pay', no);
                return q;
              },
              // The same history entry (its state too): back from the provider's page lands on the payment.
              { replace: true, state },
            )
          }
        />
      )}
    </div>
  );
}

function RechargeForm({ onCreated }: { onCreated: (paymentNo: string) => void }) {
  const { data: config } = useQuery(moneyConfigQuery);
  const [form] = Form.useForm<{ amount: string }>();
  const [amount, setAmount] = useState('');
  const min = config?.cz_min ?? '0.01';
  const max = config?.cz_max ?? '10000';
  const limits = { min: parseYuan(min) ?? 1, max: parseYuan(max) ?? 1_000_000 };
  const create = useMutation({
    mutationFn: (v: string) => call(api.payments.recharge, { body: { amount: v } }),
    onSuccess: (p) => {
      keepPayment(p);
      onCreated(p.payment_no);
    },
  });
  if (config && !config.online_pay)
    return (
      <div data-testid="phone-recharge-off">
        <NoticeBar content={t.rechargeOff} color="info" wrap />
      </div>
    );
  const quick = QUICK.filter((y) => y * 100 >= limits.min && y * 100 <= limits.max);
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      onFinish={(v: { amount: string }) => create.mutate(v.amount.trim())}
      footer={
        <Button block type="submit" color="primary" size="large" loading={create.isPending}>
          {t.rechargeNext}
        </Button>
      }
    >
      <Form.Item
        name="amount"
        label={t.rechargeAmount}
        description={t.rechargeLimits(min, max)}
        rules={[
          {
            validator: (_, v: string | undefined) => {
              const e = yuanError(v, t.rechargeAmount, limits);
              return e ? Promise.reject(new Error(e)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          className={styles.amountInput}
          placeholder="0.00"
          inputMode="decimal"
          clearable
          aria-label={t.rechargeAmount}
          onChange={setAmount}
          data-testid="phone-recharge-amount"
        />
      </Form.Item>
      <Form.Item>
        <Selector
          columns={3}
          value={quick.filter((y) => String(y) === amount).map(String)}
          options={quick.map((y) => ({ label: `${y}元`, value: String(y) }))}
          onChange={(v) => {
            if (!v[0]) return;
            form.setFieldValue('amount', v[0]);
            setAmount(v[0]);
          }}
        />
      </Form.Item>
    </Form>
  );
}

function RechargePayment({ no, redirect, onClose }: { no: string; redirect: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const payment = keptPayment(no);
  const status = usePaymentStatus(no, checkRecharge, () => {
    void qc.invalidateQueries({ queryKey: moneyKeys.wallet });
    void qc.invalidateQueries({ queryKey: moneyKeys.all });
  });
  const wallet = useQuery({ ...walletQuery, enabled: status?.status === 1 });
  if (status?.status === 1)
    return (
      <div data-testid="phone-recharge-done">
        <Result
          status="success"
          title={t.rechargeDone}
          description={wallet.data ? t.rechargeDoneSub(yuan(status.amount), yuan(wallet.data.user_money)) : yuan(status.amount)}
        />
        <div className={styles.actions}>
          {redirect && (
            <Button color="primary" onClick={() => navigate(redirect, { replace: true })}>
              {t.backToPay}
            </Button>
          )}
          <Button color="primary" fill={redirect ? 'outline' : 'solid'} onClick={onClose}>
            {t.backToWallet}
          </Button>
        </div>
      </div>
    );
  if (payment) return <OnlinePaymentPanel payment={payment} status={status} />;
  // Opened from another tab or after the tab was closed: no QR code kept, but the payment's state still shows.
  return (
    <section className={styles.qr} data-testid="phone-online-payment" data-payment-no={no}>
      <div className={`yc-price ${styles.qrAmount}`}>{status ? yuan(status.amount) : '—'}</div>
      <div className={styles.muted}>{status?.status === 2 ? t.closed : t.waiting}</div>
      <div className={styles.muted}>
        {t.paymentNo}：{no}
      </div>
    </section>
  );
}
