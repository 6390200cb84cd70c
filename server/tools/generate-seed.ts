/**
 * Demo-data generator: `npm run seed:generate -w server` reads ../shared/data (beside the repository) and writes
 * server/seed/catalog.json (SeedCatalog) and server/seed/content.json (SeedContent). Deterministic: a seeded PRNG per
 * entity and a fixed reference date (2026-11-22); running it twice gives identical files.
 *
 * Licences: his_hospital_drug_dictionary.csv is Apache-2.0 (attribution kept in catalog.attribution);
 * originator_drugs_cn.csv states no licence, so only factual names and makers are used; the CC BY-SA file
 * originator_drugs_nmpa_yuanyanyao.csv is deliberately NOT read, so nothing here has to be CC BY-SA.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prohibitedClassOf } from '../src/modules/catalog/prohibited-classes.js';
import type { SeedCatalog, SeedGoods } from '../src/seed/seed-types.js';
import { buildCategories, pruneEmpty } from './seed/category-tree.js';
import { buildContent } from './seed/content.js';
import { buildGoods, REFERENCE_DATE } from './seed/goods.js';
import { BUSINESS_SCOPES, ean13CheckDigit } from './seed/regulatory.js';
import { buildBrands, SHOPS, TAGS } from './seed/shops.js';
import { HIS_FILE, loadSources, ORIGINATOR_FILE } from './seed/sources.js';
import { writeSeedFile } from './seed/write.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER_DIR, '..');
const DATA_DIR = path.resolve(process.env.SEED_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data'));
const OUT_DIR = path.join(SERVER_DIR, 'seed');

const ATTRIBUTION = [
  `药品通用名、规格、剂型与部分生产企业来自 GitHub ZainZhao/HIS（document/mysql/his.sql，表 dms_drug，commit eab8f9f9840c467b838940b345147f15de4ac372），Apache License 2.0；经整理：拆分商品名、修正错别字、规范规格写法，剔除原料药与禁止网络销售的品种（${HIS_FILE}）。`,
  `原研药商品名、生产企业及其简称来自 GitHub qianguyihao/original-drug-list（01-data/*.json，commit 0dc3394b424344bba9846fab88b17fbdbe8bbca7，数据源为“就诊问问”小程序，2025-01-26）；该仓库未声明许可，仅使用药品名称与企业名称等事实信息（${ORIGINATOR_FILE}）。`,
  '批准文号、条形码（69 开头 EAN-13）、处方分类、价格、阶梯价、批号、生产日期、有效期、库存、销量、标签、专区标记均为合成的演示数据，不代表真实药品信息；原研药品种的规格为按剂型推断的合理值。',
  '商家、仓库、会员、客服、证照编号、新闻与帮助内容均为虚构的演示数据；来源仅给出产地或为空的中药饮片等少数品种，其生产企业名称为虚构。',
  'source 为 "synthetic" 的商品（修正药业、感冒灵颗粒、复方氨酚烷胺等常用品种）为补充的合成演示数据，名称与厂家取自公开的常见品种信息。',
  '未使用 CC BY-SA 4.0 许可的 originator_drugs_nmpa_yuanyanyao.csv，本数据无需以 CC BY-SA 发布。',
];

const STAPLES: Array<[string, (g: SeedGoods) => boolean]> = [
  ['阿莫西林胶囊', (g) => g.generic_name === '阿莫西林胶囊'],
  ['头孢克肟', (g) => g.generic_name.includes('头孢克肟')],
  ['头孢拉定', (g) => g.generic_name.includes('头孢拉定')],
  ['头孢氨苄', (g) => g.generic_name.includes('头孢氨苄')],
  ['头孢 (all)', (g) => g.generic_name.includes('头孢')],
  ['名称含“感冒”', (g) => g.name.includes('感冒')],
  ['感冒灵颗粒', (g) => g.generic_name === '感冒灵颗粒'],
  ['复方氨酚烷胺', (g) => g.generic_name.startsWith('复方氨酚烷胺')],
  ['布洛芬缓释胶囊', (g) => g.generic_name === '布洛芬缓释胶囊'],
  ['氯雷他定片 开瑞坦', (g) => g.generic_name === '氯雷他定片' && g.trade_name === '开瑞坦'],
  [
    '阿司匹林肠溶片 拜阿司匹灵 (拜耳)',
    (g) => g.generic_name === '阿司匹林肠溶片' && g.trade_name === '拜阿司匹灵' && g.manufacturer_short === '拜耳',
  ],
  ['复方丹参滴丸', (g) => g.generic_name === '复方丹参滴丸'],
  ['修正药业', (g) => g.manufacturer.includes('修正')],
  ['规格含 0.25g', (g) => g.spec.includes('0.25g')],
];

function fail(message: string): never {
  console.error(`seed:generate: ${message}`);
  process.exit(1);
}

/** Invariants the loader and the API rely on; a failure means a generator bug, so stop before writing. */
function validate(catalog: SeedCatalog): void {
  const leaves = new Set(catalog.categories.filter((c) => c.level === 3).map((c) => c.id));
  const warehouses = new Map(catalog.shops.map((s) => [s.id, new Set(s.warehouses.map((w) => w.id))]));
  const tags = new Set(catalog.tags.map((t) => t.code));
  const scopes = new Set(catalog.business_scopes.map((s) => s.code));
  for (const g of catalog.goods) {
    const where = `goods ${g.id} ${g.name}`;
    if (!leaves.has(g.category_id)) fail(`${where}: category ${g.category_id} is not level 3`);
    if (!scopes.has(g.scope_code)) fail(`${where}: unknown scope ${g.scope_code}`);
    if (!g.stocks.every((s) => warehouses.get(g.shop_id)!.has(s.ck_id) && s.number >= 0)) fail(`${where}: bad stocks`);
    if (!g.tags.every((t) => tags.has(t))) fail(`${where}: unknown tag`);
    if (!/^69\d{11}$/.test(g.barcode) || ean13CheckDigit(g.barcode.slice(0, 12)) !== Number(g.barcode[12])) fail(`${where}: bad barcode`);
    if (g.min_order < 1 || g.case_pack % g.middle_pack !== 0 || g.base_price <= 0 || g.retail_price < g.base_price)
      fail(`${where}: bad packs/prices`);
    let last = { number: g.min_order - 1, price: g.base_price };
    for (const l of g.ladder_prices) {
      if (l.number <= last.number || l.price >= last.price) fail(`${where}: ladder not ascending/descending`);
      last = l;
    }
    if (!(g.production_date < REFERENCE_DATE && g.expiry_date > REFERENCE_DATE)) fail(`${where}: dates`);
    if (prohibitedClassOf({ generic_name: g.generic_name, trade_name: g.trade_name, spec: g.spec, approval_no: g.approval_no })) {
      fail(`${where}: prohibited class slipped through`);
    }
  }
}

function main(): void {
  for (const f of [HIS_FILE, ORIGINATOR_FILE]) {
    if (!fs.existsSync(path.join(DATA_DIR, f))) {
      fail(
        `source data not found: ${path.join(DATA_DIR, f)}\n  Expected the shared data directory beside the repository (../shared/data), or set SEED_DATA_DIR.`,
      );
    }
  }
  const { products, drops, counts } = loadSources(DATA_DIR);
  const index = buildCategories();
  const { brands, idOf } = buildBrands(products);
  const { goods, stats } = buildGoods(products, index, idOf);
  const categories = pruneEmpty(index.categories, new Set(goods.map((g) => g.category_id)));
  const catalog: SeedCatalog = {
    attribution: ATTRIBUTION,
    business_scopes: BUSINESS_SCOPES,
    categories,
    brands,
    shops: SHOPS,
    tags: TAGS,
    goods,
  };
  validate(catalog);
  const content = buildContent(categories);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const catalogBytes = writeSeedFile(path.join(OUT_DIR, 'catalog.json'), catalog);
  const contentBytes = writeSeedFile(path.join(OUT_DIR, 'content.json'), content);

  const level = (n: number) => categories.filter((c) => c.level === n).length;
  const onSale = goods.filter((g) => g.status === 'on_sale');
  const lines = [
    `source rows kept: dictionary ${counts.dictionaryRows}, originator brands ${counts.originatorGroups}, synthetic ${counts.synthetic} → ${products.length} products`,
    `goods ${goods.length} (on sale ${onSale.length}; ${stats.twoShopProducts} products offered by two shops), shops ${SHOPS.length}, warehouses ${SHOPS.reduce((a, s) => a + s.warehouses.length, 0)}, brands ${brands.length}`,
    `categories: level 1 ${level(1)}, level 2 ${level(2)}, level 3 ${level(3)}`,
    `near expiry (< 180 days of ${REFERENCE_DATE}) ${stats.nearExpiry}, zero stock ${stats.zeroStock}`,
    `dropped: ${Object.entries(drops)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    'staples (on-sale goods):',
    ...STAPLES.map(([label, test]) => {
      const found = onSale.filter(test);
      const names = [...new Set(found.map((g) => `${g.name} ${g.spec}`))].slice(0, 3).join('；');
      return `  ${found.length ? '✓' : '✗'} ${label}: ${found.length}${names ? ` (${names})` : ''}`;
    }),
    `wrote seed/catalog.json ${(catalogBytes / 1024).toFixed(0)} KiB, seed/content.json ${(contentBytes / 1024).toFixed(0)} KiB`,
  ];
  console.log(lines.join('\n'));
}

main();
