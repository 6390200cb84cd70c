import { useQuery } from '@tanstack/react-query';
import { chinaFormat } from '@yaocai/contract';
import { Link } from 'react-router';
import { Tag } from 'antd';
import { Price } from '../../../components/ui/price';
import { goodsActivitiesQuery, recentStatQuery } from '../api/goods';
import styles from './detail-insights.module.css';

const time = (s?: number) => (s ? chinaFormat(s, 'MM-DD HH:mm') : '');

/** Under the summary: the goods' running promotions and how the same drug is offered across merchants. */
export function DetailInsights({ goodsId, unit }: { goodsId: number; unit: string }) {
  const activities = useQuery(goodsActivitiesQuery(goodsId));
  const stat = useQuery(recentStatQuery(goodsId));
  const list = activities.data?.list ?? [];
  const s = stat.data;
  return (
    <div className={styles.box} data-testid="detail-insights">
      {list.length > 0 && (
        <div className={styles.row} data-testid="detail-activities">
          <span className={styles.label}>活动</span>
          <div className={styles.items}>
            {list.map((a, i) => (
              <span key={i} className={styles.item}>
                <Tag color={a.type === 'miaosha' ? 'orange' : a.type === 'special' ? 'red' : 'blue'}>{a.name}</Tag>
                {a.type === 'miaosha' && (
                  <>
                    <Price fen={a.price ?? null} tip={activities.data!.price_tip} size="sm" />
                    {a.batch_no ? (
                      <>
                        <span className={styles.note} data-testid="detail-clearance">
                          批号 {a.batch_no} · 有效期至 {a.expiry_date} · 剩 {a.remaining}
                          {unit}
                          {a.per_member_limit > 0 ? ` · 每人限购 ${a.per_member_limit}` : ''}
                        </span>
                        <Link to={`?miaosha_goods_id=${a.miaosha_goods_id}`}>按特价购买</Link>
                      </>
                    ) : (
                      <span className={styles.note}>
                        {time(a.start_time)}–{time(a.end_time)} · 剩 {a.remaining}
                        {unit} · 每人限购 {a.per_member_limit}
                      </span>
                    )}
                  </>
                )}
                {a.type === 'special' && <Price fen={a.price ?? null} tip={activities.data!.price_tip} size="sm" />}
                {(a.type === 'tag' || a.type === 'manjian' || a.type === 'gift') && <span className={styles.note}>{a.describe}</span>}
                {a.type === 'combination' && (
                  <>
                    <span className={styles.note}>{a.describe}</span>
                    {a.save && <span className={styles.note}>{a.save}</span>}
                    <Link to={`/zhzq#combo-${a.combination_id}`} data-testid="detail-combination-link">
                      去组合购
                    </Link>
                  </>
                )}
              </span>
            ))}
          </div>
        </div>
      )}
      {s && (
        <div className={styles.row} data-testid="detail-market">
          <span className={styles.label}>行情</span>
          <span className={styles.note}>
            本品累计销量 {s.sales}
            {unit} · 全平台 {s.shops} 家商家在售 {s.offers} 个货源（{s.offers_in_stock} 个有货）· 最低价
          </span>
          <Price fen={s.lowest_price} tip={s.price_tip} size="sm" />
        </div>
      )}
    </div>
  );
}
