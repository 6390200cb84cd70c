import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { fenToYuan } from '../../../lib/money';
import { payOrdersQuery } from '../api/payments';
import { payText as t } from '../text';
import styles from '../components/payments.module.css';

const UNPAID = 0;
const CANCELLED = 4;

/**
 * Step 4 (/cart/step4?ids=…): states only what the orders' real state says — 支付成功 with the amount paid when every
 * order is paid; otherwise that payment is still due (with the way to pay), that the orders were cancelled, or that
 * there is nothing to show. Never "支付成功 ¥0.00" for an unpaid order or a bare URL.
 */
export function PayDoneTemplate({ ids }: { ids: number[] }) {
  const { data: orders, isPending, isError } = useQuery({ ...payOrdersQuery(ids), enabled: ids.length > 0, retry: false });
  const toOrders = (
    <Link key="orders" to="/order">
      <Button type="primary">{t.viewOrders}</Button>
    </Link>
  );

  let body;
  if (ids.length > 0 && isPending) body = <Skeleton active />;
  else if (ids.length === 0 || isError || !orders || orders.length === 0) {
    body = <Result status="warning" title={t.doneNone} subTitle={t.doneNoneSub} extra={[toOrders]} data-testid="pay-done-none" />;
  } else if (orders.some((o) => o.status === UNPAID)) {
    const due = orders.filter((o) => o.status === UNPAID);
    body = (
      <Result
        status="info"
        title={t.doneUnpaid}
        subTitle={t.doneUnpaidSub(fenToYuan(due.reduce((s, o) => s + o.pay_amount, 0)), due.map((o) => o.order_no).join('、'))}
        extra={[
          <Link key="pay" to={`/cart/step3?ids=${due.map((o) => o.id).join(',')}`}>
            <Button type="primary" danger>
              {t.payNow}
            </Button>
          </Link>,
          <Link key="orders" to="/order">
            <Button>{t.viewOrders}</Button>
          </Link>,
        ]}
        data-testid="pay-done-unpaid"
      />
    );
  } else if (orders.every((o) => o.status === CANCELLED)) {
    body = <Result status="warning" title={t.doneCancelled} extra={[toOrders]} data-testid="pay-done-cancelled" />;
  } else {
    const paid = orders.reduce((s, o) => s + o.paid_amount, 0);
    body = (
      <Result
        status="success"
        title={t.doneTitle}
        subTitle={
          <>
            <div>{t.doneSub(fenToYuan(paid))}</div>
            <div data-testid="done-orders">
              {t.doneOrders}：{orders.map((o) => o.order_no).join('、')}
            </div>
          </>
        }
        extra={[
          toOrders,
          <Link key="home" to="/">
            <Button>{t.continueShopping}</Button>
          </Link>,
        ]}
      />
    );
  }
  return (
    <PageContainer className={styles.page} data-testid="pay-done">
      <section className={styles.card}>{body}</section>
    </PageContainer>
  );
}
