import { generatePath, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, List, NoticeBar, Radio, Result, Space, Tabs, Tag, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaDay, fenToYuanInput, PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { checkRepayment, creditQuery, keepPayment, keptPayment, moneyConfigQuery, moneyKeys, walletQuery } from './api';
import { yuanError } from './model';
import { OnlinePaymentPanel, usePaymentStatus } from './online-payment';
import { payText as t } from './text';
import styles from './payments.module.css';

const day = (v: string | null) => chinaDay(v) || '—';

/**
 * /zqgl on a phone (账期管理): the credit line — free, used, overdue, next due date — its bills by state, and 还款
 * (/zqgl?repay=1) from the balance or online through the provider (/zqgl?repay=1&pay=<支付单号>).
 */
export default function CreditPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const back = useBack(PHONE_PAGES.wallet);
  const credit = useQuery(creditQuery);
  const close = () => {
    if ((location.state as { sub?: boolean } | null)?.sub) return void navigate(-1);
    setParams({}, { replace: true });
  };
  if (params.get('repay') === '1' && credit.data) return <RepayView owed={credit.data.used} onClose={close} />;
  const c = credit.data;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.creditTitle}</NavBar>
      {c && !c.enabled && <NoticeBar content={t.creditNotOpen} color="info" wrap />}
      <section className={styles.hero} data-testid="phone-credit">
        <div className={styles.heroLabel}>{t.creditFacts.available}（元）</div>
        <div className={styles.heroValue} data-testid="phone-credit-available">
          {c ? yuan(c.available).slice(1) : '—'}
        </div>
        <div className={styles.heroSub}>
          {t.creditFacts.limit} {c ? yuan(c.credit_limit) : '—'}
          {'\u3000'}
          {t.creditFacts.dueDays} {c ? t.days(c.due_days) : '—'}
        </div>
        <div className={styles.heroActions}>
          <Button
            shape="rounded"
            disabled={!c || c.used <= 0}
            onClick={() => setParams(new URLSearchParams([...params, ['repay', '1']]), { state: { sub: true } })}
          >
            {t.repay}
          </Button>
        </div>
      </section>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.muted}>{t.creditFacts.used}</span>
          <strong data-testid="phone-credit-used">{c ? yuan(c.used) : '—'}</strong>
        </div>
        <div className={styles.fact}>
          <span className={styles.muted}>{t.creditFacts.overdue}</span>
          <strong className={c && c.overdue > 0 ? styles.expense : undefined}>{c ? yuan(c.overdue) : '—'}</strong>
        </div>
        <div className={styles.fact}>
          <span className={styles.muted}>{t.creditFacts.nextDue}</span>
          <strong>{c ? day(c.next_due_at) : '—'}</strong>
        </div>
      </div>
      <Bills />
    </div>
  );
}

function Bills() {
  const [params, setParams] = useSearchParams();
  const type = Math.min(2, Math.max(0, Number(params.get('type')) || 0));
  const bills = useInfiniteQuery({
    queryKey: ['money', 'bills', type],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.credit.bills, { query: { type, page: pageParam, page_size: 10 } }),
    getNextPageParam: nextPageOf,
  });
  const list = bills.data?.pages.flatMap((p) => p.list) ?? [];
  const navigate = useNavigate();
  return (
    <>
      <Tabs activeKey={String(type)} className={styles.tabs} onChange={(k) => setParams(k === '0' ? {} : { type: k }, { replace: true })}>
        {t.billTabs.map((title, i) => (
          <Tabs.Tab key={String(i)} title={title} />
        ))}
      </Tabs>
      {bills.isSuccess && list.length === 0 && <Empty description={t.noBills} />}
      {list.length > 0 && (
        <List className={styles.list} data-testid="phone-credit-bills">
          {list.map((b) => (
            <List.Item
              key={b.id}
              data-testid="phone-credit-bill"
              onClick={() => navigate(generatePath(PHONE_PAGES.orderDetail, { id: String(b.order_id) }))}
              description={
                <>
                  <div>
                    {t.billFacts.created} {day(b.created_at)}
                    {'\u3000'}
                    {t.billFacts.due} {day(b.due_at)}
                  </div>
                  {b.repaid_amount > 0 && (
                    <div>
                      {t.billFacts.repaid} {yuan(b.repaid_amount)}
                    </div>
                  )}
                </>
              }
              extra={
                <div className={styles.figureRight}>
                  <div>{yuan(b.amount)}</div>
                  {b.settled_at ? (
                    <Tag color="success" fill="outline">
                      {t.billState.settled}
                    </Tag>
                  ) : b.overdue ? (
                    <Tag color="danger" fill="outline">
                      {t.billState.overdue}
                    </Tag>
                  ) : (
                    <Tag color="warning" fill="outline">
                      {t.billState.open}
                    </Tag>
                  )}
                </div>
              }
            >
              {b.order_no}
            </List.Item>
          ))}
        </List>
      )}
      {(bills.isPending || list.length > 0) && <MoreOnScroll query={bills} />}
    </>
  );
}

function RepayView({ owed, onClose }: { owed: number; onClose: () => void }) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [form] = Form.useForm<{ amount: string; method: 'wallet' | 'online' }>();
  const qc = useQueryClient();
  const config = useQuery(moneyConfigQuery).data;
  const wallet = useQuery(walletQuery).data;
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: moneyKeys.wallet }), qc.invalidateQueries({ queryKey: moneyKeys.all })]);
  const repay = useMutation({
    mutationFn: (v: { amount: string; method: 'wallet' | 'online' }) =>
      call(api.credit.repay, { body: { amount: v.amount.trim(), method: v.method } }),
    onSuccess: async (r) => {
      if (r.payment) {
        keepPayment(r.payment);
        setParams(new URLSearchParams([...params, ['pay', r.payment.payment_no]]), { replace: true, state });
        return;
      }
      Toast.show({ icon: 'success', content: t.repayDone });
      await refresh();
      onClose();
    },
  });
  const paymentNo = params.get('pay');
  if (paymentNo && /^P\d{8,24}$/.test(paymentNo)) return <RepayPayment no={paymentNo} onClose={onClose} onPaid={refresh} />;
  return (
    <div className={styles.page}>
      <NavBar onBack={onClose}>{t.repayTitle}</NavBar>
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={{ amount: fenToYuanInput(owed), method: 'wallet' }}
        onFinish={(v: { amount: string; method: 'wallet' | 'online' }) => repay.mutate(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={repay.isPending}>
            {t.repay}
          </Button>
        }
      >
        <Form.Item
          name="amount"
          label={t.repayAmount}
          description={t.repayMax(yuan(owed))}
          extra={
            <a className={styles.link} onClick={() => form.setFieldValue('amount', fenToYuanInput(owed))}>
              {t.repayAll}
            </a>
          }
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const e = yuanError(v, t.repayAmount, { min: 1, max: owed });
                return e ? Promise.reject(new Error(e)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input className={styles.amountInput} inputMode="decimal" clearable aria-label={t.repayAmount} />
        </Form.Item>
        <Form.Item name="method" label={t.repayMethod}>
          <Radio.Group>
            <Space direction="vertical" block>
              <Radio value="wallet" className={styles.radio}>
                {t.repayMethods.wallet}（可用余额 {wallet ? yuan(wallet.user_money) : '—'}）
              </Radio>
              {/* No payment provider: repaying online is not on offer (the server would refuse it too). */}
              <Radio value="online" className={styles.radio} disabled={config?.online_pay === false}>
                {t.repayMethods.online}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </div>
  );
}

function RepayPayment({ no, onClose, onPaid }: { no: string; onClose: () => void; onPaid: () => unknown }) {
  const payment = keptPayment(no);
  const status = usePaymentStatus(no, checkRepayment, () => void onPaid());
  return (
    <div className={styles.page}>
      <NavBar onBack={onClose}>{t.repayTitle}</NavBar>
      {status?.status === 1 ? (
        <>
          <Result status="success" title={t.repayDone} description={yuan(status.amount)} />
          <div className={styles.actions}>
            <Button color="primary" onClick={onClose}>
              {t.creditTitle}
            </Button>
          </div>
        </>
      ) : payment ? (
        <OnlinePaymentPanel payment={payment} status={status} />
      ) : (
        <section className={styles.qr}>
          <div className={styles.muted}>{status?.status === 2 ? t.closed : t.waiting}</div>
          <div className={styles.muted}>
            {t.paymentNo}：{no}
          </div>
        </section>
      )}
    </div>
  );
}
