import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * The demo shops' licences as 首营资料 (营业执照, 药品经营许可证, GSP证书), uploaded by each shop's 店铺管理员. The demo has
 * no scans: an empty storage path makes the file a licence drawn from the shop's checked facts (marked as demo).
 */
export async function seedFirstCamp(tx: Executor) {
  await tx.execute(sql`
    insert into first_camp_documents (shop_id, kind, title, valid_until, storage_path, mime, size, uploaded_by)
    select s.id, d.kind, d.title,
           case d.kind when 'business_licence' then s.business_licence_expires
                       when 'drug_licence' then coalesce(s.licence_expires, date '2029-12-31')
                       else coalesce(s.gsp_expires, date '2028-12-31') end,
           '', 'application/pdf', 0, o.id
    from shops s
    join lateral (select id from operators where shop_id = s.id and role = 'shop_admin' order by id limit 1) o on true
    cross join (values ('business_licence', '营业执照（副本）'), ('drug_licence', '药品经营许可证（正本）'), ('gsp_cert', 'GSP证书')) as d(kind, title)
    order by s.id, d.kind`);
}
