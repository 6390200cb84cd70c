import { useState } from 'react';
import { chinaMinute } from '@yaocai/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Select, Table, Tabs, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { fenToYuan } from '../../../../lib/money';
import { safeRedirect } from '../../../../lib/safe-redirect';
import {
  bankCardQuery,
  moneyLogQuery,
  rechargesQuery,
  userMoneyQuery,
  withdrawalsQuery,
  type MoneyLogEntry,
  type PaymentStatus,
  type Withdrawal,
} from '../../api/payments';
import { payText as t } from '../../text';
import styles from '../payments.module.css';
import { BankCardModal } from './bank-card-modal';
import { RechargeModal } from './recharge-modal';
import { WithdrawModal } from './withdraw-modal';
import { pickedChinaDay } from '@yaocai/contract/china-picker';

const when = (v: string | null) => chinaMinute(v) || '—';
const signed = (fen: number) => (
  <span className={fen >= 0 ? styles.income : styles.expense}>
    {fen >= 0 ? '+' : ''}
    {fenToYuan(fen)}
  </span>
);

function MoneyLog() {
  const [useType, setUseType] = useState(0);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const filter = { page, use_type: useType, start_time: pickedChinaDay(range?.[0]), end_time: pickedChinaDay(range?.[1]) };
  const { data, isFetching } = useQuery(moneyLogQuery(filter));
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          value={useType}
          style={{ width: 120 }}
          onChange={(v) => {
            setUseType(v);
            setPage(1);
          }}
          options={t.useTypes.map((label, value) => ({ value, label }))}
          data-testid="log-type"
        />
        <DatePicker.RangePicker
          value={range}
          placeholder={[...t.dateRange]}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
          allowEmpty={[true, true]}
        />
      </div>
      <Table<MoneyLogEntry>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        data-testid="money-log"
        columns={[
          { title: t.cols.time, dataIndex: 'created_at', width: 160, render: when },
          { title: t.cols.type, dataIndex: 'type_text', width: 90 },
          { title: t.cols.amount, dataIndex: 'amount', width: 120, align: 'right', render: signed },
          { title: t.cols.balance, dataIndex: 'balance', width: 120, align: 'right', render: (v: number) => fenToYuan(v) },
          { title: t.cols.memo, dataIndex: 'memo', ellipsis: true },
        ]}
      />
    </>
  );
}

function Recharges() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(rechargesQuery(page));
  return (
    <Table<PaymentStatus>
      rowKey="payment_no"
      size="middle"
      loading={isFetching}
      dataSource={data?.list ?? []}
      pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      data-testid="recharge-list"
      columns={[
        { title: t.cols.paymentNo, dataIndex: 'payment_no' },
        { title: t.cols.amount, dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => fenToYuan(v) },
        {
          title: t.cols.status,
          dataIndex: 'status',
          width: 100,
          render: (s: number) => <Tag color={['orange', 'green', 'default'][s]}>{t.rechargeStatus[s] ?? s}</Tag>,
        },
        { title: t.cols.paidAt, dataIndex: 'paid_at', width: 160, render: when },
      ]}
    />
  );
}

function Withdrawals() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(withdrawalsQuery(page));
  return (
    <Table<Withdrawal>
      rowKey="id"
      size="middle"
      loading={isFetching}
      dataSource={data?.list ?? []}
      pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      columns={[
        { title: t.cols.time, dataIndex: 'created_at', width: 160, render: when },
        { title: t.cols.amount, dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => fenToYuan(v) },
        { title: t.cols.card, key: 'card', render: (_, w) => `${w.bank_name} ${w.card_no_masked}` },
        {
          title: t.cols.status,
          dataIndex: 'status_text',
          width: 100,
          render: (v: string, w) => <Tag color={['orange', 'green', 'red'][w.status] ?? 'default'}>{v}</Tag>,
        },
        { title: t.cols.reason, dataIndex: 'reason', ellipsis: true, render: (v: string) => v || '—' },
      ]}
    />
  );
}

/** /wdqb: balance and credit, 充值 by QR, 提现 to a bound card, the money log, recharges and withdrawals. */
export function WalletPage({ phone }: { phone: string }) {
  const [params, setParams] = useSearchParams();
  const { data: funds } = useQuery(userMoneyQuery);
  const { data: card } = useQuery(bankCardQuery);
  const { message } = App.useApp();
  const [modal, setModal] = useState<'withdraw' | 'bind' | null>(null);
  const recharging = params.get('recharge') === '1';
  // Sent here from an order's pay page (余额不足 → 去充值): once the recharge is paid, go back to that page.
  const returnTo = safeRedirect(params.get('redirect'), '');
  const navigate = useNavigate();
  const setRecharging = (on: boolean) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (on) q.set('recharge', '1');
        else q.delete('recharge');
        return q;
      },
      { replace: true },
    );

  const withdraw = () => {
    if (!card) {
      message.warning(t.withdrawNeedsCard);
      setModal('bind');
    } else setModal('withdraw');
  };

  return (
    <div data-testid="wallet-page">
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.walletTitle}</h3>
        <div className={styles.summary}>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.balance}</div>
            <div className={`${styles.figureValue} ${styles.figureValueRed}`} data-testid="wallet-balance">
              {funds ? fenToYuan(funds.user_money) : '—'}
            </div>
            <div className={styles.figureActions}>
              <Button type="primary" onClick={() => setRecharging(true)} data-testid="recharge-open">
                {t.doRecharge}
              </Button>
              <Button onClick={withdraw} disabled={!funds || funds.user_money <= 0}>
                {t.doWithdraw}
              </Button>
            </div>
          </div>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.creditLine}</div>
            <div className={styles.figureValue}>{funds ? fenToYuan(funds.credit_available) : '—'}</div>
            <div className={styles.hint}>
              {t.creditFacts.limit}：{funds ? fenToYuan(funds.credit_limit) : '—'}
            </div>
          </div>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.boundCard}</div>
            {card ? (
              <div className={styles.cardLine}>
                <span>{card.bank_name}</span>
                <span className={styles.cardNo}>{card.card_no_masked}</span>
              </div>
            ) : (
              <div className={styles.hint}>{t.noCard}</div>
            )}
            <div className={styles.figureActions}>
              <Button size="small" onClick={() => setModal('bind')}>
                {card ? '更换银行卡' : t.bindCard}
              </Button>
            </div>
          </div>
        </div>
      </section>
      <section className={styles.card}>
        <Tabs
          items={[
            { key: 'log', label: t.tabs.log, children: <MoneyLog /> },
            { key: 'recharges', label: t.tabs.recharges, children: <Recharges /> },
            { key: 'withdrawals', label: t.tabs.withdrawals, children: <Withdrawals /> },
          ]}
        />
      </section>
      {recharging && <RechargeModal onClose={() => setRecharging(false)} onPaid={returnTo ? () => void navigate(returnTo) : undefined} />}
      {modal === 'bind' && <BankCardModal phone={phone} onClose={() => setModal(null)} />}
      {modal === 'withdraw' && card && funds && <WithdrawModal balance={funds.user_money} card={card} onClose={() => setModal(null)} />}
    </div>
  );
}
