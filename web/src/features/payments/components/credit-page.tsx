import { useState } from 'react';
import { chinaDay } from '@yaocai/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Radio, Skeleton, Table, Tabs, Tag } from 'antd';
import { fenToYuan } from '../../../lib/money';
import { fenToYuanInput, yuanError } from '../../../lib/yuan';
import { billsQuery, checkCreditPayment, creditQuery, moneyConfigQuery, repayCredit, type CreditBill, type OnlinePayment } from '../api/payments';
import { payText as t } from '../text';
import { QrPayment } from './qr-payment';
import styles from './payments.module.css';

const day = (v: string | null) => chinaDay(v) || '—';

function RepayModal({ owed, onClose }: { owed: number; onClose: () => void }) {
  const [form] = Form.useForm<{ amount: string; method: 'wallet' | 'online' }>();
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data: moneyConfig } = useQuery(moneyConfigQuery);
  const done = () => {
    message.success(t.repayDone);
    void qc.invalidateQueries({ queryKey: ['money'] });
    onClose();
  };
  const submit = async () => {
    const v = await form.validateFields();
    setSending(true);
    try {
      const r = await repayCredit(v.amount.trim(), v.method);
      if (r.payment) setPayment(r.payment);
      else done();
    } catch {
      // the request client shows it
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open title={t.repayTitle} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      {payment ? (
        <QrPayment payment={payment} check={checkCreditPayment} onPaid={done} title={t.scanRepay} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          className={styles.modalForm}
          initialValues={{ amount: fenToYuanInput(owed), method: 'wallet' }}
          onFinish={() => void submit()}
          data-testid="repay-form"
        >
          <Form.Item
            name="amount"
            label={t.repayAmount}
            extra={t.repayMax(fenToYuan(owed))}
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const e = yuanError(v, t.repayAmount, { min: 1, max: owed });
                  return e ? Promise.reject(new Error(e)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              prefix="¥"
              suffix={
                <Button type="link" size="small" onClick={() => form.setFieldValue('amount', fenToYuanInput(owed))}>
                  {t.repayAll}
                </Button>
              }
            />
          </Form.Item>
          <Form.Item name="method" label={t.repayMethod}>
            <Radio.Group
              options={[
                { value: 'wallet', label: t.repayMethods.wallet },
                // No payment provider configured: repaying online is not on offer (the server would refuse it too).
                { value: 'online', label: t.repayMethods.online, disabled: moneyConfig?.online_pay === false },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending}>
            {t.repay}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

function Bills() {
  const [type, setType] = useState(0);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(billsQuery(type, page));
  return (
    <>
      <Tabs
        activeKey={String(type)}
        onChange={(k) => {
          setType(Number(k));
          setPage(1);
        }}
        items={t.billTabs.map((label, i) => ({ key: String(i), label }))}
      />
      <Table<CreditBill>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        data-testid="credit-bills"
        columns={[
          { title: t.billCols.order, dataIndex: 'order_no' },
          { title: t.billCols.amount, dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => fenToYuan(v) },
          { title: t.billCols.repaid, dataIndex: 'repaid_amount', width: 110, align: 'right', render: (v: number) => fenToYuan(v) },
          { title: t.billCols.created, dataIndex: 'created_at', width: 120, render: day },
          { title: t.billCols.due, dataIndex: 'due_at', width: 120, render: day },
          {
            title: t.billCols.state,
            key: 'state',
            width: 100,
            render: (_, b) =>
              b.settled_at ? (
                <Tag color="green">{t.billState.settled}</Tag>
              ) : b.overdue ? (
                <Tag color="red">{t.billState.overdue}</Tag>
              ) : (
                <Tag color="orange">{t.billState.open}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}

/** /zqgl: the credit line (账期) — limit, used, free, overdue, next due date — the bills, and 还款. */
export function CreditPage() {
  const { data: c, isPending } = useQuery(creditQuery);
  const [repaying, setRepaying] = useState(false);
  if (isPending || !c)
    return (
      <section className={styles.card}>
        <Skeleton active />
      </section>
    );
  return (
    <div data-testid="credit-page">
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.creditTitle}</h3>
        {!c.enabled && <Alert type="info" showIcon title={t.creditOff} style={{ marginBottom: 16 }} />}
        <div className={styles.summary}>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.creditFacts.available}（元）</div>
            <div className={`${styles.figureValue} ${styles.figureValueRed}`}>{fenToYuan(c.available)}</div>
            <div className={styles.hint}>
              {t.creditFacts.limit}：{fenToYuan(c.credit_limit)}
              {'\u3000'}
              {t.creditFacts.dueDays}：{t.days(c.due_days)}
            </div>
          </div>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.creditFacts.used}（元）</div>
            <div className={styles.figureValue}>{fenToYuan(c.used)}</div>
            <div className={styles.figureActions}>
              <Button type="primary" disabled={c.used <= 0} onClick={() => setRepaying(true)} data-testid="repay-open">
                {t.repay}
              </Button>
            </div>
          </div>
          <div className={styles.figure}>
            <div className={styles.figureLabel}>{t.creditFacts.overdue}（元）</div>
            <div className={`${styles.figureValue} ${c.overdue > 0 ? styles.figureValueRed : ''}`}>{fenToYuan(c.overdue)}</div>
            <div className={styles.hint}>
              {t.creditFacts.nextDue}：{day(c.next_due_at)}
            </div>
          </div>
        </div>
      </section>
      <section className={styles.card}>
        <Bills />
      </section>
      {repaying && <RepayModal owed={c.used} onClose={() => setRepaying(false)} />}
    </div>
  );
}
