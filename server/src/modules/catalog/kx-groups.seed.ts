import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The demo's 控销 groups: which top-level categories (or, for 新品, the newest goods) each gathers. */
const GROUPS = [
  {
    url: 'zkcfy',
    title: '专科处方药',
    subtitle: '抗肿瘤、心脑血管、内分泌等专科品种 区域授权',
    intro: '厂家控销的处方药品种，授权后按协议价采购，区域内价格统一、货源稳定。仅限经营范围含处方药的单位采购。',
    tops: ['西药'],
    rxOnly: true,
  },
  {
    url: 'zcyyp',
    title: '中成药与中药饮片',
    subtitle: '道地药材 品牌中成药 控价不乱价',
    intro: '精选中成药与中药饮片控销品种，产地直供、批批有检验报告，授权终端享协议价与专属返利。',
    tops: ['中成药', '中药饮片'],
    rxOnly: false,
  },
  {
    url: 'swbj',
    title: '生物制品与健康',
    subtitle: '生物制品、营养保健、五官皮肤、医疗器械',
    intro: '生物制品与大健康控销品种，冷链品种按 GSP 要求全程温控配送。',
    tops: ['生物制品', '营养保健', '五官皮肤', '医疗器械'],
    rxOnly: false,
  },
] as const;
const NEW_GOODS = 20;
/** kxzq_ad (banner slot 16): shown above every demo group. */
const AD_IDS = [15];

export async function seedKxGroups(tx: Executor) {
  let sort = 0;
  for (const g of GROUPS) {
    await tx.execute(sql`
      with recursive up as (
        select id, id as top_id, parent_id from categories
        union all
        select up.id, c.id, c.parent_id from up join categories c on c.id = up.parent_id),
      tops as (select up.id, c.name from up join categories c on c.id = up.top_id where up.parent_id is null),
      grp as (
        insert into kx_groups (url, title, subtitle, intro, ad_ids, sort)
        values (${g.url}, ${g.title}, ${g.subtitle}, ${g.intro}, ${JSON.stringify(AD_IDS)}::jsonb, ${sort++}) returning id)
      insert into kx_group_goods (group_id, goods_id, sort)
      select grp.id, x.id, row_number() over (order by x.sales desc, x.id)
      from grp, (select gd.id, gd.sales from goods gd join tops t on t.id = gd.category_id
                 where gd.is_kx and t.name in ${[...g.tops]} ${g.rxOnly ? sql`and gd.classification = 'rx'` : sql``}) x`);
  }
  await tx.execute(sql`
    with grp as (
      insert into kx_groups (url, title, subtitle, intro, ad_ids, sort)
      values ('xpsf', '控销新品首发', '新品上市 首批授权终端优先供货',
              '厂家新上市的控销品种，首批授权终端优先供货并享首单政策。', ${JSON.stringify(AD_IDS)}::jsonb, ${sort}) returning id)
    insert into kx_group_goods (group_id, goods_id, sort)
    select grp.id, x.id, row_number() over (order by x.id desc)
    from grp, (select id from goods where is_kx and status = 'on_sale' order by created_at desc, id desc limit ${NEW_GOODS}) x`);
}
