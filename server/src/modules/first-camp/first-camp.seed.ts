import { sql } from 'drizzle-orm';
import { chinaDay } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';

/**
 * Every demo shop's 首营资料, as its buyers' GSP files need them. The shop's own (营业执照, 药品经营许可证, GSP证书, 质量保证协议,
 * 开票资料) and each goods' (注册证书 or 备案凭证 when it has an approval number, its maker's 生产许可证, its package label),
 * uploaded by the shop's 店铺管理员 — or, for a shop without console staff, recorded by the platform at onboarding. The
 * demo has no scans: an empty storage path makes the file a document drawn from the checked facts, marked as demo data.
 * Validity runs from the day the demo is loaded, so nothing is expired on a fresh demo.
 */
export async function seedFirstCamp(tx: Executor, now = new Date()) {
  const today = chinaDay(now);
  await tx.execute(sql`
    with uploader as (
      select s.id as shop_id,
             coalesce((select id from operators where shop_id = s.id and role = 'shop_admin' order by id limit 1),
                      (select id from operators where shop_id is null and role = 'super' order by id limit 1)) as operator_id
      from shops s
    ),
    shop_docs as (
      select s.id as shop_id, null::int as goods_id, d.kind, d.title, d.sort,
             case d.kind when 'business_licence' then s.business_licence_expires
                         when 'drug_licence' then coalesce(s.licence_expires, date '2029-12-31')
                         when 'gsp_cert' then coalesce(s.gsp_expires, date '2028-12-31')
                         when 'quality_agreement' then ${today}::date + 365
                         else null end as valid_until
      from shops s
      cross join (values (1, 'business_licence', '营业执照（副本）'), (2, 'drug_licence', '药品经营许可证（正本）'), (3, 'gsp_cert', 'GSP证书'),
                         (4, 'quality_agreement', '药品质量保证协议'), (5, 'invoice_info', '开票资料')) as d(sort, kind, title)
    ),
    goods_docs as (
      select g.shop_id, g.id as goods_id, d.kind, d.sort,
             case d.kind
               when 'approval' then case when g.scope_code = 'device' then '医疗器械备案凭证（' || g.approval_no || '）'
                                         else '药品注册证书（' || g.approval_no || '）' end
               when 'maker_licence' then case when g.scope_code = 'device' then '医疗器械生产备案凭证' else '药品生产许可证' end
                                         || '（' || coalesce(nullif(g.manufacturer_short, ''), g.manufacturer) || '）'
               else '包装标签（' || g.spec || '）' end as title,
             case d.kind
               when 'approval' then ${today}::date + 200 + (g.id * 53) % 1600
               when 'maker_licence' then ${today}::date + 400 + ('x' || substr(md5(g.manufacturer), 1, 6))::bit(24)::int % 1400
               else null end as valid_until
      from goods g
      cross join (values (1, 'approval'), (2, 'maker_licence'), (3, 'package')) as d(sort, kind)
      where d.kind <> 'approval' or g.approval_no <> ''
    )
    insert into first_camp_documents (shop_id, goods_id, kind, title, valid_until, storage_path, mime, size, uploaded_by)
    select x.shop_id, x.goods_id, x.kind, x.title, x.valid_until, '', 'application/pdf', 0, u.operator_id
    from (select shop_id, goods_id, kind, title, valid_until, sort from shop_docs
          union all select shop_id, goods_id, kind, title, valid_until, sort from goods_docs) x
    join uploader u on u.shop_id = x.shop_id
    order by x.shop_id, x.goods_id nulls first, x.sort`);
}
