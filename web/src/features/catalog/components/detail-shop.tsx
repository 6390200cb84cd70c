import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { GoodsDetail } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import styles from './detail-shop.module.css';

/** The merchant selling it: name, location, shipping terms, licence numbers and its other goods. */
export function DetailShop({ shop, extra }: { shop: GoodsDetail['shop_info']; extra?: ReactNode }) {
  return (
    <aside className={styles.shop} data-testid="detail-shop">
      <div className={styles.head}>
        <img src={shop.logo} alt="" className={styles.logo} />
        <div className={styles.name} title={shop.name}>
          {shop.name}
        </div>
      </div>
      <dl className={styles.info}>
        <div>
          <dt>
            <EnvironmentOutlined /> 所在地
          </dt>
          <dd>
            {shop.province} {shop.city}
          </dd>
        </div>
        <div>
          <dt>包邮门槛</dt>
          <dd className={styles.em}>满{formatMoney(shop.shipping_amount)}包邮</dd>
        </div>
        <div>
          <dt>运费</dt>
          <dd>{formatMoney(shop.shipping_fee)}</dd>
        </div>
        <div>
          <dt>起订金额</dt>
          <dd>{formatMoney(shop.min_order_amount)}</dd>
        </div>
        <div>
          <dt>经营许可证</dt>
          <dd title={shop.licence_no}>{shop.licence_no}</dd>
        </div>
        <div>
          <dt>GSP证书</dt>
          <dd title={shop.gsp_cert_no}>{shop.gsp_cert_no}</dd>
        </div>
      </dl>
      {extra}
      <Link to={`/list?shop_id=${shop.id}`} className={styles.enter}>
        <Button block icon={<ShopOutlined />}>
          进入店铺
        </Button>
      </Link>
    </aside>
  );
}
