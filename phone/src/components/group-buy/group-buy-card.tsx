import { generatePath, Link } from 'react-router';
import { PHONE_PAGES, formatLeft, groupBuyText as t, saving, secondsLeft, type GroupBuyView, type OpenGroupView } from '@yaocai/contract';
import { yuan } from '../../lib/money';
import { OpenGroups } from './open-groups';
import styles from './group-buy.module.css';

interface Props {
  campaign: GroupBuyView;
  /** Server time, epoch seconds. */
  now: number;
  loginHref: string | null;
  onJoin: (campaign: GroupBuyView, group: OpenGroupView | null) => void;
  /** The zone shows which goods (a link to its 拼团 goods page); the goods page itself does not. */
  withGoods: boolean;
}

/** One campaign: the group price against the list price, N人成团, the limits, time left, its open groups. */
export function GroupBuyCard({ campaign: c, now, loginHref, onJoin, withGoods }: Props) {
  const g = c.goods;
  const save = saving(c.group_price, g.base_price);
  const href = generatePath(PHONE_PAGES.groupBuyGoods, { id: String(g.id) });
  return (
    <article className={styles.card} data-testid="phone-groupbuy-card" data-campaign-id={c.id} data-goods-id={g.id}>
      {withGoods && (
        <Link to={href} className={styles.goods}>
          <span className={styles.imageBox}>
            <img src={g.goods_image[0] ?? ''} width={88} height={88} loading="lazy" alt={g.name} className={styles.image} />
            <span className={styles.people}>{t.people(c.required_members)}</span>
          </span>
          <span className={styles.goodsText}>
            <span className={styles.name} data-testid="phone-groupbuy-name">
              {g.name}
            </span>
            <span className={styles.muted}>
              {g.ypgg} · {g.sccj}
            </span>
            <span className={styles.muted}>
              {t.shop}：{g.shop.name}
            </span>
          </span>
        </Link>
      )}
      <div className={styles.prices}>
        <span className={styles.tag}>{t.groupPrice}</span>
        {c.group_price === null ? (
          <span className="yc-price-tip">{g.price_tip}</span>
        ) : (
          <span className={`yc-price ${styles.price}`} data-testid="phone-groupbuy-price">
            {yuan(c.group_price)}
          </span>
        )}
        {g.base_price !== null && (
          <s className={styles.muted}>
            {t.basePrice} {yuan(g.base_price)}
          </s>
        )}
        {save > 0 && <span className={styles.save}>{t.save(save)}</span>}
        {!withGoods && <span className={styles.badge}>{t.people(c.required_members)}</span>}
      </div>
      <div className={styles.meta}>
        <span>{t.within(c.group_hours)}</span>
        <span>{t.limits(c.min_number, c.max_number, g.bzdw)}</span>
        <span>{t.stats(c.formed_groups, c.joined_members)}</span>
      </div>
      <div className={styles.endsIn}>
        {t.endsIn} <b>{formatLeft(secondsLeft(c.ends_at, now))}</b>
      </div>
      <OpenGroups campaign={c} now={now} loginHref={loginHref} onJoin={onJoin} />
    </article>
  );
}
