import { useEffect } from 'react';
import { generatePath, Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Image, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, chinaMinute, type CombinationPackage } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useAddToCart } from '../../lib/add-to-cart';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import styles from './zones.module.css';

/**
 * /zhzq on a phone (组合购): the packages running now, each with its goods, the package price against buying them one
 * by one, and 加入购物车 for the whole package (one cart line, as on the desktop). `#combo-{id}` (the goods page's
 * 去组合购) scrolls to that package.
 */
export function CombinationsPage() {
  const back = useBack(PHONE_PAGES.home);
  const packages = useQuery({ queryKey: ['promotions', 'combinations'], queryFn: () => call(api.promotions.combinations) });
  const { hash } = useLocation();
  useEffect(() => {
    if (packages.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [packages.data, hash]);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>组合购</NavBar>
      <div className={styles.banner}>
        <strong>组合购</strong>
        <span>常用药品搭配成套，一次加购整套，比单买更省</span>
      </div>
      {packages.isPending ? (
        <div className="yc-list-waiting">加载中…</div>
      ) : !packages.data?.length ? (
        <Empty description="暂无数据" />
      ) : (
        <div data-testid="phone-combinations">
          {packages.data.map((p) => (
            <Package key={p.id} p={p} />
          ))}
        </div>
      )}
    </div>
  );
}

function Package({ p }: { p: CombinationPackage }) {
  const add = useAddToCart();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const signedIn = useUser().data?.show === 1;
  const save = p.price !== null && p.original_price !== null ? p.original_price - p.price : 0;
  return (
    <article id={`combo-${p.id}`} className={styles.card} data-testid="phone-combination" data-combination-id={p.id}>
      <header className={styles.head}>
        <Tag color="warning">组合购</Tag>
        <strong className={styles.name}>{p.name}</strong>
      </header>
      <div className={styles.muted}>
        {p.shop.name} · 截止 {chinaMinute(p.ends_at)}
      </div>
      <ul className={styles.items}>
        {p.items.map((i, n) => (
          <li key={i.goods_id}>
            {n > 0 && <AddOutline className={styles.plus} aria-hidden />}
            <Link to={generatePath(PHONE_PAGES.goodsDetail, { id: String(i.goods_id) })} className={styles.item}>
              <Image src={i.image} width={56} height={56} fit="contain" lazy alt={i.name} />
              <span className={styles.itemText}>
                <span className={styles.itemName}>{i.name}</span>
                <span className={styles.muted}>
                  {i.ypgg} × {i.number}
                  {i.bzdw}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.buy}>
        <div className={styles.prices}>
          <span>
            套餐价{' '}
            {p.price === null ? (
              <span className="yc-price-tip">{p.price_tip}</span>
            ) : (
              <span className={`yc-price ${styles.price}`} data-testid="phone-combination-price">
                {yuan(p.price)}
              </span>
            )}
          </span>
          {p.original_price !== null && <s className={styles.muted}>单买 {yuan(p.original_price)}</s>}
          {save > 0 && <span className={styles.save}>立省 {yuan(save)}</span>}
        </div>
        {signedIn ? (
          <Button
            color="danger"
            shape="rounded"
            disabled={!p.can_buy}
            loading={add.isPending}
            onClick={() => add.mutate({ goods_id: p.items[0]!.goods_id, combination_id: p.id, number: 1 })}
          >
            加入购物车
          </Button>
        ) : (
          <Button color="primary" shape="rounded" onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname + hash)}`)}>
            登录后购买
          </Button>
        )}
      </div>
      {!p.can_buy && p.reason && <div className={styles.reason}>{p.reason}</div>}
    </article>
  );
}
