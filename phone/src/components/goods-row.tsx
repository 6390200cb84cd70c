import { memo, useDeferredValue } from 'react';
import { generatePath, Link } from 'react-router';
import { Tag } from 'antd-mobile';
import { PHONE_PAGES, type GoodsCard } from '@yaocai/contract';
import { yuan } from '../lib/money';
import { MoreOnScroll } from './more-on-scroll';

/**
 * A goods in a phone list: picture, name, spec and maker, 效期, price (or why it is hidden), shop. Global classes
 * (app/first-screen.css): the server draws a search's first rows with the same ones. Drawn again only when its goods
 * changes (a list's other answers — more pages, its facets, a refresh — leave its rows alone).
 */
export const GoodsRow = memo(function GoodsRow({ goods: g, eager = false }: { goods: GoodsCard; eager?: boolean }) {
  return (
    <Link to={generatePath(PHONE_PAGES.goodsDetail, { id: String(g.id) })} className="yc-row" data-testid="phone-goods-row">
      {/* A plain picture, lazy by the browser: antd-mobile's Image drew a placeholder icon and watched each row from script. */}
      <span className="yc-row-image">
        {g.goods_image[0] ? (
          <img src={g.goods_image[0]} width={88} height={88} alt={g.name} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
      </span>
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
});

type Page = { list: readonly GoodsCard[] };

const Rows = memo(function Rows({ pages }: { pages: readonly Page[] | undefined }) {
  return (
    <>
      {pages
        ?.flatMap((p) => p.list)
        .map((g) => (
          <GoodsRow key={g.id} goods={g} />
        ))}
    </>
  );
});

/**
 * An endless list of goods and its foot. The first page is drawn in the background: an answer is a blocking update
 * (the query's store), and 20 rows drawn in one piece held a phone's main thread for 50+ ms. The foot keeps its place
 * until the rows are drawn, so they never push it down (a layout shift).
 */
export function GoodsRows({ query }: { query: Parameters<typeof MoreOnScroll>[0]['query'] & { data?: { pages: readonly Page[] } } }) {
  // Only the first page waits; later pages show as they come.
  const pages = useDeferredValue(query.data?.pages) === undefined ? undefined : query.data?.pages;
  return (
    <>
      <Rows pages={pages} />
      <MoreOnScroll query={{ ...query, isPending: query.isPending || pages === undefined }} />
    </>
  );
}
