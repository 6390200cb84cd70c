import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from 'antd';
import type { GoodsDetail } from '@yaocai/contract';
import { AddToCartButton } from '../../../components/ui/add-to-cart-button';
import { FavoriteButton } from '../../../components/ui/favorite-button';
import { Expiry } from '../../../components/ui/expiry';
import { MutedMoney, Price } from '../../../components/ui/price';
import { quantityRule } from '@yaocai/contract';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { TagBadges } from '../../../components/ui/tag-badges';
import { CLASSIFICATION_NAMES } from '../model/list-filters';
import styles from './detail-summary.module.css';

/** Spec §4 ladder pricing: 购买数量 ≥ N → 单价, shown as a small table beside the price. */
export function LadderTable({ goods }: { goods: Pick<GoodsDetail, 'ladder_price' | 'price_tip' | 'bzdw'> }) {
  if (goods.ladder_price.length === 0) return null;
  return (
    <table className={styles.ladder} data-testid="detail-ladder">
      <thead>
        <tr>
          <th>购买数量</th>
          <th>单价</th>
        </tr>
      </thead>
      <tbody>
        {goods.ladder_price.map((l) => (
          <tr key={l.number}>
            <td>
              ≥{l.number}
              {goods.bzdw}
            </td>
            <td>
              <Price fen={l.price} tip={goods.price_tip} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Name, tags, price box with ladder prices, the facts buyers check first, quantity and the cart button. */
export function DetailSummary({ goods: g }: { goods: GoodsDetail }) {
  const rule = quantityRule(g);
  const [qty, setQty] = useState(rule.min);
  const stock = g.stocks.reduce((n, s) => n + s.number, 0) || g.number;
  return (
    <div className={styles.summary}>
      <div className={styles.nameRow}>
        <TagBadges tags={g.tags} />
        <h1 className={styles.name} data-testid="detail-name">
          {g.name}
        </h1>
      </div>
      <div className={styles.subtitle}>
        {g.generic_name} {g.ypgg} · {g.sccj}
      </div>
      <div className={styles.priceBox}>
        <div className={styles.priceMain}>
          <div className={styles.priceLine}>
            <span className={styles.k}>批 发 价</span>
            <Price fen={g.base_price} tip={g.price_tip} size="xl" />
            {g.base_price !== null && <span className={styles.unit}>/{g.bzdw}</span>}
          </div>
          <div className={styles.priceLine}>
            <span className={styles.k}>建议零售价</span>
            {g.retail_price !== null ? <MutedMoney fen={g.retail_price} strike /> : <span className={styles.muted}>—</span>}
          </div>
          {g.is_free_shipping ? (
            <div className={styles.priceLine}>
              <span className={styles.k}>包邮</span>
              <span className={styles.promo}>
                单品满 {g.free_shipping_number}
                {g.bzdw} 包邮
              </span>
            </div>
          ) : null}
        </div>
        <LadderTable goods={g} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>规格</dt>
          <dd>{g.ypgg}</dd>
        </div>
        <div>
          <dt>生产厂家</dt>
          <dd title={g.sccj}>{g.sccj}</dd>
        </div>
        <div>
          <dt>批准文号</dt>
          <dd>{g.approval_no}</dd>
        </div>
        <div>
          <dt>处方分类</dt>
          <dd>{CLASSIFICATION_NAMES[g.classification]}</dd>
        </div>
        <div>
          <dt>有效期至</dt>
          <dd>
            <Expiry date={g.expiry_date} nearExpiry={g.near_expiry} categoryPath={g.category_path.map((c) => c.id)} />
          </dd>
        </div>
        <div>
          <dt>中包装/件装</dt>
          <dd>
            {g.middle_pack}
            {g.bzdw} / {g.case_pack}
            {g.bzdw}
          </dd>
        </div>
        <div>
          <dt>最小起订</dt>
          <dd>
            {g.min_order}
            {g.bzdw}
          </dd>
        </div>
        <div>
          <dt>库存</dt>
          <dd className={stock > 0 ? undefined : styles.out}>{stock > 0 ? `${stock}${g.bzdw}` : '缺货'}</dd>
        </div>
      </dl>
      {g.can_buy === 0 && g.buy_tip && (
        <Alert
          className={styles.tip}
          type="warning"
          showIcon
          data-testid="detail-buy-tip"
          title={g.buy_tip}
          action={
            g.base_price === null && g.buy_tip.includes('登录') ? (
              <Link to={`/login?redirect=${encodeURIComponent(`/list/info/${g.id}`)}`}>去登录</Link>
            ) : undefined
          }
        />
      )}
      <div className={styles.buy}>
        <span className={styles.k}>采购数量</span>
        <QuantityStepper value={qty} onChange={setQty} rule={rule} disabled={stock <= 0} />
        <span className={styles.hint}>
          按中包装 {rule.step}
          {g.bzdw} 递增
        </span>
      </div>
      <div className={styles.actions} data-testid="detail-actions">
        <AddToCartButton item={{ goods_id: g.id, number: qty }} size="large" disabled={stock <= 0} />
        <FavoriteButton goodsId={g.id} variant="button" />
      </div>
    </div>
  );
}
