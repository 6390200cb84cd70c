import { generatePath, Link } from 'react-router';
import { Image, Tag } from 'antd-mobile';
import { PHONE_PAGES, type GoodsCard } from '@yaocai/contract';
import { yuan } from '../lib/money';
import styles from './goods-row.module.css';

/** A goods in a phone list: picture, name, spec and maker, 效期, price (or why it is hidden), shop. */
export function GoodsRow({ goods: g }: { goods: GoodsCard }) {
  return (
    <Link to={generatePath(PHONE_PAGES.goodsDetail, { id: String(g.id) })} className={styles.row} data-testid="phone-goods-row">
      <Image src={g.goods_image[0] ?? ''} width={88} height={88} fit="contain" lazy alt={g.name} className={styles.rowImage} />
      <div className={styles.rowBody}>
        <div className={styles.rowName}>
          {g.is_youx ? <Tag color="success">优选</Tag> : null} {g.name}
        </div>
        <div className={styles.rowMeta}>
          {g.ypgg} · {g.sccj}
        </div>
        <div className={styles.rowMeta}>
          效期 {g.expiry_date || '—'}
          {g.near_expiry ? <span className={styles.near}>近效期</span> : null}
        </div>
        <div className={styles.rowFoot}>
          {g.base_price === null ? <span className="yc-price-tip">{g.price_tip}</span> : <span className="yc-price">{yuan(g.base_price)}</span>}
          <span className={styles.rowShop} data-testid="phone-goods-row-shop">
            {g.shop.name}
          </span>
        </div>
      </div>
    </Link>
  );
}
