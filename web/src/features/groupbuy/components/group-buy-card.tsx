import { Link } from 'react-router';
import { Tag } from 'antd';
import { formatLeft, saving, secondsLeft, groupBuyText as t } from '@yaocai/contract';
import { MutedMoney, Price } from '../../../components/ui/price';
import type { GroupBuyView, OpenGroupView } from '../api/groupbuy';
import { OpenGroups } from './open-groups';
import styles from './groupbuy.module.css';

export const groupBuyGoodsHref = (goodsId: number) => `/list/info-pt/${goodsId}`;

interface Props {
  campaign: GroupBuyView;
  now: number;
  loginHref: string | null;
  onJoin: (campaign: GroupBuyView, group: OpenGroupView | null) => void;
}

/** One campaign in the zone: the goods (image, name, spec, maker, shop), group price against the list price, N人成团, its open groups. */
export function GroupBuyCard({ campaign: c, now, loginHref, onJoin }: Props) {
  const g = c.goods;
  const save = saving(c.group_price, g.base_price);
  return (
    <article className={styles.card} data-testid="groupbuy-card" data-campaign-id={c.id} data-goods-id={g.id}>
      <Link to={groupBuyGoodsHref(g.id)} className={styles.imageLink}>
        <img src={g.goods_image[0]} alt={g.name} className={styles.image} loading="lazy" />
        <span className={styles.people}>{t.people(c.required_members)}</span>
      </Link>
      <div className={styles.info}>
        <Link to={groupBuyGoodsHref(g.id)} className={styles.name} title={g.name} data-testid="groupbuy-name">
          {g.name}
        </Link>
        <div className={styles.muted}>
          {g.ypgg} · {g.sccj}
        </div>
        <div className={styles.muted}>
          {t.shop}：{g.shop.name}
        </div>
        <div className={styles.prices}>
          <Tag color="red">{t.groupPrice}</Tag>
          <span data-testid="groupbuy-price">
            <Price fen={c.group_price} tip={g.price_tip} size="lg" />
          </span>
          <MutedMoney fen={g.base_price} strike label={`${t.basePrice} `} />
          {save > 0 && <span className={styles.save}>{t.save(save)}</span>}
        </div>
        <div className={styles.meta}>
          <span>{t.within(c.group_hours)}</span>
          <span>{t.limits(c.min_number, c.max_number, g.bzdw)}</span>
          <span>{t.stats(c.formed_groups, c.joined_members)}</span>
        </div>
        <div className={styles.endsIn}>
          {t.endsIn} <b>{formatLeft(secondsLeft(c.ends_at, now))}</b>
        </div>
      </div>
      <OpenGroups campaign={c} now={now} loginHref={loginHref} onJoin={onJoin} />
    </article>
  );
}
