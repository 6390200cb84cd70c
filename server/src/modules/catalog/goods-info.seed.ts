import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { PackageInsert } from '@yaocai/contract';
import { SEED_DIR } from '../../paths.js';

/**
 * The demo's 说明书 (server/seed/package-inserts.json: the common drugs, by 通用名 — every goods of that drug gets its
 * own copy, as each product has its own insert) and one inspection report per goods batch, by the maker's QC department.
 */
export async function seedGoodsInfo(tx: Executor) {
  const file = JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'package-inserts.json'), 'utf8')) as {
    inserts: Array<PackageInsert & { generic_name: string }>;
  };
  for (const i of file.inserts) {
    await tx.execute(sql`
      insert into package_inserts (goods_id, ingredients, character, indications, dosage, adverse_reactions, contraindications,
                                   precautions, interactions, storage, shelf_life)
      select id, ${i.ingredients}, ${i.character}, ${i.indications}, ${i.dosage}, ${i.adverse_reactions}, ${i.contraindications},
             ${i.precautions}, ${i.interactions}, ${i.storage}, ${i.shelf_life}
      from goods where generic_name = ${i.generic_name}`);
  }
  await tx.execute(sql`
    insert into quality_reports (goods_id, batch_no, report_no, inspector, inspected_on, conclusion)
    select id, batch_no, 'JY' || to_char(production_date, 'YYYYMMDD') || lpad(id::text, 5, '0'),
           case when manufacturer = '' then '药采平台质量管理部' else manufacturer || '质量检验中心' end,
           to_char(production_date + 7, 'YYYY-MM-DD'),
           '本品按《中华人民共和国药典》2020年版检验，结果符合规定。'
    from goods where batch_no <> ''`);
}
