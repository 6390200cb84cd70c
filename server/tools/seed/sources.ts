/** Reads the two licensed-for-use CSVs (plus the synthetic staples) into Product records, dropping what may not be sold. */
import path from 'node:path';
import { prohibitedClassOf } from '../../src/modules/catalog/prohibited-classes.js';
import { readCsv } from './csv.js';
import { dosageFormOf, inferSpec, withFormWord } from './forms.js';
import { cleanManufacturer, isForeignMaker, manufacturerShort, normaliseSpec, parseDrugName, unitOf } from './names.js';
import { rngFor } from './prng.js';
import type { Product } from './product.js';
import { kindOf } from './regulatory.js';
import { SYNTHETIC_ROWS } from './synthetic.js';

export const HIS_FILE = 'his_hospital_drug_dictionary.csv';
export const ORIGINATOR_FILE = 'originator_drugs_cn.csv';

export type DropCounts = Record<string, number>;

const PIECE_MAKERS: Record<string, string> = {
  江苏: '江苏本草苑中药饮片有限公司',
  浙江: '浙江百药园中药饮片有限公司',
  安徽: '亳州药都百草中药饮片有限公司',
  山东: '山东齐鲁本草中药饮片有限公司',
  河南: '河南怀庆本草中药饮片有限公司',
  河北: '河北祁州本草中药饮片有限公司',
  四川: '四川蜀本草中药饮片有限公司',
  云南: '云南滇本草中药饮片有限公司',
  贵州: '贵州黔本草中药饮片有限公司',
  广东: '广东岭南本草中药饮片有限公司',
  广西: '广西桂本草中药饮片有限公司',
  福建: '福建闽本草中药饮片有限公司',
  内蒙古: '内蒙古北疆本草中药饮片有限公司',
  内蒙: '内蒙古北疆本草中药饮片有限公司',
  甘肃: '甘肃陇本草中药饮片有限公司',
  陕西: '陕西秦本草中药饮片有限公司',
  山西: '山西晋本草中药饮片有限公司',
  宁夏: '宁夏塞上本草中药饮片有限公司',
  新疆: '新疆天山本草中药饮片有限公司',
  吉林: '吉林长白本草中药饮片有限公司',
  辽宁: '辽宁辽本草中药饮片有限公司',
  黑龙江: '黑龙江北药本草中药饮片有限公司',
  湖北: '湖北楚本草中药饮片有限公司',
  湖南: '湖南湘本草中药饮片有限公司',
  江西: '江西樟树本草中药饮片有限公司',
  上海: '上海申本草中药饮片有限公司',
  南京: '江苏本草苑中药饮片有限公司',
  进口: '广州南洋进口药材有限公司',
};
const DRUG_MAKERS = ['华东瑞康制药有限公司', '中原康泽药业有限公司', '西南百泰制药有限公司', '北方恒安制药有限公司', '岭南和济药业有限公司'];
const PRECIOUS_PIECE = /三七|阿胶|鹿角胶|沉香|川贝|天麻|石斛|灵芝|血竭|琥珀|龟板|鳖甲|蕲蛇|白花蛇|紫河车|西洋参|雪莲|山甲|福胶|肉苁蓉|冰片|麝香/;
const REAGENT = /\(AR\)|^丙酮$|^乙醚$|分离液|二流苏糖醇/;

/** The dictionary often counts capsules in 片 and tablets in 粒: use the word that fits the dosage form. */
function countWord(spec: string, form: string): string {
  if (/胶囊/.test(form)) return spec.replace(/(\d+)片(?=\/|$)/, '$1粒');
  if (/片/.test(form)) return spec.replace(/(\d+)粒(?=\/|$)/, '$1片');
  return spec;
}

const bump = (drops: DropCounts, key: string) => (drops[key] = (drops[key] ?? 0) + 1);

function piecesSpec(generic: string, spec: string, unit: string, key: string): { spec: string; unit: string } {
  if (unit !== '克') return { spec: normaliseSpec(spec), unit: unitOf(normaliseSpec(spec), unit) };
  const rng = rngFor('pieces-spec', key);
  const weight = PRECIOUS_PIECE.test(generic)
    ? rng.pick(['100g', '250g'])
    : rng.weighted([
        ['500g', 7],
        ['1kg', 2],
        ['250g', 1],
      ] as const);
  return { spec: `${weight}/袋`, unit: '袋' };
}

interface OriginatorGroup {
  id: string;
  generic: string;
  trade: string;
  manufacturer: string;
  short: string;
  categories: string[];
}

/** Loads the hospital dictionary (Apache-2.0) rows that may be listed. */
function loadDictionary(dir: string, drops: DropCounts, originators: OriginatorGroup[]): Product[] {
  const out: Product[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(path.join(dir, HIS_FILE))) {
    if (row.dosage_form === '原料药') {
      bump(drops, 'raw_material(原料药)');
      continue;
    }
    const isPiece = row.drug_type === '中草药';
    let { generic, trade } = parseDrugName(row.name);
    const alias = row.alias_or_note;
    if (!trade && alias && /^[\u4e00-\u9fff]{2,6}$/.test(alias) && !/塑瓶|塑料/.test(alias)) trade = alias;
    if (isPiece) trade = '';
    else generic = withFormWord(generic, row.dosage_form);
    const prohibited = prohibitedClassOf({
      generic_name: generic,
      trade_name: trade,
      dosage_form: row.dosage_form,
      spec: row.specification,
      manufacturer: row.manufacturer,
    });
    if (prohibited) {
      bump(drops, prohibited.code);
      continue;
    }
    if (REAGENT.test(row.name) || REAGENT.test(generic)) {
      bump(drops, 'lab_reagent(试剂)');
      continue;
    }
    const form = dosageFormOf(generic, row.dosage_form);
    const { spec, unit } = isPiece
      ? piecesSpec(generic, row.specification, row.unit, row.source_id)
      : { spec: countWord(normaliseSpec(row.specification), form), unit: unitOf(normaliseSpec(row.specification), row.unit) };
    const maker = cleanManufacturer(row.manufacturer);
    let manufacturer = maker.name;
    let syntheticMaker = false;
    if (!manufacturer && !isPiece) {
      // the originator list often names the maker of a brand the dictionary left blank (猪肺磷脂注射液 固尔苏 → Chiesi)
      const known = originators.find((o) => (trade && o.trade === trade) || (o.generic === generic && !trade));
      if (known) manufacturer = known.manufacturer;
    }
    if (!manufacturer) {
      syntheticMaker = true;
      manufacturer = isPiece
        ? (PIECE_MAKERS[maker.region] ?? rngFor('piece-maker', row.source_id).pick(Object.values(PIECE_MAKERS)))
        : rngFor('drug-maker', row.source_id).pick(DRUG_MAKERS);
    }
    const dedupe = `${generic}|${trade}|${spec}|${manufacturer}`;
    if (seen.has(dedupe)) {
      bump(drops, 'duplicate_row');
      continue;
    }
    seen.add(dedupe);
    out.push({
      key: `his:${row.source_id}`,
      source: `${HIS_FILE}#${row.source_id}`,
      origin: 'his',
      generic,
      trade,
      spec,
      unit,
      dosageForm: form,
      sourceForm: row.dosage_form,
      manufacturer,
      manufacturerShort: manufacturerShort(manufacturer),
      syntheticMaker,
      kind: kindOf(generic, form, row.drug_type),
      foreign: isForeignMaker(manufacturer),
      originatorCategories: [],
      brand: '',
    });
  }
  return out;
}

function loadOriginatorGroups(dir: string): OriginatorGroup[] {
  const groups = new Map<string, OriginatorGroup>();
  for (const row of readCsv(path.join(dir, ORIGINATOR_FILE))) {
    const key = `${row.generic_name}|${row.trade_name}|${row.manufacturer}`;
    const g = groups.get(key);
    if (g) {
      if (!g.categories.includes(row.category)) g.categories.push(row.category);
      continue;
    }
    groups.set(key, {
      id: row.source_drug_id,
      generic: row.generic_name.replace(/（/g, '(').replace(/）/g, ')'),
      trade: row.trade_name,
      manufacturer: row.manufacturer,
      short: row.manufacturer_short,
      categories: [row.category],
    });
  }
  return [...groups.values()];
}

/** Adds the originator brands (names and makers only): merged into a dictionary row of the same generic + trade. */
function addOriginators(groups: OriginatorGroup[], products: Product[], drops: DropCounts): Product[] {
  const byGeneric = new Map<string, Product[]>();
  for (const p of products) byGeneric.set(p.generic, [...(byGeneric.get(p.generic) ?? []), p]);
  const out: Product[] = [];
  const seenIds = new Set<string>();
  for (const g of groups) {
    const prohibited = prohibitedClassOf({ generic_name: g.generic, trade_name: g.trade, category: g.categories.join(',') });
    if (prohibited) {
      bump(drops, prohibited.code);
      continue;
    }
    const short = g.short || manufacturerShort(g.manufacturer);
    const same = (byGeneric.get(g.generic) ?? []).filter((p) => p.origin === 'his' && p.trade === g.trade);
    if (same.length) {
      for (const p of same) {
        p.brand = g.short;
        p.originatorCategories.push(...g.categories);
        if (/[\u4e00-\u9fff]/.test(g.manufacturer) && p.manufacturerShort !== short) {
          p.manufacturer = g.manufacturer;
          p.manufacturerShort = short;
          p.foreign = isForeignMaker(g.manufacturer);
        }
      }
      bump(drops, 'originator_merged_into_dictionary_row');
      continue;
    }
    const form = dosageFormOf(g.generic);
    const known = byGeneric.get(g.generic)?.find((p) => p.origin === 'his');
    const { spec, unit } = known ? { spec: known.spec, unit: known.unit } : inferSpec(g.generic, form, rngFor('spec', g.id, g.generic));
    const key = seenIds.has(g.id) ? `orig:${g.id}:${g.trade}` : `orig:${g.id}`;
    seenIds.add(g.id);
    out.push({
      key,
      source: `${ORIGINATOR_FILE}#${g.id}`,
      origin: 'originator',
      generic: g.generic,
      trade: g.trade,
      spec,
      unit,
      dosageForm: form,
      sourceForm: '',
      manufacturer: g.manufacturer,
      manufacturerShort: short,
      syntheticMaker: false,
      kind: kindOf(g.generic, form, ''),
      foreign: isForeignMaker(g.manufacturer),
      originatorCategories: g.categories,
      brand: g.short,
    });
  }
  return out;
}

function synthetic(): Product[] {
  return SYNTHETIC_ROWS.map((r) => ({
    key: `syn:${r.id}`,
    source: 'synthetic',
    origin: 'synthetic' as const,
    generic: r.generic,
    trade: r.trade,
    spec: r.spec,
    unit: r.unit,
    dosageForm: dosageFormOf(r.generic),
    sourceForm: '',
    manufacturer: r.manufacturer,
    manufacturerShort: manufacturerShort(r.manufacturer),
    syntheticMaker: false,
    kind: r.kind,
    foreign: false,
    originatorCategories: [],
    brand: r.staple === '修正' ? '修正' : '',
    staple: r.staple,
  }));
}

/** Everyday staples a buyer searches first: offered by two shops, always on sale and in stock. */
const STAPLE_RULES: Array<[string, (p: Product) => boolean]> = [
  ['阿莫西林胶囊', (p) => p.generic === '阿莫西林胶囊'],
  ['头孢克肟', (p) => p.generic.startsWith('头孢克肟')],
  ['头孢拉定', (p) => p.generic.startsWith('头孢拉定')],
  ['头孢氨苄', (p) => p.generic.startsWith('头孢氨苄')],
  ['布洛芬缓释胶囊', (p) => p.generic === '布洛芬缓释胶囊'],
  ['开瑞坦', (p) => p.generic === '氯雷他定片' && p.trade === '开瑞坦'],
  ['拜阿司匹灵', (p) => p.generic === '阿司匹林肠溶片' && p.trade === '拜阿司匹灵'],
  ['复方丹参滴丸', (p) => p.generic === '复方丹参滴丸'],
  ['感冒', (p) => p.generic.includes('感冒')],
];

function markStaples(products: Product[]): void {
  for (const p of products) {
    const rule = STAPLE_RULES.find(([, test]) => test(p));
    if (rule && !p.staple) p.staple = rule[0];
  }
}

export interface LoadedSources {
  products: Product[];
  drops: DropCounts;
  counts: { dictionaryRows: number; originatorGroups: number; synthetic: number };
}

export function loadSources(dir: string): LoadedSources {
  const drops: DropCounts = {};
  const groups = loadOriginatorGroups(dir);
  const his = loadDictionary(dir, drops, groups);
  const originators = addOriginators(groups, his, drops);
  const syn = synthetic();
  markStaples([...his, ...originators]);
  return {
    products: [...his, ...originators, ...syn],
    drops,
    counts: { dictionaryRows: his.length, originatorGroups: originators.length, synthetic: syn.length },
  };
}
