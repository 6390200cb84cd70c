import { useQuery } from '@tanstack/react-query';
import { Image } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import styles from './search.module.css';

/** A shop's goods list opens with the shop: name, where it ships from, its terms and its notice. */
export function ShopHeading({ id }: { id: number }) {
  const shop = useQuery({
    queryKey: ['shop', id],
    queryFn: () => call(api.catalog.shop, { query: { id } }, { silent: true }),
    staleTime: 5 * 60_000,
  }).data;
  if (!shop) return null;
  const terms = [
    shop.min_order_amount > 0 ? `${yuan(shop.min_order_amount)}起订` : '',
    shop.shipping_amount > 0 ? `满${yuan(shop.shipping_amount)}包邮` : '',
    shop.shipping_fee > 0 ? `运费${yuan(shop.shipping_fee)}` : '',
    shop.business_hours,
  ].filter(Boolean);
  return (
    <header className={styles.shop} data-testid="phone-shop-heading">
      {shop.logo ? <Image src={shop.logo} width={48} height={48} fit="contain" alt="" /> : null}
      <div className={styles.shopBody}>
        <strong>{shop.name}</strong>
        <div className={styles.shopMeta}>
          {shop.province}
          {shop.city} {terms.join(' · ')}
        </div>
        {shop.notice ? <div className={styles.shopNotice}>公告：{shop.notice}</div> : null}
      </div>
    </header>
  );
}
