import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatLeft, saving, secondsLeft, groupBuyText as t } from '@yaocai/contract';
import { MutedMoney, Price } from '../../../components/ui/price';
import { goodsGroupBuyQuery, type GroupBuyView, type OpenGroupView } from '../api/groupbuy';
import { OpenGroups } from './open-groups';
import styles from './groupbuy.module.css';

/** The join dialog (antd's Modal, Select and form parts) loads when a buyer opens it. */
const JoinDialog = lazy(() => import('./join-dialog').then((m) => ({ default: m.JoinDialog })));

interface Props {
  goodsId: number;
  loginHref: string | null;
  /** /list/info-pt/:id is the group-buy variant of the detail: it says so when the goods has no running campaign. */
  groupVariant: boolean;
  /** Server time in epoch seconds (0 until known). */
  now: number;
}

/** The goods detail's 拼团 panel: the running campaign's price, size and time left, its open groups and 发起拼团. */
export function GroupBuyPanel({ goodsId, loginHref, groupVariant, now }: Props) {
  const { data } = useQuery(goodsGroupBuyQuery(goodsId));
  const [dialog, setDialog] = useState<{ campaign: GroupBuyView; group: OpenGroupView | null } | null>(null);
  const c = data?.list[0];
  if (!data) return null;
  if (!c)
    return groupVariant ? (
      <div className={`${styles.panel} ${styles.panelNone}`} data-testid="groupbuy-panel-none">
        {t.panelNone}，<Link to="/ptzq">{t.moreGroups} ›</Link>
      </div>
    ) : null;
  const clock = now || data.timestamp;
  const save = saving(c.group_price, c.goods.base_price);
  return (
    <section className={styles.panel} data-testid="groupbuy-panel" data-campaign-id={c.id}>
      <div className={styles.panelHead}>
        <span className={styles.panelTitle}>{t.panelTitle}</span>
        <span className={styles.panelPeople}>{t.people(c.required_members)}</span>
        <span className={styles.panelEnds}>
          {t.endsIn} <b>{formatLeft(secondsLeft(c.ends_at, clock))}</b>
        </span>
      </div>
      <div className={styles.panelBody}>
        <div className={styles.panelInfo}>
          <div className={styles.prices}>
            <span className={styles.label}>{t.groupPrice}</span>
            <span data-testid="groupbuy-panel-price">
              <Price fen={c.group_price} tip={c.goods.price_tip} size="xl" />
            </span>
            <MutedMoney fen={c.goods.base_price} strike label={`${t.basePrice} `} />
            {save > 0 && <span className={styles.save}>{t.save(save)}</span>}
          </div>
          <div className={styles.meta}>
            <span>{t.within(c.group_hours)}</span>
            <span>{t.limits(c.min_number, c.max_number, c.goods.bzdw)}</span>
            <span>{t.stats(c.formed_groups, c.joined_members)}</span>
          </div>
          <div className={styles.notice}>{t.notice}</div>
          <Link to="/ptzq" className={styles.more}>
            {t.moreGroups} ›
          </Link>
        </div>
        <OpenGroups campaign={c} now={clock} loginHref={loginHref} onJoin={(campaign, group) => setDialog({ campaign, group })} />
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <JoinDialog campaign={dialog.campaign} group={dialog.group} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  );
}
