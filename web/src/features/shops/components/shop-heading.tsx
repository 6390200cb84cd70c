import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { formatMoney } from '../../../lib/money';
import { shopInfoQuery } from '../api/shops';
import { shopsText as t } from '../text';
import styles from './shop-heading.module.css';

/** The merchant band above /list?shop_id=…: name, location, shipping terms and licences (GET /api/sjly-info); `extra` at its end. */
export function ShopHeading({ id, extra }: { id: number; extra?: ReactNode }) {
  const { data: shop, isPending } = useQuery(shopInfoQuery(id));
  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} className={styles.band} />;
  if (!shop) return null;
  return (
    <div className={styles.band} data-testid="shop-heading">
      <img src={shop.logo} alt="" className={styles.logo} />
      <div className={styles.main}>
        <h1 className={styles.name}>{shop.name}</h1>
        <div className={styles.meta}>
          <span>
            <EnvironmentOutlined /> {shop.province} {shop.city}
          </span>
          <span>
            {t.freeShippingFrom}：<b className={styles.em}>满{formatMoney(shop.shipping_amount)}包邮</b>
          </span>
          <span>
            {t.shippingFee}：{formatMoney(shop.shipping_fee)}
          </span>
          <span>
            {t.minOrder}：{formatMoney(shop.min_order_amount)}
          </span>
        </div>
        <div className={styles.meta}>
          <span>
            {t.licence}：{shop.licence_no}
          </span>
          <span>
            {t.gsp}：{shop.gsp_cert_no}
          </span>
          {shop.business_hours ? (
            <span>
              {t.businessHours}：{shop.business_hours}
            </span>
          ) : null}
        </div>
        {shop.notice ? (
          <div className={styles.notice} data-testid="shop-notice">
            {t.notice}：{shop.notice}
          </div>
        ) : null}
      </div>
      {extra}
    </div>
  );
}
