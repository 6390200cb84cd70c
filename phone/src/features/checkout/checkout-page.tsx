import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Checkbox, ErrorBlock, List, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { generatePath } from 'react-router';
import { PHONE_PAGES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { CART_KEY, USER_KEY } from '../../lib/query-client';
import styles from './checkout.module.css';

const ids = (text: string | null) => (text ?? '').split(',').filter((x) => /^\d+$/.test(x));

/**
 * /cart/step2 on a phone (确认订单): the address, each shop's order as the server prices it (满减, coupons, shipping),
 * the invoice and a remark, then 提交订单 — one order per shop, placed once however often the button is pressed
 * (the preview's idem_key).
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lineIds = ids(params.get('ids'));
  const couponIds = ids(params.get('coupon_ids'));
  const preview = useQuery({
    queryKey: ['checkout', lineIds.join(','), couponIds.join(',')],
    queryFn: () => call(api.checkout.preview, { body: { ids: lineIds, coupon_ids: couponIds } }),
    enabled: lineIds.length > 0,
    staleTime: 0,
  });
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState(1);
  const [remark, setRemark] = useState('');
  const [picking, setPicking] = useState(false);
  const [acceptShort, setAcceptShort] = useState(false);
  const data = preview.data;
  // Lines expiring before the member's 最低剩余效期: placed only once the buyer ticks the confirmation.
  const shortDated = data?.shops.flatMap((s) => s.lines).filter((l) => l.goods.short_expiry === 1) ?? [];
  const address = data?.addresses.find((a) => a.id === addressId) ?? data?.address ?? null;
  const submit = useMutation({
    mutationFn: () =>
      call(api.checkout.submit, {
        body: {
          ids: lineIds,
          coupon_ids: couponIds,
          address_id: address!.id,
          invoice_type: invoiceType,
          remark,
          accept_short_expiry: acceptShort ? 1 : 0,
          idem_key: data!.idem_key,
        },
      }),
    onSuccess: (placed) => {
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      const orderIds = placed.orders.map((o) => o.id);
      navigate(`${generatePath(PHONE_PAGES.pay, { id: String(orderIds[0]) })}?ids=${orderIds.join(',')}`, { replace: true });
    },
  });
  const back = () => navigate(PHONE_PAGES.cart);
  if (lineIds.length === 0 || preview.isError)
    return (
      <div className={styles.page}>
        <NavBar onBack={back}>确认订单</NavBar>
        <ErrorBlock status="empty" title="没有要结算的商品" description="请回到购物车选择商品" />
      </div>
    );
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>确认订单</NavBar>
      {data?.blocked && <NoticeBar content={data.blocked} color="alert" wrap />}
      {data && (
        <>
          <List mode="card" className={styles.card}>
            <List.Item
              onClick={() => (data.addresses.length > 1 ? setPicking(true) : location.assign('/addr'))}
              description={address ? address.full_address : undefined}
              data-testid="phone-checkout-address"
            >
              {address ? `${address.consignee} ${address.phone}` : '请添加收货地址'}
            </List.Item>
          </List>
          <ActionSheet
            visible={picking}
            onClose={() => setPicking(false)}
            cancelText="取消"
            actions={data.addresses.map((a) => ({ key: a.id, text: `${a.consignee} ${a.full_address}`, onClick: () => setAddressId(a.id) }))}
            onAction={() => setPicking(false)}
          />
          {data.shops.map((shop) => (
            <section key={shop.shop_id} className={styles.shop} data-testid="phone-checkout-shop">
              <header className={styles.shopHead}>{shop.shop_name}</header>
              {shop.lines.map((l) => (
                <div key={l.id} className={styles.line}>
                  <span className={styles.lineName}>
                    {l.goods.name}
                    {l.goods.short_expiry === 1 && <span className={styles.short}>效期至{l.goods.expiry_date}</span>}
                  </span>
                  <span className={styles.muted}>×{l.number}</span>
                  <span>{yuan(l.price * l.number)}</span>
                </div>
              ))}
              <div className={styles.figures}>
                <Figure label="商品金额" fen={shop.goods_amount} />
                {shop.manjian_amount > 0 && <Figure label="满减" fen={-shop.manjian_amount} />}
                {shop.coupon_amount > 0 && <Figure label="优惠券" fen={-shop.coupon_amount} />}
                <Figure label="运费" fen={shop.shipping_fee} />
                <Figure label="小计" fen={shop.pay_amount} strong />
              </div>
            </section>
          ))}
          <List mode="card" className={styles.card} header="发票">
            <List.Item>
              <Radio.Group value={invoiceType} onChange={(v) => setInvoiceType(Number(v))}>
                <Space>
                  <Radio value={1}>普通发票</Radio>
                  <Radio value={2}>增值税专用发票</Radio>
                </Space>
              </Radio.Group>
            </List.Item>
            <List.Item extra={data.invoice.tax_no}>{data.invoice.title}</List.Item>
          </List>
          <List mode="card" className={styles.card} header="订单备注">
            <List.Item>
              <TextArea value={remark} onChange={setRemark} placeholder="选填，请先和商家协商一致" maxLength={200} rows={2} showCount />
            </List.Item>
          </List>
          {shortDated.length > 0 && (
            <List mode="card" className={styles.card} header="效期提醒" data-testid="phone-short-expiry">
              <List.Item description={shortDated.map((l) => `${l.goods.name}（有效期至${l.goods.expiry_date}）`).join('；')}>
                以上商品的有效期不足您设置的最低剩余效期
              </List.Item>
              <List.Item>
                <Checkbox checked={acceptShort} onChange={setAcceptShort}>
                  我已知晓以上商品效期较短，仍要购买
                </Checkbox>
              </List.Item>
            </List>
          )}
          <footer className={styles.bar}>
            <span>
              实付{' '}
              <span className="yc-price" data-testid="phone-checkout-payable">
                {yuan(data.pay_amount)}
              </span>
            </span>
            <Button
              color="primary"
              disabled={!!data.blocked || !address || (shortDated.length > 0 && !acceptShort)}
              loading={submit.isPending}
              onClick={() => submit.mutate()}
            >
              提交订单
            </Button>
          </footer>
        </>
      )}
    </div>
  );
}

function Figure({ label, fen, strong }: { label: string; fen: number; strong?: boolean }) {
  return (
    <div className={styles.figure}>
      <span>{label}</span>
      <span className={strong ? 'yc-price' : undefined}>{fen < 0 ? `-${yuan(-fen)}` : yuan(fen)}</span>
    </div>
  );
}
