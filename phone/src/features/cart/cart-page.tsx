import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, Empty, Image, Stepper, SwipeAction } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, quantityRule, clampQuantity, type CartLine, type CartState, type ShopGroup } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { CART_KEY, USER_KEY } from '../../lib/query-client';
import styles from './cart.module.css';

/** 去结算 goes to step 2 with the selected lines of the shops that settle and the coupons the cart applied. */
function settleHref(cart: CartState): string {
  return `${PHONE_PAGES.checkout}?ids=${cart.settle_ids.join(',')}&coupon_ids=${cart.coupons.map((c) => c.id).join(',')}`;
}

/** /cart; the desktop's other addresses of the cart (/cart_step1, /cart_new) lead to it. */
export default function CartPage() {
  const { pathname, search } = useLocation();
  return pathname === PHONE_PAGES.cart ? <Cart /> : <Navigate to={PHONE_PAGES.cart + search} replace />;
}

/** /cart on a phone: lines grouped by shop, steppers on 中包装 and 最小起订, each shop's 起订金额, the total and 去结算. */
function Cart() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useQuery({ queryKey: CART_KEY, queryFn: () => call(api.cart.list) });
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  };
  const edit = useMutation({
    mutationFn: ({ id, number }: { id: number; number: number }) => call(api.cart.edit, { params: { id }, body: { params: { number } } }),
    onSettled: changed,
  });
  const select = useMutation({
    mutationFn: ({ ids, on }: { ids: number[]; on: boolean }) => call(api.cart.select, { body: { ids, is_selected: on ? 1 : 0 } }),
    onSettled: changed,
  });
  const remove = useMutation({ mutationFn: (ids: number[]) => call(api.cart.remove, { body: { ids } }), onSettled: changed });
  const data = cart.data;
  const lines = data?.data.flatMap((g) => g.lines) ?? [];
  const allOn = lines.length > 0 && lines.every((l) => l.is_selected);
  const askRemove = async (ids: number[]) => {
    if (await Dialog.confirm({ content: '确定从购物车删除该商品吗？', confirmText: '删除' })) remove.mutate(ids);
  };
  return (
    <div className={styles.page}>
      <NavBar back={null}>购物车{data && data.count > 0 ? `(${data.count})` : ''}</NavBar>
      {data && lines.length === 0 && (
        <div className={styles.empty}>
          <Empty description="购物车还是空的" />
          <Button color="primary" fill="outline" onClick={() => navigate('/')}>
            去逛逛
          </Button>
        </div>
      )}
      {data?.data.map((group) => (
        <ShopCard
          key={group.shop_id}
          group={group}
          onSelect={(ids, on) => select.mutate({ ids, on })}
          onNumber={(id, number) => edit.mutate({ id, number })}
          onRemove={(id) => void askRemove([id])}
        />
      ))}
      {data && lines.length > 0 && (
        <footer className={styles.settle}>
          <Checkbox checked={allOn} onChange={(on) => select.mutate({ ids: lines.map((l) => l.id), on })}>
            全选
          </Checkbox>
          <div className={styles.total}>
            合计{' '}
            <span className="yc-price" data-testid="phone-cart-payable">
              {yuan(data.payable)}
            </span>
            {data.coupon_discount > 0 && <div className={styles.muted}>已优惠 {yuan(data.coupon_discount)}</div>}
          </div>
          <Button color="primary" disabled={data.settle_ids.length === 0} onClick={() => navigate(settleHref(data))}>
            去结算({data.settle_ids.length})
          </Button>
        </footer>
      )}
    </div>
  );
}

function ShopCard(props: {
  group: ShopGroup;
  onSelect: (ids: number[], on: boolean) => void;
  onNumber: (id: number, number: number) => void;
  onRemove: (id: number) => void;
}) {
  const { group: g } = props;
  const ids = g.lines.map((l) => l.id);
  return (
    <section className={styles.shop} data-testid="phone-cart-shop">
      <header className={styles.shopHead}>
        <Checkbox checked={g.lines.every((l) => l.is_selected)} onChange={(on) => props.onSelect(ids, on)}>
          <strong>{g.shop_name}</strong>
        </Checkbox>
      </header>
      {g.next_hint && <div className={styles.hint}>{g.next_hint}</div>}
      {g.lines.map((line) => (
        <SwipeAction key={line.id} rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => props.onRemove(line.id) }]}>
          <Line line={line} onSelect={(on) => props.onSelect([line.id], on)} onNumber={(n) => props.onNumber(line.id, n)} />
        </SwipeAction>
      ))}
      {g.min_order_shortfall > 0 && (
        <div className={styles.warn}>
          本店{yuan(g.min_order_amount)}起订，还差 {yuan(g.min_order_shortfall)}
        </div>
      )}
    </section>
  );
}

function Line({ line: l, onSelect, onNumber }: { line: CartLine; onSelect: (on: boolean) => void; onNumber: (n: number) => void }) {
  const rule = quantityRule(l.goods);
  return (
    <div className={styles.line} data-testid="phone-cart-line">
      <Checkbox checked={!!l.is_selected} onChange={onSelect} aria-label={`选择 ${l.goods.name}`} />
      <Image src={l.goods.goods_image[0] ?? ''} width={72} height={72} fit="contain" alt={l.goods.name} />
      <div className={styles.lineBody}>
        <div className={styles.name}>{l.goods.name}</div>
        <div className={styles.muted}>
          {l.goods.ypgg} · {l.goods.sccj}
        </div>
        <div className={styles.muted}>
          效期 {l.goods.expiry_date || '—'}
          {l.goods.short_expiry === 1 && <span style={{ marginLeft: 6, color: '#d46b08' }}>效期不足</span>}
        </div>
        {(l.stock_notice || l.deselect_reason || l.price_tip) && (
          <div className={styles.warn}>{l.stock_notice ?? l.deselect_reason ?? l.price_tip}</div>
        )}
        <div className={styles.lineFoot}>
          <span>
            <span className="yc-price">{yuan(l.price)}</span>
            <span className={styles.muted} data-testid="phone-cart-line-total">
              {' '}
              小计 {yuan(l.line_total)}
            </span>
          </span>
          <Stepper
            aria-label="购买数量"
            value={l.number}
            min={rule.min}
            max={rule.max > 0 ? rule.max : undefined}
            step={rule.step}
            onChange={(v) => {
              const n = clampQuantity(v, rule);
              if (n !== l.number) onNumber(n);
            }}
          />
        </div>
      </div>
    </div>
  );
}
