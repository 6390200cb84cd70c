/**
 * 药品网络销售禁止品种识别 — recognises the drug classes that may never be sold online in China
 * (《药品网络销售监督管理办法》第八条 and 《药品网络销售禁止清单（第一版）》, part 1):
 * 疫苗、血液制品、麻醉药品、精神药品、医疗用毒性药品、放射性药品、药品类易制毒化学品、医疗机构制剂、中药配方颗粒.
 *
 * Pure and dependency-free: the seed generator drops what it flags, and the server can re-check goods before listing.
 *
 * Decisions (documented because the lists leave room for judgement):
 * - 医疗用毒性药品, western items (阿托品, 毛果芸香碱, 去乙酰毛花苷丙, 氢溴酸东莨菪碱, 士的宁, 升汞 …): the 1988 list names the
 *   原料药; their ordinary preparations (硫酸阿托品注射液/眼用凝胶, 硝酸毛果芸香碱滴眼液, 西地兰注射液) are not managed as 毒性药品
 *   and stay listable. Exceptions that ARE managed as 毒性药品 in any form: 亚砷酸/三氧化二砷 preparations and A型肉毒毒素制剂.
 * - TCM toxic herbs: only the raw herb itself (生半夏, bare 川乌/草乌/白附子/甘遂 = the unprocessed 饮片, 蟾酥, 雄黄 …); processed
 *   forms (法半夏, 制川乌, 胆南星) and 中成药 that merely contain them (六神丸, 牛黄解毒片, 华蟾素注射液) are allowed.
 * - 麻醉药品 with a compound exception: single-ingredient 可待因/双氢可待因/羟考酮/氢可酮/地芬诺酯 are 麻醉药品; their compound
 *   preparations (复方磷酸可待因溶液, 氨酚羟考酮片, 复方地芬诺酯片) are 第二类精神药品 and are flagged as psychotropic.
 *   复方甘草片 (contains 阿片粉 but is not named after it) is allowed.
 * - 精神药品 include 咖啡因 and 右美沙芬 single-ingredient products only; compound cold medicines with them are allowed.
 * - 药品类易制毒化学品: 麻黄碱/伪麻黄碱 … single-ingredient products only (盐酸麻黄碱注射液); 含麻黄碱类复方制剂 such as
 *   新康泰克 or 氨酚伪麻美芬片 are OTC and allowed. 麦角新碱/麦角胺 (single) are precursors; 麦角胺咖啡因片 is psychotropic.
 * - 血液制品 means human-plasma derived products; 重组 (recombinant) factors and animal immunoglobulins are ordinary biologics.
 * - `manufacturer` is an optional extra input: a hospital maker marks a 医疗机构制剂, and the 配方颗粒 makers mark granules.
 */

export type ProhibitedCode =
  | 'vaccine'
  | 'blood_product'
  | 'narcotic'
  | 'psychotropic'
  | 'toxic'
  | 'radioactive'
  | 'precursor'
  | 'institution_preparation'
  | 'tcm_formula_granule';

export interface ProhibitedInput {
  generic_name: string;
  trade_name?: string;
  dosage_form?: string;
  spec?: string;
  category?: string;
  approval_no?: string;
  manufacturer?: string;
}

export interface ProhibitedClass {
  code: ProhibitedCode;
  reason: string;
}

/** Chinese labels of the classes (used in the reasons). */
export const PROHIBITED_CLASS_LABELS: Record<ProhibitedCode, string> = {
  institution_preparation: '医疗机构制剂',
  tcm_formula_granule: '中药配方颗粒',
  vaccine: '疫苗',
  blood_product: '血液制品',
  radioactive: '放射性药品',
  narcotic: '麻醉药品',
  psychotropic: '精神药品',
  precursor: '药品类易制毒化学品',
  toxic: '医疗用毒性药品',
};

const reasonFor = (code: ProhibitedCode) => `该品种属于${PROHIBITED_CLASS_LABELS[code]}，依据《药品网络销售监督管理办法》不得在网络销售`;

const hit = (code: ProhibitedCode): ProhibitedClass => ({ code, reason: reasonFor(code) });

/** Salt, stereo and route words stripped to find the single active ingredient of a name. */
const SALT_WORDS = [
  '注射用',
  '吸入用',
  '重酒石酸',
  '酒石酸',
  '盐酸',
  '硫酸',
  '磷酸',
  '枸橼酸',
  '马来酸',
  '富马酸',
  '氢溴酸',
  '甲磺酸',
  '苯磺酸',
  '醋酸',
  '乳酸',
  '琥珀酸',
  '草酸',
  '水杨酸',
  '硝酸',
  '消旋',
  '左旋',
  '外用',
  '口服',
];
/** Dosage-form endings, longest first. */
const FORM_SUFFIXES = [
  '缓释胶囊',
  '肠溶胶囊',
  '缓释片',
  '控释片',
  '肠溶片',
  '分散片',
  '咀嚼片',
  '泡腾片',
  '口崩片',
  '舌下片',
  '薄膜衣片',
  '透皮贴剂',
  '注射液',
  '注射剂',
  '滴鼻液',
  '滴眼液',
  '口服溶液',
  '口服液',
  '糖浆',
  '溶液',
  '喷雾剂',
  '气雾剂',
  '颗粒',
  '胶囊',
  '贴剂',
  '滴剂',
  '软膏',
  '乳膏',
  '凝胶',
  '混悬液',
  '栓',
  '散',
  '丸',
  '片',
  '针',
  '粉',
  '酊',
  '胶浆',
  '合剂',
];

const normalise = (s: string | undefined) =>
  (s ?? '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\s+/g, '')
    .replace(/茛/g, '莨') // 东茛菪碱 → 东莨菪碱
    .replace(/咪哒唑仑/g, '咪达唑仑')
    .replace(/丁丙诺非/g, '丁丙诺啡')
    .replace(/麻黄素/g, '麻黄碱')
    .replace(/氯氮卓/g, '氯氮䓬');

/** The name with brackets, digits and salt words removed (硫酸阿托品注射液 → 阿托品注射液). */
function withoutSalts(name: string): string {
  let core = normalise(name)
    .replace(/\([^)]*\)?/g, '')
    .replace(/[\dA-Za-zⅠⅡⅢⅣ%.:：*×/+-]+/g, '');
  for (const s of SALT_WORDS) core = core.split(s).join('');
  return core;
}

/** The name with brackets, salts and the dosage-form ending removed (e.g. 盐酸麻黄碱注射液 → 麻黄碱). */
export function activeCore(name: string): string {
  let core = withoutSalts(name);
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of FORM_SUFFIXES) {
      if (core.length > f.length && core.endsWith(f)) {
        core = core.slice(0, -f.length);
        changed = true;
      }
    }
  }
  return core;
}

const isSingle = (name: string, ingredient: string) => {
  const core = activeCore(name);
  return core === ingredient || core === `${ingredient}钠` || core === `${ingredient}碱`;
};

/** 麻醉药品品种目录 (medical-use items). 吗啡 also covers 氢吗啡酮; 芬太尼 covers 舒芬太尼/瑞芬太尼/阿芬太尼. */
const NARCOTIC = [
  '吗啡',
  '芬太尼',
  '哌替啶',
  '美沙酮',
  '布桂嗪',
  '罂粟壳',
  '阿片',
  '阿桔片',
  '复方樟脑酊',
  '可卡因',
  '蒂巴因',
  '二氢埃托啡',
  '右丙氧芬',
  '乙基吗啡',
  '福尔可定',
  '奥赛利定',
  '氢可酮',
  '羟考酮',
  '可待因',
  '地芬诺酯',
];
/** Narcotic ingredients whose compound preparations are 第二类精神药品 rather than 麻醉药品. */
const NARCOTIC_COMPOUND_IS_PSYCHOTROPIC = ['可待因', '羟考酮', '氢可酮', '地芬诺酯'];
const NARCOTIC_EXCLUDE = /阿扑吗啡|去水吗啡/;

/** 精神药品品种目录 (第一类 and 第二类, medical-use items). */
const PSYCHOTROPIC = [
  '地西泮',
  '硝西泮',
  '氯硝西泮',
  '劳拉西泮',
  '奥沙西泮',
  '氟西泮',
  '氟硝西泮',
  '替马西泮',
  '溴西泮',
  '氯氮䓬',
  '阿普唑仑',
  '艾司唑仑',
  '三唑仑',
  '咪达唑仑',
  '瑞马唑仑',
  '唑吡坦',
  '佐匹克隆',
  '扎来普隆',
  '巴比妥',
  '曲马多',
  '丁丙诺啡',
  '氯胺酮',
  '哌甲酯',
  '哌醋甲酯',
  '莫达非尼',
  '喷他佐辛',
  '布托啡诺',
  '纳布啡',
  '地佐辛',
  '羟丁酸',
  '依托咪酯',
  '麦角胺咖啡因',
  '安钠咖',
  '甲丙氨酯',
  '匹莫林',
  '纳呋拉啡',
  '吡仑帕奈',
  '苏沃雷生',
  '达利雷生',
  '莱博雷生',
  '格鲁米特',
  '苯丙胺',
  '司可巴比妥',
];
/** Psychotropic only as single-ingredient products (compound cold medicines with them are ordinary OTC). */
const PSYCHOTROPIC_SINGLE = ['咖啡因', '右美沙芬'];

/** 药品类易制毒化学品: only raw materials and single-ingredient preparations. */
const PRECURSOR_SINGLE = ['麻黄碱', '伪麻黄碱', '消旋麻黄碱', '去甲麻黄碱', '甲基麻黄碱', '去甲伪麻黄碱', '麦角胺', '麦角酸'];
const PRECURSOR_ANY = ['麦角新碱', '麻黄浸膏'];

/** 毒性中药品种 (28 items), as the raw herb; bare names of herbs whose unprocessed 饮片 is the toxic one. */
const TOXIC_HERBS = new Set([
  '砒石',
  '红砒',
  '白砒',
  '砒霜',
  '水银',
  '生马钱子',
  '马钱子',
  '生川乌',
  '川乌',
  '生草乌',
  '草乌',
  '生白附子',
  '白附子',
  '生附子',
  '生半夏',
  '半夏',
  '生南星',
  '生天南星',
  '天南星',
  '生巴豆',
  '巴豆',
  '斑蝥',
  '青娘虫',
  '青娘子',
  '红娘虫',
  '红娘子',
  '生甘遂',
  '甘遂',
  '生狼毒',
  '狼毒',
  '生藤黄',
  '藤黄',
  '生千金子',
  '千金子',
  '生天仙子',
  '天仙子',
  '闹羊花',
  '闹阳花',
  '雪上一枝蒿',
  '红升丹',
  '白降丹',
  '蟾酥',
  '蟾酥粉',
  '洋金花',
  '红粉',
  '轻粉',
  '雄黄',
  '雄黄粉',
]);
/** Western 毒性药品 (raw materials only, see the header). */
const TOXIC_WESTERN_RAW = [
  '去乙酰毛花苷',
  '洋地黄毒苷',
  '阿托品',
  '后马托品',
  '三氧化二砷',
  '毛果芸香碱',
  '升汞',
  '毒扁豆碱',
  '亚砷酸钾',
  '东莨菪碱',
  '士的宁',
];
const TOXIC_ANY_FORM = /亚砷酸|三氧化二砷|肉毒毒素|肉毒素/;

const VACCINE = /疫苗|菌苗|类毒素|卡介苗/;
const VACCINE_EXCLUDE = /疫苗接种家兔/; // 牛痘疫苗接种家兔炎症皮肤提取物 (神经妥乐平) is not a vaccine
const BLOOD =
  /人血白蛋白|人血清白蛋白|人免疫球蛋白|静注人免疫球蛋白|人纤维蛋白原|人纤维蛋白元|人纤维蛋白粘合剂|人凝血酶原复合物|人凝血因子|人凝血酶|人抗凝血酶|人血浆|人血小板|人C1酯酶|^白蛋白|蓉生静丙/;
const RADIOACTIVE =
  /放射性|密封籽源|籽源|锝|碘\[|\[\s*1[23][15]\s*I\s*\]|\[\s*18\s*F\s*\]|氟\[|锶\[|镭\[|钐\[|镥\[|铊\[|镓\[|铟\[|钇\[|磷\[|碘\(1[23][15]I\)|氟代脱氧葡萄糖|99mTc/i;
const INSTITUTION = /医疗机构制剂|院内制剂|医院制剂/;
const INSTITUTION_APPROVAL = /药制字/;
const HOSPITAL_MAKER = /医院|中医院|卫生院|保健院|门诊部/;
const GRANULE_MAKER = /天江|江阴|一方制药|新绿色药业|康仁堂|培力|神威药业.*配方|配方颗粒/;
/** Formula-granule spec: one bag equivalent to a weight of decoction pieces, e.g. 1g/10g/袋, 0.5g:3g, 2.0g/10g*1袋. */
const GRANULE_SPEC = /^\d+(\.\d+)?\s*g\s*[/:：]\s*\d+(\.\d+)?\s*\/?\s*g/i;

function checkNarcoticOrPsychotropic(name: string): ProhibitedClass | null {
  if (!NARCOTIC_EXCLUDE.test(name)) {
    for (const n of NARCOTIC) {
      if (!name.includes(n)) continue;
      if (NARCOTIC_COMPOUND_IS_PSYCHOTROPIC.includes(n)) {
        const single = isSingle(name, n) || isSingle(name, `双氢${n}`);
        return hit(single ? 'narcotic' : 'psychotropic');
      }
      return hit('narcotic');
    }
  }
  for (const p of PSYCHOTROPIC) if (name.includes(p)) return hit('psychotropic');
  for (const p of PSYCHOTROPIC_SINGLE) if (name.includes(p) && isSingle(name, p)) return hit('psychotropic');
  return null;
}

function checkToxic(name: string, dosageForm: string): ProhibitedClass | null {
  if (TOXIC_ANY_FORM.test(name)) return hit('toxic');
  // 饮片 names: 白术(生) is the raw 生白术; other bracketed notes (产地, 别名) are ignored.
  const m = /^([^(]*)\(([^)]*)\)?/.exec(name);
  const herb = m ? (m[2] === '生' ? `生${m[1]}` : m[1]) : name;
  if (TOXIC_HERBS.has(herb)) return hit('toxic');
  const isRawMaterial = dosageForm ? dosageForm.includes('原料') : TOXIC_WESTERN_RAW.includes(withoutSalts(name));
  if (isRawMaterial && TOXIC_WESTERN_RAW.some((t) => name.includes(t))) return hit('toxic');
  return null;
}

function checkPrecursor(name: string, dosageForm: string): ProhibitedClass | null {
  if (PRECURSOR_ANY.some((p) => name.includes(p))) return hit('precursor');
  for (const p of PRECURSOR_SINGLE) {
    if (!name.includes(p)) continue;
    if (dosageForm.includes('原料') || isSingle(name, p)) return hit('precursor');
  }
  return null;
}

/**
 * Returns the prohibited class of a drug, or null when it may be listed. Checks generic and trade name together; the
 * optional fields sharpen the institution-preparation, formula-granule and raw-material decisions.
 */
export function prohibitedClassOf(input: ProhibitedInput): ProhibitedClass | null {
  const generic = normalise(input.generic_name);
  const trade = normalise(input.trade_name);
  const names = [generic, trade].filter(Boolean);
  const text = names.join(' ');
  const dosageForm = normalise(input.dosage_form);
  const category = normalise(input.category);
  const approval = normalise(input.approval_no);
  const maker = normalise(input.manufacturer);
  const spec = normalise(input.spec);

  if (INSTITUTION_APPROVAL.test(approval) || INSTITUTION.test(text) || INSTITUTION.test(category) || HOSPITAL_MAKER.test(maker)) {
    return hit('institution_preparation');
  }
  const isGranule = generic.endsWith('颗粒') || dosageForm.includes('颗粒');
  if (text.includes('配方颗粒') || category.includes('配方颗粒') || (isGranule && (GRANULE_MAKER.test(maker) || GRANULE_SPEC.test(spec)))) {
    return hit('tcm_formula_granule');
  }
  if (VACCINE.test(text) && !VACCINE_EXCLUDE.test(text)) return hit('vaccine');
  if (BLOOD.test(text) && !/重组/.test(generic)) return hit('blood_product');
  if (RADIOACTIVE.test(text) || category.includes('放射')) return hit('radioactive');
  for (const name of names) {
    const found = checkNarcoticOrPsychotropic(name) ?? checkPrecursor(name, dosageForm) ?? checkToxic(name, dosageForm);
    if (found) return found;
  }
  return null;
}
