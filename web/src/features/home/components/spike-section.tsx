import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { ThunderboltFilled } from '@ant-design/icons';
import type { SpikeData } from '@yaocai/contract';
import { goodsHref } from '../../../components/ui/goods-href';
import { MutedMoney, Price } from '../../../components/ui/price';
import { spikeQuery } from '../api/home';
import { clockParts, countdown, sessionLabel, soldPercent } from '../model/countdown';
import { homeText as t } from '../text';
import styles from './spike-section.module.css';

type SpikeGoods = SpikeData['goods'][number];
const SHOWN = 5;

function SpikeItem({ goods: g, href }: { goods: SpikeGoods; href: string }) {
  const percent = soldPercent(g.miaosha_stock, g.miaosha_total);
  const soldOut = g.miaosha_stock <= 0;
  return (
    <Link to={href} className={styles.item} title={g.name} data-testid="spike-goods">
      <img src={g.goods_image[0]} alt={g.name} className={styles.image} loading="lazy" />
      <div className={styles.name}>{g.name}</div>
      <div className={styles.spec}>
        {g.ypgg} · {g.sccj}
      </div>
      <div className={styles.prices}>
        <Price fen={g.miaosha_price} tip={g.price_tip} size="md" />
        <MutedMoney fen={g.base_price} strike />
      </div>
      <div className={styles.progress} aria-label={t.sold(percent)}>
        <div className={styles.bar}>
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.left}>{soldOut ? t.soldOut : t.stockLeft(g.miaosha_stock)}</span>
      </div>
    </Link>
  );
}

/**
 * 限时秒杀 on the home page: the session's countdown on the server clock (距开始 / 距结束 hh:mm:ss), each goods' flash
 * price (or the tip in its place) and the stock left. `now` is server time in seconds (0 while unknown).
 */
export function SpikeSection({ now }: { now: number }) {
  const { data, isPending, refetch } = useQuery(spikeQuery);
  const clock = now || data?.timestamp || 0;
  const cd = countdown(data?.session, clock);

  // When the session ends the server announces the next one: reload once.
  const ended = cd.phase === 'ended';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => void refetch(), 1000);
    return () => clearTimeout(timer);
  }, [ended, refetch]);

  const [hh, mm, ss] = clockParts(cd.seconds);
  const goods = data?.goods.slice(0, SHOWN) ?? [];

  return (
    <section className={styles.section} data-testid="home-spike">
      <div className={styles.head}>
        <div className={styles.title}>
          <ThunderboltFilled /> {t.spike}
        </div>
        {data?.session && <div className={styles.session}>{t.session(sessionLabel(data.session.start_time))}</div>}
        <div className={styles.label} data-testid="spike-phase">
          {cd.phase === 'ended' ? t.spikeEnded : cd.label}
        </div>
        {(cd.phase === 'upcoming' || cd.phase === 'running') && (
          <div className={styles.clock} data-testid="spike-countdown" aria-label={`${cd.label} ${hh}:${mm}:${ss}`}>
            <b>{hh}</b>:<b>{mm}</b>:<b>{ss}</b>
          </div>
        )}
      </div>
      <div className={styles.goods}>
        {isPending &&
          Array.from({ length: SHOWN }, (_, i) => (
            <div key={i} className={styles.item}>
              <Skeleton active paragraph={{ rows: 5 }} />
            </div>
          ))}
        {!isPending && goods.length === 0 && <div className={styles.none}>{t.spikeNone}</div>}
        {goods.map((g) => (
          <SpikeItem key={g.miaosha_goods_id} goods={g} href={`${goodsHref(g.id)}?miaosha_goods_id=${g.miaosha_goods_id}`} />
        ))}
      </div>
    </section>
  );
}
