/** Dosage forms: a standard label from the generic name (or the dictionary's label), and plausible specs for rows without one. */
import type { Rng } from './prng.js';

/** Name ending → standard dosage form, most specific first. */
const BY_NAME: Array<[RegExp, string]> = [
  [/^注射用|注射液|注射剂|注射用浓溶液|输液|植入剂|微球$/, '注射剂'],
  [/缓释胶囊$/, '缓释胶囊'],
  [/肠溶胶囊$/, '肠溶胶囊'],
  [/软胶囊$|胶丸$/, '软胶囊'],
  [/胶囊(\(.*\))?$/, '胶囊剂'],
  [/缓释片(\(.*\))?$/, '缓释片'],
  [/控释片$/, '控释片'],
  [/肠溶片$/, '肠溶片'],
  [/分散片$/, '分散片'],
  [/咀嚼片(\(.*\))?$/, '咀嚼片'],
  [/贴片$|透皮贴剂$/, '贴剂'],
  [/泡腾片$/, '泡腾片'],
  [/口崩片$|口腔崩解片$/, '口崩片'],
  [/含片$|含化片$/, '含片'],
  [/阴道.*片$|栓$/, '栓剂'],
  [/滴丸$/, '滴丸'],
  [/丸$|丹$/, '丸剂'],
  [/片(\(.*\))?$/, '片剂'],
  [/干混悬剂$/, '干混悬剂'],
  [/混悬液$|混悬剂$|混悬滴剂$/, '混悬剂'],
  [/颗粒(\(.*\))?$|冲剂$/, '颗粒剂'],
  [/滴眼液$|眼液$|滴眼剂$/, '滴眼剂'],
  [/眼膏$|眼用凝胶$/, '眼膏剂'],
  [/滴耳液$/, '滴耳剂'],
  [/滴鼻液$|鼻喷雾剂$|鼻喷剂$|鼻用喷雾剂$/, '鼻用制剂'],
  [/粉雾剂(\(.*\))?$|吸入粉雾剂|粉吸入剂$/, '吸入粉雾剂'],
  [/气雾剂$/, '气雾剂'],
  [/喷雾剂$|喷剂$/, '喷雾剂'],
  [/吸入用.*溶液$|雾化/, '吸入溶液'],
  [/口服溶液(\(.*\))?$|口服液$|合剂$|饮$/, '口服溶液剂'],
  [/糖浆$|露$/, '糖浆剂'],
  [/滴剂$/, '滴剂'],
  [/贴膏$|巴布膏$|膏药$|止痛膏$|狗皮膏$|壮骨膏$/, '贴膏剂'],
  [/乳膏$|霜$/, '乳膏剂'],
  [/软膏$|膏$/, '软膏剂'],
  [/凝胶$|乳胶剂$/, '凝胶剂'],
  [/贴剂$|贴片$|贴$/, '贴剂'],
  [/散$|散剂(\(.*\))?$/, '散剂'],
  [/洗剂$|洗液$/, '洗剂'],
  [/搽剂$|涂剂$|涂膜剂$/, '搽剂'],
  [/酊$/, '酊剂'],
  [/灌肠液$/, '灌肠剂'],
  [/溶液$|液$/, '溶液剂'],
  [/乳剂(\(.*\))?$|脂肪乳/, '乳剂'],
  [/营养粉剂|营养剂/, '散剂'],
];

/** Hospital-dictionary labels → standard form, used when the name says nothing. */
const BY_LABEL: Record<string, string> = {
  针剂: '注射剂',
  冻干粉针: '注射剂',
  大输液: '注射剂',
  片剂: '片剂',
  簿膜片: '片剂',
  缓释片: '缓释片',
  控释片: '控释片',
  肠溶片: '肠溶片',
  分散片: '分散片',
  含片: '含片',
  胶囊: '胶囊剂',
  软胶囊: '软胶囊',
  缓释胶囊: '缓释胶囊',
  颗粒剂: '颗粒剂',
  冲剂: '颗粒剂',
  丸剂: '丸剂',
  滴丸: '滴丸',
  口服液类: '口服溶液剂',
  内服水剂: '口服溶液剂',
  合剂: '口服溶液剂',
  糖浆剂: '糖浆剂',
  干糖浆剂: '颗粒剂',
  液剂: '溶液剂',
  混悬剂: '混悬剂',
  干混剂: '干混悬剂',
  乳剂: '乳剂',
  滴眼剂: '滴眼剂',
  眼膏制剂: '眼膏剂',
  滴耳剂: '滴耳剂',
  滴鼻剂: '鼻用制剂',
  鼻喷剂: '鼻用制剂',
  软膏剂: '软膏剂',
  霜剂: '乳膏剂',
  凝胶: '凝胶剂',
  胶剂: '凝胶剂',
  气雾剂: '气雾剂',
  雾化吸入剂: '吸入溶液',
  喷剂: '喷雾剂',
  口喷剂: '喷雾剂',
  粉剂: '散剂',
  散剂: '散剂',
  栓剂: '栓剂',
  贴剂: '贴剂',
  贴膏: '贴膏剂',
  膜剂: '贴剂',
  洗剂: '洗剂',
  擦剂: '搽剂',
  酊剂: '酊剂',
  滴剂: '滴剂',
  中药饮片: '中药饮片',
  药品器械: '器械',
  湿巾: '器械',
  药品材料: '器械',
};

export function dosageFormOf(generic: string, label = ''): string {
  if (label === '中药饮片') return '中药饮片';
  const name = generic.replace(/(\([^)]*\))+$/, '');
  for (const [re, form] of BY_NAME) if (re.test(name)) return form;
  if (BY_LABEL[label]) return BY_LABEL[label];
  if (/氟烷$/.test(name)) return '吸入溶液';
  // names with no form word are mostly biologics and injectables (兔抗人胸腺细胞免疫球蛋白, 人促红素 …)
  if (/单抗|球蛋白|干扰素|酶|因子|素|肽|蛋白|激素/.test(name)) return '注射剂';
  return label || '片剂';
}

const HAS_FORM =
  /(片|胶囊|丸|丹|注射液|注射剂|颗粒|液|剂|膏|栓|散|贴|粉|水|油|酊|浆|露|霜|胶|茶|喷雾|乳|系统|籽源|微球|溶液|针|包装)[A-Za-z0-9IⅠⅡⅢ-]*(\(.*\))?$/;

/** Adds the dosage-form word a bare dictionary name lacks: 非布司他 (片剂) → 非布司他片, 哌拉西林他唑巴坦钠 (针剂) → 注射用…. */
export function withFormWord(generic: string, label: string): string {
  let name = generic.replace(/针$/, '注射液');
  if (HAS_FORM.test(name) || name.startsWith('注射用') || name.startsWith('吸入用')) return name;
  if (/片|簿膜片|分散片/.test(label)) name += '片';
  else if (/胶囊/.test(label)) name = label === '软胶囊' ? `${name}软胶囊` : `${name}胶囊`;
  else if (label === '冻干粉针' || (label === '针剂' && /(钠|钾)$/.test(name))) name = `注射用${name}`;
  else if (label === '针剂' || label === '大输液') name += '注射液';
  return name;
}

/**
 * Plausible pack sizes per form, for rows with no specification (originator brands). Strengths are left out on
 * purpose: a made-up strength on a real brand would be a factual error, a pack count is merely a pack.
 */
export function inferSpec(generic: string, form: string, rng: Rng): { spec: string; unit: string } {
  const count = (opts: number[]) => rng.pick(opts);
  switch (form) {
    case '注射剂': {
      if (generic.startsWith('注射用')) return { spec: '1瓶/瓶', unit: '瓶' };
      if (/胰岛素|鲁肽|那肽|糖肽|泊肽/.test(generic)) return { spec: '3ml*1支/盒', unit: '盒' };
      if (/氯化钠|葡萄糖|脂肪乳|氨基酸|羟乙基淀粉|置换液/.test(generic)) return { spec: `${rng.pick(['250ml', '500ml', '1000ml'])}/袋`, unit: '袋' };
      const n = count([1, 1, 5, 10]);
      return n === 1 ? { spec: '1支/支', unit: '支' } : { spec: `${n}支/盒`, unit: '盒' };
    }
    case '胶囊剂':
    case '缓释胶囊':
    case '肠溶胶囊':
    case '软胶囊':
      return { spec: `${count([6, 10, 12, 14, 20, 24, 28, 30])}粒/盒`, unit: '盒' };
    case '颗粒剂':
    case '干混悬剂':
    case '散剂':
      return { spec: `${count([6, 9, 10, 12, 18, 20])}袋/盒`, unit: '盒' };
    case '口服溶液剂':
    case '糖浆剂':
    case '混悬剂':
    case '溶液剂':
    case '乳剂':
    case '灌肠剂':
      return { spec: `${rng.pick(['60ml', '100ml', '120ml', '150ml', '200ml'])}/瓶`, unit: '瓶' };
    case '滴剂':
      return { spec: `${rng.pick(['10ml', '15ml', '20ml', '30ml'])}/瓶`, unit: '瓶' };
    case '滴眼剂':
    case '滴耳剂':
    case '鼻用制剂':
      return { spec: `${rng.pick(['5ml', '8ml', '10ml'])}/支`, unit: '支' };
    case '眼膏剂':
    case '软膏剂':
    case '乳膏剂':
    case '凝胶剂':
      return { spec: `${rng.pick(['2.5g', '5g', '10g', '15g', '20g', '30g'])}/支`, unit: '支' };
    case '气雾剂':
    case '喷雾剂':
    case '吸入粉雾剂':
      return { spec: `${rng.pick(['60', '120', '200'])}揿/瓶`, unit: '瓶' };
    case '吸入溶液':
      return { spec: /烷$/.test(generic) ? '250ml/瓶' : `${count([5, 10, 20])}支/盒`, unit: /烷$/.test(generic) ? '瓶' : '盒' };
    case '贴剂':
    case '贴膏剂':
      return { spec: `${count([3, 4, 5, 6, 7, 10])}贴/盒`, unit: '盒' };
    case '栓剂':
      return { spec: `${count([5, 6, 10, 12])}粒/盒`, unit: '盒' };
    case '丸剂':
    case '滴丸':
      return { spec: `${count([60, 120, 180])}丸/瓶`, unit: '瓶' };
    default:
      return { spec: `${count([7, 10, 12, 14, 20, 24, 28, 30, 36, 48])}片/盒`, unit: '盒' };
  }
}
