import fs from 'node:fs';
import path from 'node:path';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { PackageInsert } from '@yaocai/contract';
import { SEED_DIR } from '../../paths.js';
import { goods } from './catalog.tables.js';

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

/** FNV-1a (32 bits) of a text: the same digits for the same words on every run and both databases. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const letter = (n: number, from = 'ABCDEFGHJKLMNPQRSTUVWXYZ') => from[n % from.length]!;

/**
 * A SYNTHETIC 医保编码 in the real code's shape (23 characters: X 西药 or Z 中成药, class, generic name, dosage form,
 * spec and pack, maker), made from the goods' own words so one drug shares its first ten characters and one product of
 * one maker has one code in every shop. Not the national table's codes: the demo data carries none.
 */
export function syntheticYbCode(g: { kind: 'X' | 'Z'; genericName: string; dosageForm: string; spec: string; manufacturer: string }): string {
  const drug = fnv(g.genericName);
  const group =
    g.kind === 'X'
      ? `${letter(drug, 'ABCDGHJLMNPRS')}${pad((drug % 16) + 1, 2)}${letter(drug >>> 8, 'ABCDE')}${letter(drug >>> 12, 'ABCDEF')}`
      : `A${pad((drug % 12) + 1, 2)}A${letter(drug >>> 8, 'ABCDEF')}`;
  const name = `${letter(drug >>> 16)}${pad((drug >>> 4) % 1000, 3)}`;
  const form = `${letter(fnv(g.dosageForm), 'ABC')}${pad(fnv(g.dosageForm) % 1000, 3)}`;
  const spec = pad(fnv(g.spec) % 10000, 4);
  const maker = pad(fnv(g.manufacturer) % 100000, 5);
  return `${g.kind}${group}${name}${form}${spec}${maker}`;
}

/** Scopes whose goods carry a 医保编码 of the kind: 化学药 and 抗生素 制剂 are 西药 (X), 中成药 Z. */
const YB_KIND = { chemical: 'X', antibiotic: 'X', tcm_patent: 'Z' } as const;
/** How many goods of each kind the demo gives a (synthetic) code: enough to search and ship, most goods have none. */
const YB_DEMO_PER_KIND = 30;

/** The demo's 医保编码: the first YB_DEMO_PER_KIND 西药 and 中成药 goods (by id) get a synthetic one. */
export async function seedYbCodes(tx: Executor) {
  const rows = await tx
    .select({
      id: goods.id,
      scope: goods.scopeCode,
      genericName: goods.genericName,
      dosageForm: goods.dosageForm,
      spec: goods.spec,
      manufacturer: goods.manufacturer,
    })
    .from(goods)
    .where(inArray(goods.scopeCode, Object.keys(YB_KIND)))
    .orderBy(asc(goods.id));
  const taken = { X: 0, Z: 0 };
  const codes: Array<{ id: number; code: string }> = [];
  for (const r of rows) {
    const kind = YB_KIND[r.scope as keyof typeof YB_KIND];
    if (taken[kind] >= YB_DEMO_PER_KIND) continue;
    taken[kind]++;
    codes.push({ id: r.id, code: syntheticYbCode({ ...r, kind }) });
  }
  if (codes.length === 0) return;
  await tx.execute(sql`
    update goods set yb_code = v.code
    from json_to_recordset(${JSON.stringify(codes)}::json) as v(id int, code text) where goods.id = v.id`);
}
