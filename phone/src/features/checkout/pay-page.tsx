import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, List, Radio, Result } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { ORDER_STATUS, PHONE_PAGES, chinaMinute, type OutputOf } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import styles from './checkout.module.css';

type Method = 'wallet' | 'credit' | 'online';
type OnlinePayment = NonNullable<OutputOf<typeof api.payments.payOrders>['payment']>;

/**
 * /cart/step3/:id on a phone (支付订单): the orders just placed (or one from 我的订单), paid from the wallet, on 账期,
 * or online by the provider's QR code / page; paid orders go on to /cart/step4.
 */
export default function PayPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderIds = [...new Set([id, ...(params.get('ids') ?? '').split(',')].filter((x): x is string => !!x && /^\d+$/.test(x)))].map(Number);
  const [online, setOnline] = useState<OnlinePayment | null>(null);
  const orders = useQueries({
    queries: orderIds.map((oid) => ({
      queryKey: ['orders', 'detail', oid],
      queryFn: () => call(api.orders.detail, { params: { id: oid } }, { silent: true }),
      // While an online payment waits, ask every 2 s whether the provider has told the server.
      refetchInterval: online ? 2000 : (false as const),
    })),
  });
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => call(api.payments.wallet) });
  const loaded = orders.every((q) => q.data);
  const unpaid = orders.flatMap((q) => (q.data && q.data.status === ORDER_STATUS.unpaid ? [q.data] : []));
  const total = unpaid.reduce((sum, o) => sum + o.pay_amount, 0);
  const done = `${PHONE_PAGES.payDone}?ids=${orderIds.join(',')}`;
  const balance = wallet.data?.user_money ?? 0;
  const credit = wallet.data?.credit_available ?? 0;
  const [method, setMethod] = useState<Method>('wallet');
  const pay = useMutation({
    mutationFn: async () => {
      const ids = unpaid.map((o) => o.id);
      if (method === 'credit') return call(api.credit.payOrders, { body: { ids } });
      return call(api.payments.payOrders, { body: { ids, method: method === 'online' ? 'online' : 'wallet' } });
    },
    onSuccess: (r) => {
      // The orders and the wallet changed: no page may show them as they were.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      if (r.paid) navigate(done, { replace: true });
      else setOnline(r.payment);
    },
  });
  const settled = loaded && unpaid.length === 0;
  // An online payment confirmed by the provider: on to the result, as the QR code's text promises.
  useEffect(() => {
    if (online && settled) navigate(done, { replace: true });
  }, [online, settled, navigate, done]);
  const back = () => navigate(PHONE_PAGES.orders);
  if (orderIds.length === 0 || orders.some((q) => q.isError))
    return (
      <div className={styles.page}>
        <NavBar onBack={back}>支付订单</NavBar>
        <Result status="error" title="订单不存在" description="请回到我的订单查看" />
      </div>
    );
  if (settled)
    return (
      <div className={styles.page}>
        <NavBar onBack={back}>支付订单</NavBar>
        <Result status="success" title="订单已支付" />
        <div className={styles.actionsCentered}>
          <Button color="primary" onClick={() => navigate(done, { replace: true })}>
            查看结果
          </Button>
        </div>
      </div>
    );
  const expires = unpaid[0]?.expires_at;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>支付订单</NavBar>
      <section className={styles.amount}>
        <div className={styles.muted}>应付金额</div>
        <div className={`yc-price ${styles.big}`} data-testid="phone-pay-total">
          {yuan(total)}
        </div>
        {expires && <div className={styles.muted}>请在 {chinaMinute(expires)} 前完成支付，超时订单将自动取消</div>}
      </section>
      <List mode="card" className={styles.card} header={`共 ${unpaid.length} 个订单`}>
        {unpaid.map((o) => (
          <List.Item key={o.id} extra={yuan(o.pay_amount)} description={o.order_no}>
            {o.shop_name}
          </List.Item>
        ))}
      </List>
      {online ? (
        <section className={styles.qr} data-testid="phone-pay-online">
          <Image src={online.qr_image} width={200} height={200} alt="支付二维码" />
          <div className={styles.muted}>请用手机银行或支付应用扫码，支付 {yuan(online.amount)}；支付完成后本页自动跳转</div>
          {online.pay_url && (
            <Button color="primary" fill="outline" onClick={() => location.assign(online.pay_url!)}>
              打开支付页面
            </Button>
          )}
        </section>
      ) : (
        <>
          <List mode="card" className={styles.card} header="支付方式">
            <Radio.Group value={method} onChange={(v) => setMethod(v as Method)}>
              <List.Item
                extra={<Radio value="wallet" disabled={balance < total} aria-label="余额支付" />}
                description={
                  <>
                    可用余额 {yuan(balance)}
                    {wallet.data && balance < total && (
                      // Short of balance: 充值 on the wallet page, which comes back here once the money is in.
                      <a
                        className={styles.recharge}
                        onClick={() =>
                          navigate(`${PHONE_PAGES.wallet}?recharge=1&redirect=${encodeURIComponent(location.pathname + location.search)}`)
                        }
                      >
                        余额不足，去充值
                      </a>
                    )}
                  </>
                }
              >
                余额支付
              </List.Item>
              {credit > 0 && (
                <List.Item extra={<Radio value="credit" disabled={credit < total} aria-label="账期支付" />} description={`可用额度 ${yuan(credit)}`}>
                  账期支付
                </List.Item>
              )}
              <List.Item extra={<Radio value="online" aria-label="在线支付" />} description="银行卡、微信、支付宝扫码">
                在线支付
              </List.Item>
            </Radio.Group>
          </List>
          <footer className={styles.bar}>
            <span />
            <Button
              color="primary"
              disabled={!loaded || total === 0 || (method === 'wallet' && balance < total) || (method === 'credit' && credit < total)}
              loading={pay.isPending}
              onClick={() => pay.mutate()}
            >
              {method === 'online' ? '去支付' : `确认支付 ${yuan(total)}`}
            </Button>
          </footer>
        </>
      )}
    </div>
  );
}
