import { lazy, Suspense, useState } from 'react';
import { useParams, useNavigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Stepper, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { CLASSIFICATION_NAMES, PHONE_PAGES, quantityRule, clampQuantity, type GoodsDetail } from '@yaocai/contract';
import { Loaded } from '../../components/loaded';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { yuan } from '../../lib/money';
import { useUser } from '../../lib/user';
import { useAddToCart } from '../../lib/add-to-cart';
import { useReleaseBootScreen } from '../../lib/boot-screen';
import { GoodsGallery } from './goods-gallery';
import { ContactShop } from '../chat/contact-shop';
import styles from './catalog.module.css';

/** Below the fold: its own chunk, so the goods page's first load stays small. */
const GoodsDocuments = lazy(() => import('./goods-documents'));
/** 收藏 comes after the page has drawn (its query and icons stay out of the goods page's first load). */
const FavoriteButton = lazy(() => import('./favorite-button'));
/** The 拼团 block (its campaign, open groups, 去参团 / 发起拼团), asked for once the page has drawn. */
const GroupBuyPanel = lazy(() => import('../../components/group-buy/group-buy-panel'));

/**
 * /list/info/:id on a phone: pictures, price and tiers, the 拼团 block when the goods has a campaign, the drug's facts
 * (批准文号, 批号, 效期), the shop, 加入购物车. /list/info-pt/:id is the same page, for the 拼团 block.
 */
export default function GoodsDetailPage() {
  const id = Number(useParams().id);
  const detail = useQuery({
    queryKey: ['goods', 'detail', id],
    queryFn: () => call(api.catalog.detail, { params: { id } }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const back = useBack(PHONE_PAGES.home);
  // The server-drawn picture goes when there is no gallery to take its place, and when the page is left.
  const noGallery = detail.isError || (detail.data !== undefined && detail.data.goods_image.length === 0);
  useReleaseBootScreen(noGallery);
  return (
    <div className={styles.detail}>
      <NavBar onBack={back}>商品详情</NavBar>
      <Loaded query={detail} valid={id > 0} missing={{ title: '商品不存在或已下架', description: '换个商品看看吧' }}>
        {(goods) => <Detail goods={goods} />}
      </Loaded>
    </div>
  );
}

function Detail({ goods: g }: { goods: GoodsDetail }) {
  const user = useUser().data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const rule = quantityRule(g);
  const [qty, setQty] = useState(rule.min);
  const add = useAddToCart();
  const facts: Array<[string, string]> = [
    ['规格', g.ypgg],
    ['包装单位', g.bzdw],
    ['剂型', g.dosage_form || g.jx],
    ['生产厂家', g.sccj],
    ['批准文号', g.approval_no],
    ['医保编码', g.yb_code],
    ['处方分类', CLASSIFICATION_NAMES[g.classification]],
    ['批号', g.batch_no],
    ['生产日期', g.production_date],
    ['有效期至', g.expiry_date],
    ['中包装', `${g.middle_pack}${g.bzdw}`],
    ['件装量', `${g.case_pack}${g.bzdw}`],
    ['最小起订', `${g.min_order}${g.bzdw}`],
    ['库存', g.number > 0 ? `${g.number}${g.bzdw}` : '缺货'],
    ['条形码', g.barcode],
    ['经营范围', g.scope.name],
  ];
  const signedIn = user?.show === 1;
  return (
    <>
      {g.goods_image.length > 0 ? <GoodsGallery images={g.goods_image} name={g.name} /> : null}
      <section className={styles.card}>
        {g.base_price === null ? (
          <span className="yc-price-tip" data-testid="phone-price-tip">
            {g.price_tip}
          </span>
        ) : (
          <span className={`yc-price ${styles.bigPrice}`} data-testid="phone-price">
            {yuan(g.base_price)}
          </span>
        )}
        {g.retail_price ? <span className={styles.muted}> 建议零售价 {yuan(g.retail_price)}</span> : null}
        <h1 className={styles.title}>
          {g.is_youx ? <Tag color="success">优选</Tag> : null} {g.name}
        </h1>
        <div className={styles.muted}>
          {g.ypgg} · {g.sccj}
        </div>
        {g.ladder_price.length > 0 && (
          <div className={styles.ladder}>
            {g.ladder_price.map((t) => (
              <Tag key={t.number} color="warning" fill="outline">
                满{t.number}
                {g.bzdw} {t.price === null ? '' : yuan(t.price)}
              </Tag>
            ))}
          </div>
        )}
        {g.tags.filter((t) => t.is_show).length > 0 && (
          <div className={styles.ladder}>
            {g.tags
              .filter((t) => t.is_show)
              .map((t) => (
                <Tag key={t.name} color={t.color || 'primary'} fill="outline">
                  {t.name}
                </Tag>
              ))}
          </div>
        )}
      </section>
      <Suspense fallback={null}>
        <GroupBuyPanel goodsId={g.id} />
      </Suspense>
      <section className={styles.card}>
        {/* A plain list of terms: fifteen antd-mobile List items were a third of the page's first drawing. */}
        <h2 className={styles.factsHead}>药品信息</h2>
        <dl className={styles.facts}>
          {facts
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <Suspense fallback={null}>
        <GoodsDocuments goodsId={g.id} signedIn={signedIn} loginHref={`/login?redirect=${encodeURIComponent(pathname)}`} />
      </Suspense>
      <section className={`${styles.card} ${styles.shopCard}`} data-testid="phone-shop-card">
        <div>
          <strong>{g.shop_info.name}</strong>
          <div className={styles.muted}>
            {g.shop_info.province}
            {g.shop_info.city}
            {g.shop_info.min_order_amount > 0 ? ` · ${yuan(g.shop_info.min_order_amount)}起订` : ''}
            {g.shop_info.shipping_amount > 0 ? ` · 满${yuan(g.shop_info.shipping_amount)}包邮` : ''}
          </div>
        </div>
        <ContactShop shopId={g.shop_info.id} goods={g.id} />
      </section>
      <div className={styles.buyBar}>
        {signedIn ? (
          <>
            <Suspense fallback={<span className={styles.favorite} />}>
              <FavoriteButton goodsId={g.id} />
            </Suspense>
            <Stepper
              aria-label="购买数量"
              value={qty}
              min={rule.min}
              max={rule.max > 0 ? rule.max : undefined}
              step={rule.step}
              onChange={(v) => setQty(clampQuantity(v, rule))}
            />
            <Button
              color="primary"
              disabled={!g.can_buy || g.number <= 0}
              loading={add.isPending}
              onClick={() => add.mutate({ goods_id: g.id, number: qty })}
            >
              {g.number <= 0 ? '暂时缺货' : g.can_buy ? '加入购物车' : g.buy_tip || '暂不可购买'}
            </Button>
          </>
        ) : (
          <Button color="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname)}`)}>
            登录后购买
          </Button>
        )}
      </div>
    </>
  );
}
