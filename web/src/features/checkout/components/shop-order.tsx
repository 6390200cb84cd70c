import { Fragment } from 'react';
import { Select, Tag } from 'antd';
import type { CheckoutPreview, CouponOption } from '@yaocai/contract';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { ShortShelfLifeTag } from '../../../components/ui/expiry';
import { checkoutText as t } from '../text';
import styles from './checkout.module.css';

type Shop = CheckoutPreview['shops'][number];
type Line = Shop['lines'][number];

/** The coupon select of one source: applicable coupons with their saving, the others disabled with the reason. */
export function CouponSelect({
  options,
  applied,
  onChange,
  testId,
}: {
  options: CouponOption[];
  applied: CouponOption | undefined;
  onChange: (memberCouponId: number | null) => void;
  testId: string;
}) {
  const held = options.filter((c) => c.member_coupon_id !== null);
  return (
    <Select<number>
      className={styles.couponSelect}
      value={applied?.member_coupon_id ?? 0}
      onChange={(v) => onChange(v === 0 ? null : v)}
      data-testid={testId}
      options={[
        { value: 0, label: held.length === 0 ? t.noCouponAvailable : t.noCoupon },
        ...held.map((c) => ({
          value: c.member_coupon_id!,
          disabled: !c.applicable,
          label: c.applicable ? t.couponLabel(c.name, fenToYuan(c.discount)) : `${c.name}（${c.reason ?? c.condition_text}）`,
        })),
      ]}
    />
  );
}

function LineRow({ line }: { line: Line }) {
  const g = line.goods;
  const name = line.combination?.name ?? g.name;
  return (
    <div className={styles.row} data-testid="checkout-line">
      <div className={styles.colGoods}>
        <img className={styles.thumb} src={g.goods_image[0] ?? ''} alt={name} loading="lazy" />
        <div className={styles.goodsText}>
          <div className={styles.goodsName} title={name}>
            {line.type === 1 && <Tag color="red">{t.flashSale}</Tag>}
            {line.type === 3 && <Tag color="orange">{t.combination}</Tag>}
            {name}
          </div>
          <div className={styles.goodsMeta}>
            {t.spec}：{g.ypgg}
            {'\u3000'}
            {t.maker}：{g.sccj}
          </div>
        </div>
      </div>
      <div className={styles.colExpiry}>
        {g.expiry_date || '—'}
        {g.short_expiry === 1 && <ShortShelfLifeTag />}
      </div>
      <div className={styles.colPrice}>
        {formatMoney(line.price)}
        {line.price_changed_from !== null && <span className={styles.struck}>{formatMoney(line.price_changed_from)}</span>}
      </div>
      <div className={styles.colQty}>
        ×{line.number}
        {g.bzdw}
      </div>
      <div className={styles.colTotal}>{formatMoney(line.line_total)}</div>
    </div>
  );
}

/** A 赠品 or taken 换购 under its line at step 2: it will be its own order line. */
function GiftRow({ gift }: { gift: Line['gift_lines'][number] }) {
  return (
    <div className={`${styles.row} ${styles.giftRow}`} data-testid="checkout-gift" data-kind={gift.kind}>
      <div className={styles.colGoods}>
        <div className={styles.goodsText}>
          <div className={styles.goodsName} title={gift.text}>
            <Tag color={gift.kind === 'addon' ? 'orange' : 'red'}>{gift.kind === 'addon' ? t.addon : t.gift}</Tag>
            {gift.name}
          </div>
          <div className={styles.goodsMeta}>
            {t.spec}：{gift.spec}
            {'\u3000'}
            {gift.text}
          </div>
        </div>
      </div>
      <div className={styles.colExpiry}>—</div>
      <div className={styles.colPrice}>{formatMoney(gift.price)}</div>
      <div className={styles.colQty}>
        ×{gift.number}
        {gift.unit}
      </div>
      <div className={styles.colTotal}>{formatMoney(gift.amount)}</div>
    </div>
  );
}

/** One shop's future order: its lines, its coupon and its sums (each shop becomes one order). */
export function ShopOrder({
  shop,
  applied,
  onCoupon,
}: {
  shop: Shop;
  applied: CouponOption | undefined;
  onCoupon: (memberCouponId: number | null) => void;
}) {
  return (
    <div className={styles.shop} data-testid="checkout-shop">
      <div className={styles.shopName}>{shop.shop_name}</div>
      <div className={`${styles.row} ${styles.head}`}>
        <div className={styles.colGoods}>{t.head.goods}</div>
        <div className={styles.colExpiry}>{t.head.expiry}</div>
        <div className={styles.colPrice}>{t.head.price}</div>
        <div className={styles.colQty}>{t.head.quantity}</div>
        <div className={styles.colTotal}>{t.head.subtotal}</div>
      </div>
      {shop.lines.map((l) => (
        <Fragment key={l.id}>
          <LineRow line={l} />
          {l.gift_lines.map((g) => (
            <GiftRow key={`${g.kind}-${g.goods_id}`} gift={g} />
          ))}
        </Fragment>
      ))}
      <div className={styles.shopFoot}>
        <div className={styles.couponPick}>
          {t.shopCoupon}：
          <CouponSelect options={shop.shop_coupons} applied={applied} onChange={onCoupon} testId="shop-coupon" />
        </div>
        <div>
          <div className={styles.sums}>
            <span>{t.shopSums.goods}：</span>
            <strong>{formatMoney(shop.goods_amount - shop.addon_amount)}</strong>
            {shop.addon_amount > 0 && (
              <>
                <span>{t.shopSums.addon}：</span>
                <strong>+{formatMoney(shop.addon_amount)}</strong>
              </>
            )}
            {shop.manjian_amount > 0 && (
              <>
                <span>{t.shopSums.manjian}：</span>
                <strong className={styles.minus}>−{formatMoney(shop.manjian_amount)}</strong>
              </>
            )}
            {shop.coupon_amount > 0 && (
              <>
                <span>{t.shopSums.coupon}：</span>
                <strong className={styles.minus}>−{formatMoney(shop.coupon_amount)}</strong>
              </>
            )}
            <span>{t.shopSums.shipping}：</span>
            <strong>{formatMoney(shop.shipping_fee)}</strong>
            <span className={styles.sumPay}>{t.shopSums.pay}：</span>
            <span className={styles.sumPay}>
              <strong data-testid="shop-pay">{formatMoney(shop.pay_amount)}</strong>
            </span>
          </div>
          {shop.goods_amount - shop.manjian_amount < shop.min_order_amount && (
            <div className={styles.minOrder}>
              {t.minOrder(fenToYuan(shop.min_order_amount), fenToYuan(shop.min_order_amount - (shop.goods_amount - shop.manjian_amount)))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
