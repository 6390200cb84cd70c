import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { fenToYuan } from '../../../lib/money';
import { payOrdersQuery } from '../api/payments';
import { payText as t } from '../text';
import styles from '../components/payments.module.css';

/** Step 4 (/cart/step4?ids=…): what was paid, the order numbers, and the ways on. */
export function PayDoneTemplate({ ids }: { ids: number[] }) {
  const { data: orders, isPending } = useQuery({ ...payOrdersQuery(ids), enabled: ids.length > 0 });
  const paid = (orders ?? []).reduce((s, o) => s + o.paid_amount, 0);
  return (
    <PageContainer className={styles.page} data-testid="pay-done">
      <section className={styles.card}>
        {ids.length > 0 && isPending ? (
          <Skeleton active />
        ) : (
          <Result
            status="success"
            title={t.doneTitle}
            subTitle={
              <>
                <div>{t.doneSub(fenToYuan(paid))}</div>
                {orders && orders.length > 0 && (
                  <div data-testid="done-orders">
                    {t.doneOrders}：{orders.map((o) => o.order_no).join('、')}
                  </div>
                )}
              </>
            }
            extra={[
              <Link key="orders" to="/order">
                <Button type="primary">{t.viewOrders}</Button>
              </Link>,
              <Link key="home" to="/">
                <Button>{t.continueShopping}</Button>
              </Link>,
            ]}
          />
        )}
      </section>
    </PageContainer>
  );
}
