import type { ReactNode } from 'react';
import type { GoodsDetail } from '@yaocai/contract';
import { Expiry } from '../../../components/ui/expiry';
import { CLASSIFICATION_NAMES } from '../model/list-filters';
import styles from './detail-specs.module.css';

/** Every pharmaceutical field of the goods, two per row, the way a buyer checks a delivery note. */
export function DetailSpecs({ goods: g, titled = true }: { goods: GoodsDetail; titled?: boolean }) {
  const rows: [string, ReactNode, string?][] = [
    ['通用名', g.generic_name],
    ['商品名', g.trade_name || '—'],
    ['规格', g.ypgg],
    ['剂型', g.dosage_form || g.jx],
    ['单位', g.bzdw],
    ['生产厂家', g.sccj],
    ['批准文号', g.approval_no],
    ['条形码', g.barcode || '—'],
    ['医保编码', g.yb_code || '—', 'detail-yb-code'],
    ['处方分类', CLASSIFICATION_NAMES[g.classification]],
    ['经营范围', g.scope.name],
    ['中包装', `${g.middle_pack}${g.bzdw}`],
    ['件装', `${g.case_pack}${g.bzdw}`],
    ['最小起订量', `${g.min_order}${g.bzdw}`],
    ['批号', g.batch_no || '—', 'detail-batch'],
    ['生产日期', g.production_date || '—'],
    ['有效期至', <Expiry date={g.expiry_date} nearExpiry={g.near_expiry} categoryPath={g.category_path.map((c) => c.id)} />, 'detail-expiry'],
    ['储运条件', g.cold_chain ? '冷链（2～8℃），随货附运输温度记录' : '常温', 'detail-storage'],
    ['品牌', g.brand?.name || '—'],
    ['商家', g.shop_info.name],
  ];
  return (
    <section className={styles.section} data-testid="detail-specs">
      {titled && <h2 className={styles.title}>商品信息</h2>}
      <table className={styles.table}>
        <tbody>
          {pairs(rows).map((pair, i) => (
            <tr key={i}>
              {pair.map(([k, v, testId]) => (
                <Cell key={k} label={k} testId={testId} wide={pair.length === 1}>
                  {v}
                </Cell>
              ))}
            </tr>
          ))}
          <tr>
            <th>库存</th>
            <td colSpan={3} data-testid="detail-stocks">
              {g.stocks.length === 0 ? (
                <span className={styles.out}>缺货</span>
              ) : (
                <span className={styles.stocks}>
                  {g.stocks.map((s) => (
                    <span key={s.ck_id} className={styles.stock}>
                      {s.name}：<b className={s.number > 0 ? undefined : styles.out}>{s.number > 0 ? `${s.number}${g.bzdw}` : '缺货'}</b>
                    </span>
                  ))}
                </span>
              )}
            </td>
          </tr>
        </tbody>
      </table>
      <p className={styles.note}>温馨提示：商品图片仅供参考，以实物为准；药品请仔细阅读说明书并按说明使用或在药师指导下购买和使用。</p>
    </section>
  );
}

/** A label and its value; `wide`: the row's only pair (an odd count), spanning the row. */
function Cell({ label, testId, wide, children }: { label: string; testId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <>
      <th>{label}</th>
      <td data-testid={testId} colSpan={wide ? 3 : undefined}>
        {children}
      </td>
    </>
  );
}

function pairs<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}
