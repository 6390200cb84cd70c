import { generatePath, Link } from 'react-router';
import { Image, Tag } from 'antd-mobile';
import { PHONE_PAGES, type GoodsCard } from '@yaocai/contract';
import { yuan } from '../lib/money';

/**
 * A goods in a phone list: picture, name, spec and maker, 效期, price (or why it is hidden), shop. Global classes
 * (app/first-screen.css): the server draws a search's first rows with the same ones.
 */
export function GoodsRow({ goods: g, eager = false }: { goods: GoodsCard; eager?: boolean }) {
  return (
    <Link to={generatePath(PHONE_PAGES.goodsDetail, { id: String(g.id) })} className="yc-row" data-testid="phone-goods-row">
      <Image src={g.goods_image[0] ?? ''} width={88} height={88} fit="contain" lazy={!eager} alt={g.name} className="yc-row-image" />
      <div className="yc-row-body">
        <div className="yc-row-name">
          {g.is_youx ? <Tag color="success">优选</Tag> : null} {g.name}
        </div>
        <div className="yc-row-meta">
          {g.ypgg} · {g.sccj}
        </div>
        <div className="yc-row-meta">
          效期 {g.expiry_date || '—'}
          {g.near_expiry ? <span className="yc-row-near">近效期</span> : null}
        </div>
        <div className="yc-row-foot">
          {g.base_price === null ? <span className="yc-price-tip">{g.price_tip}</span> : <span className="yc-price">{yuan(g.base_price)}</span>}
          <span className="yc-row-shop" data-testid="phone-goods-row-shop">
            {g.shop.name}
          </span>
        </div>
      </div>
    </Link>
  );
}
