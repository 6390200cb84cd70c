import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Radio, Result, Skeleton } from 'antd';
import { CheckCircleFilled, CreditCardOutlined, QrcodeOutlined, WalletOutlined } from '@ant-design/icons';
import { PageContainer } from '../../../components/layout/page-container';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { checkPayment, moneyConfigQuery, payOnCredit, payOrders, payOrdersQuery, userMoneyQuery, type OnlinePayment } from '../api/payments';
import { QrPayment } from '../components/qr-payment';
import { formatLeft, secondsLeft } from '../model/pay-countdown';
import { defaultMethod, methodStates, type PayMethod } from '../model/pay-methods';
import { payText as t } from '../text';
import styles from '../components/payments.module.css';

const ICONS = { wallet: <WalletOutlined />, credit: <CreditCardOutlined />, online: <QrcodeOutlined /> };

/** Where step 4 finds what was paid. */
export function doneHref(ids: number[]) {
  return `/cart/step4?ids=${ids.join(',')}`;
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * Step 3 (/cart/step3/:id?ids=…, /cart/hm?ids=…): the submission's unpaid orders, the time left, and the three
 * ways to pay. Wallet and credit pay at once; online shows the provider's QR code and polls until it is paid.
 */
export function PayTemplate({ ids }: { ids: number[] }) {
  const { data: orders, isPending, isError } = useQuery({ ...payOrdersQuery(ids), enabled: ids.length > 0 });
  const { data: funds } = useQuery(userMoneyQuery);
  const { data: moneyConfig } = useQuery(moneyConfigQuery);
  const onlinePay = moneyConfig?.online_pay ?? true;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [picked, setPicked] = useState<PayMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [qr, setQr] = useState<OnlinePayment | null>(null);

  const unpaid = (orders ?? []).filter((o) => o.status === 0);
  const amount = unpaid.reduce((s, o) => s + o.pay_amount, 0);
  const expiresAt = unpaid.map((o) => o.expires_at).sort()[0] ?? null;
  const now = useNow(unpaid.length > 0);
  const left = secondsLeft(expiresAt, now);
  const states = methodStates(funds, amount, onlinePay);
  const method = picked && !states[picked].disabled ? picked : defaultMethod(states);

  if (ids.length === 0 || isError) {
    return (
      <PageContainer className={styles.page}>
        <Result
          status="warning"
          title={t.noOrder}
          extra={
            <Link to="/order">
              <Button type="primary">{t.backToOrders}</Button>
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (isPending || !orders) {
    return (
      <PageContainer className={styles.page}>
        <div className={styles.card}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageContainer>
    );
  }
  const payIds = unpaid.map((o) => o.id);
  const finish = () => {
    void qc.invalidateQueries({ queryKey: ['orders'] });
    void qc.invalidateQueries({ queryKey: ['money'] });
    navigate(doneHref(orders.map((o) => o.id)), { replace: true });
  };

  if (unpaid.length === 0) {
    const allPaid = orders.every((o) => o.status === 1 || o.status === 2 || o.status === 3);
    return (
      <PageContainer className={styles.page}>
        <Result
          status={allPaid ? 'success' : 'info'}
          title={allPaid ? t.paidDone : t.notPayable}
          extra={
            <Link to="/order">
              <Button type="primary">{t.viewOrders}</Button>
            </Link>
          }
        />
      </PageContainer>
    );
  }

  const pay = async () => {
    if (paying || !method) return;
    if (method === 'online') {
      setPaying(true);
      try {
        const r = await payOrders(payIds, 'online');
        if (r.paid) finish();
        else if (r.payment) setQr(r.payment);
      } catch {
        // the request client shows it
      } finally {
        setPaying(false);
      }
      return;
    }
    const confirmed = await new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t.confirmTitle,
        content: method === 'wallet' ? t.confirmWallet(fenToYuan(amount)) : t.confirmCredit(fenToYuan(amount)),
        okText: t.ok,
        cancelText: t.cancel,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
    if (!confirmed) return;
    setPaying(true);
    try {
      await (method === 'wallet' ? payOrders(payIds, 'wallet') : payOnCredit(payIds));
      message.success(t.paidDone);
      finish();
    } catch {
      void qc.invalidateQueries({ queryKey: ['money'] });
    } finally {
      setPaying(false);
    }
  };

  return (
    <PageContainer className={styles.page} data-testid="pay-page">
      <section className={styles.card}>
        <div className={styles.banner}>
          <CheckCircleFilled className={styles.bannerIcon} />
          <div className={styles.bannerText}>
            <h2 className={styles.bannerTitle}>{t.submitted}</h2>
            <div>
              {left > 0 ? (
                <>
                  {t.payBefore}{' '}
                  <span className={styles.countdown} data-testid="pay-countdown">
                    {formatLeft(left)}
                  </span>{' '}
                  {t.payAfter}
                </>
              ) : (
                <span className={styles.countdown}>{t.expired}</span>
              )}
            </div>
          </div>
          <div className={styles.bannerAmount}>
            {t.total}（{t.orderCount(unpaid.length)}）
            <span className={styles.bigAmount} data-testid="pay-amount">
              {formatMoney(amount)}
            </span>
          </div>
        </div>
        <div className={styles.orderRows}>
          {unpaid.map((o) => (
            <div key={o.id} className={styles.orderRow} data-testid="pay-order">
              <span>
                {t.orderNo}：<strong>{o.order_no}</strong>
              </span>
              <span>
                {t.shop}：<strong>{o.shop_name}</strong>
              </span>
              <span>
                {t.amount}：<strong>{formatMoney(o.pay_amount)}</strong>
              </span>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.chooseMethod}</h3>
        {qr ? (
          <QrPayment payment={qr} check={checkPayment} onPaid={finish} />
        ) : (
          <>
            <Radio.Group value={method} onChange={(e) => setPicked(e.target.value as PayMethod)} className={styles.methods} data-testid="pay-methods">
              {(['wallet', 'credit', 'online'] as const).map((m) => {
                const s = states[m];
                const note =
                  m === 'wallet'
                    ? t.methodNotes.wallet(fenToYuan(funds?.user_money ?? 0))
                    : m === 'credit'
                      ? t.methodNotes.credit(fenToYuan(funds?.credit_available ?? 0))
                      : t.methodNotes.online;
                return (
                  <label
                    key={m}
                    className={[styles.method, method === m ? styles.methodOn : '', s.disabled ? styles.methodOff : ''].join(' ')}
                    data-testid={`pay-method-${m}`}
                  >
                    <Radio value={m} disabled={s.disabled} />
                    <span className={styles.methodIcon}>{ICONS[m]}</span>
                    <span className={styles.methodName}>{t.methods[m]}</span>
                    <span className={styles.methodNote}>{note}</span>
                    {s.reason && <span className={styles.methodReason}>{s.reason}</span>}
                    {m === 'wallet' && s.disabled && s.reason && onlinePay && (
                      <Button
                        size="small"
                        type="primary"
                        ghost
                        data-testid="pay-recharge"
                        onClick={(e) => {
                          // Inside the method's label: do not toggle the (disabled) radio, just go and come back here.
                          e.preventDefault();
                          e.stopPropagation();
                          void navigate(`/wdqb?recharge=1&redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
                        }}
                      >
                        {t.recharge}
                      </Button>
                    )}
                  </label>
                );
              })}
            </Radio.Group>
            <div className={styles.payBar}>
              <span className={styles.payBarAmount}>
                {t.total}：<strong>{formatMoney(amount)}</strong>
              </span>
              <Button
                type="primary"
                danger
                className={styles.payButton}
                loading={paying}
                disabled={left === 0 || !method}
                onClick={() => void pay()}
                data-testid="pay-submit"
              >
                {t.payNow}
              </Button>
            </div>
          </>
        )}
      </section>
    </PageContainer>
  );
}
