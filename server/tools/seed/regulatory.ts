/** Kind (chemical/TCM/biological …), 经营范围 scope, Rx/OTC class, synthetic approval numbers and EAN-13 barcodes. */
import type { DrugClassification, SeedBusinessScope } from '../../src/seed/seed-types.js';
import type { Rng } from './prng.js';
import type { Kind, Product } from './product.js';

export const BUSINESS_SCOPES: SeedBusinessScope[] = [
  { code: 'chemical', name: '化学药制剂' },
  { code: 'antibiotic', name: '抗生素制剂' },
  { code: 'tcm_patent', name: '中成药' },
  { code: 'tcm_pieces', name: '中药饮片' },
  { code: 'biochemical', name: '生化药品' },
  { code: 'biological', name: '生物制品（除疫苗）' },
  { code: 'device', name: '医疗器械' },
];

const BIO =
  /单抗|干扰素|白介素|白细胞介素|促红素|红细胞生成素|粒细胞|血小板生成素|生长因子|重组|胰岛素|鲁肽|那肽|拉糖肽|泊肽|免疫球蛋白|变应原|卡介菌|分枝杆菌|铜绿假单胞菌|生长激素|绒促性素|促卵泡|促黄体|尿促|阿替普酶|替奈普酶|尿激酶原|西普|融合蛋白|苷酶|糖酶|硫酸酯酶|拉罗尼酶|特立帕肽|肉毒|抗毒素|脑利钠肽|凝血因子|托珠|阿达木|英夫利昔|司库奇尤|乌司奴|度普利尤|奥马珠|美泊利|本瑞利|尼塞韦|屋尘螨|诺卡氏菌/;
const BIOCHEM =
  /肝素|尿激酶(?!原)|胸腺肽|胸腺五肽|胸腺法新|凝血酶|血凝酶|糜蛋白酶|胰酶|胃蛋白酶|辅酶|三磷酸腺苷|细胞色素|脑蛋白|小牛血|骨肽|脾多肽|鹿瓜多肽|蚓激酶|胰激肽原酶|弹性酶|乌司他丁|门冬酰胺酶|巴曲酶|玻璃酸钠|软骨素|核糖核酸|甘露聚糖肽|香菇多糖|猪肺磷脂|牛肺表面活性剂|神经节苷脂|脑苷肌肽|复方曲肽|链霉蛋白酶|米曲菌|消化酶|去蛋白|降纤酶|二磷酸果糖/;
const ANTIBIOTIC =
  /头孢|西林|青霉素|霉素|培南|万古|替考拉宁|多粘菌素|磷霉素|夫西地酸|环素|利福|林可|氨曲南|舒巴坦|他唑巴坦|克拉维酸|米星|卡那|比星|两性霉素|制霉菌素|达托|替加|依拉环素|来法莫林/;
const DEVICE = /消毒(片|液|凝胶|剂|湿巾)|手消毒|导声胶|湿巾|保存液|抗凝剂|嘌呤溶液|皮肤清洗液|分离液/;

/** Strong TCM signals (patent medicines named after herbs or TCM injections). */
const TCM_STRONG =
  /华蟾素|丹参(?!酮)|三七|参麦|生脉|参附|醒脑静|脉络宁|痰热清|血必净|灯盏细辛|苦碟子|舒血宁|丹红|艾迪|康莱特|复方苦参|鸦胆子|疏血通|红花注射液|苦黄|参芪|大株红景天|正清风痛宁|肾康|地榆|季德胜|蛇药|雪山金罗汉|西帕依|苏润江|二十五味|十味|六味|七厘|五味|藏|麝香|牛黄|冰片|狗皮膏|马应龙|锡类散|西瓜霜|还少|施保利通|欧龙马|血塞通|血栓通|银黄|板蓝根|感冒灵|连花|复方南星|痔疮栓|保妇康|康妇|消糜|感冒清热|藿香正气|健胃消食|益母草|六神丸|速效救心|黄连|当归|黄芪|金荞麦/;
const CHEM =
  /酸|钠|钾|钙|镁|锌|铁|铋|铝|锂|碘|钆|胺|嗪|唑|啶|嘧|喹|酮|醇|酯|醚|烷|肽|酶|霉素|西林|头孢|沙星|沙坦|他汀|洛尔|地平|普利|替丁|拉唑|韦|单抗|胰岛素|维生素|维D|维A|氨基|葡萄糖|氯化|激素|因子|活菌|杆菌|球蛋白|白蛋白|卡因|米松|泼尼|雌|孕|睾|那非|他滨|铂|紫杉|比星|替尼|司琼|前列|甘露|右旋|脂肪乳|营养|消毒|对乙酰|氨酚|伪麻|美敏|双胍|格列|康唑|利福|异烟|西坦|芬|汀|莫司|环孢素|嘌|溴|铵|氟|氯|碳酸|磷酸|硫酸|枸橼|钴|腺苷|谷胱|乳果糖|聚乙二醇|蒙脱石|开塞露|多潘|必利|硅油|哌|甲氧|异丙|苯|喷托|右美|愈创|去痛|颠茄|炉甘石|酚|甘油|创可贴|苯扎|鱼肝油|善存|多维|甲紫|过氧化氢|吡|咪|噻|素片|素胶囊|素注射液|注射用水|复方α|氮平|西平|塞米|甲状腺|脲|硫|昔康|拉宁|安乃近|尿素|卡泊|牛肺|猪肺|白消安|舒洛地特|莫匹罗星|奈德|多粘菌素|芦丁|补液盐|吲哚|三维B|复方甘草|小牛血|脑蛋白|毛花苷|阿米洛利|莨菪碱|积雪苷|草木犀|电解质|去蛋白|地洛|哌|咪唑|胸腺|左卡尼汀|尼可刹米|洛贝林|地奥司明|奥利司他|薯蓣皂苷|汉防己甲素|谷氨酰胺|乌司他丁|加贝酯/;
const TCM_HINT =
  /丹|参|芪|归|芎|草|花|黄|清|通|络|胃|脑|心|肝|肾|肺|血|风|痛|消|丸|膏|散|汤|饮|露|骨|壮|益|养|补|痹|瘀|淋|癃|乳|宫|坤|妇|祛|仁|眠|梦|热|毒|湿|寒|咳|珍|麝|蛇|鹿|虎|癀|七|杞|盘|欣|伤/;
/** Names the heuristics get wrong, checked first. */
const TCM_NAMES =
  /^(日舒安洗液|振源胶囊|新癀片|回生口服液|治伤胶囊|杞明胶囊|盘龙七薄膜衣片|前列欣胶囊|前列平胶囊|前列通胶囊|克咳胶囊|甜梦胶囊|甜梦口服液|复明片|白芍总苷胶囊|养血饮|安神补脑液|川黄口服液|通天口服液|肾康注射液|苦黄注射液|醒脾养儿颗粒|健儿清解液|胆宁片|胆舒胶囊|消炎利胆片|宽胸气雾剂|诺迪康胶囊|鼻渊舒口服液|乌灵胶囊|金振口服液|宁泌泰胶囊|伤科灵喷雾剂|南方红豆杉|龙血竭肠溶片|龙血竭胶囊)$/;
const CHEM_NAMES =
  /^(银杏叶提取物注射液|银杏达莫注射液|丹参川芎嗪注射液|注射用灯盏花素|积雪苷霜软膏|草木犀流浸液片|复方芦丁片|欧龙马滴剂|施保利通片|马栗种子提取物片|黑升麻根提取物片|锯叶棕果实提取物软胶囊)$/;
const FORM_TAIL =
  /(注射液|口服液|口服溶液|软胶囊|胶囊|颗粒|薄膜衣片|滴丸|片|丸|气雾剂|喷雾剂|乳膏|软膏|凝胶|洗液|洗剂|栓|散|贴膏|合剂|糖浆|溶液|滴眼液|滴剂|冲剂)(\(.*\))?$/;

/** Decides the kind of a dictionary/originator product. `drugType` is the dictionary's 西药/中成药/中草药. */
export function kindOf(generic: string, dosageForm: string, drugType: string): Kind {
  if (dosageForm === '中药饮片' || drugType === '中草药') return 'tcm_pieces';
  if (dosageForm === '器械' || DEVICE.test(generic)) return 'device';
  if (BIO.test(generic)) return 'biological';
  if (TCM_NAMES.test(generic)) return 'tcm_patent';
  if (CHEM_NAMES.test(generic)) return 'chemical';
  if (TCM_STRONG.test(generic)) return 'tcm_patent';
  if (CHEM.test(generic)) return 'chemical';
  if (drugType === '中成药') return 'tcm_patent';
  const core = generic.replace(/^注射用/, '').replace(FORM_TAIL, '');
  if (drugType === '西药' && TCM_HINT.test(core)) return 'tcm_patent';
  return 'chemical';
}

export function scopeOf(p: Pick<Product, 'generic' | 'kind'>): string {
  switch (p.kind) {
    case 'tcm_pieces':
      return 'tcm_pieces';
    case 'tcm_patent':
      return 'tcm_patent';
    case 'biological':
      return 'biological';
    case 'device':
      return 'device';
    default:
      if (ANTIBIOTIC.test(p.generic)) return 'antibiotic';
      if (BIOCHEM.test(p.generic)) return 'biochemical';
      return 'chemical';
  }
}

const OTC_A =
  /氨酚|伪麻|酚麻|美敏|氨麻|氨咖|酚咖|复方氨酚烷胺|感冒|对乙酰氨基酚|布洛芬(?!.*注射)|阿司匹林泡腾|氯雷他定|西替利嗪|氯苯那敏|多潘立酮|蒙脱石|乳果糖|愈美|愈创|溴己新|氨溴索(口服|片|胶囊)|乙酰半胱氨酸(颗粒|泡腾)|双歧|活菌|铝碳酸镁|西咪替丁片|颠茄|咪康唑|克霉唑|酮康唑|联苯苄唑|特比萘芬乳膏|口服补液盐|复方甘草|小儿氨酚|伊可新|维生素AD/;
const OTC_B = /维生素|多维|善存|钙|锌|叶酸片|苯扎氯铵贴|碘酊|过氧化氢|炉甘石|尿素乳膏|鞣酸|开塞露|甘油|甲紫|西甲硅油|乳酸菌素|复合维生素/;
const TOPICAL = /软膏剂|乳膏剂|凝胶剂|贴膏剂|洗剂|搽剂|酊剂/;
const RX_TOPICAL = /松|奈德|米松|氟轻|卤米松|哈西奈德|霉素|沙星|他克莫司|吡美莫司|维A|阿达帕林|他扎罗汀|卡泊三醇|咪喹莫特|雌/;
const TCM_OTC_LEAF = /感冒|止咳|咽喉|健脾|消食|补|安神|调经|跌打|外用|清热|妇科炎症/;

/** Rx/OTC: injections, antibiotics and most prescription classes Rx; common OTC甲/乙; 中药饮片 and devices 'other'. */
export function classificationOf(p: Product, leafName: string, scope: string, rng: Rng): DrugClassification {
  if (p.kind === 'tcm_pieces' || p.kind === 'device') return 'other';
  if (p.dosageForm === '注射剂' || p.kind === 'biological') return 'rx';
  if (p.kind === 'tcm_patent') {
    if (TCM_OTC_LEAF.test(leafName)) return rng.chance(0.6) ? 'otc_a' : 'otc_b';
    return rng.chance(0.25) ? 'otc_a' : 'rx';
  }
  if (scope === 'antibiotic' && !/乳膏|软膏|凝胶/.test(p.generic)) return 'rx';
  if (OTC_A.test(p.generic)) return 'otc_a';
  if (OTC_B.test(p.generic)) return 'otc_b';
  if (TOPICAL.test(p.dosageForm) && !RX_TOPICAL.test(p.generic)) return rng.chance(0.5) ? 'otc_b' : 'otc_a';
  return 'rx';
}

const PROVINCE_CODES: Array<[RegExp, string, string]> = [
  [/北京/, '11', '京'],
  [/天津/, '12', '津'],
  [/河北|石家庄|邯郸|华北制药/, '13', '冀'],
  [/山西/, '14', '晋'],
  [/内蒙/, '15', '蒙'],
  [/辽宁|沈阳|大连|锦州|本溪/, '21', '辽'],
  [/吉林|长春|通化|辽源/, '22', '吉'],
  [/黑龙江|哈尔滨|牡丹江/, '23', '黑'],
  [/上海/, '31', '沪'],
  [/江苏|南京|常州|苏州|无锡|扬州|泰州|连云港|启东|江阴|徐州|常熟|张家港|兴化/, '32', '苏'],
  [/浙江|杭州|宁波|金华|台州/, '33', '浙'],
  [/安徽|合肥|芜湖|蚌埠|亳州|淮北/, '34', '皖'],
  [/福建|厦门|福州/, '35', '闽'],
  [/江西|南昌/, '36', '赣'],
  [/山东|济南|青岛|烟台|淄博|潍坊|鲁南|齐鲁|鲁抗/, '37', '鲁'],
  [/河南|郑州/, '41', '豫'],
  [/湖北|武汉|宜昌/, '42', '鄂'],
  [/湖南|长沙|株洲/, '43', '湘'],
  [/广东|广州|深圳|珠海|肇庆/, '44', '粤'],
  [/广西|桂林/, '45', '桂'],
  [/海南|海口/, '46', '琼'],
  [/重庆/, '50', '渝'],
  [/四川|成都|雅安/, '51', '川'],
  [/贵州|贵阳/, '52', '黔'],
  [/云南|昆明/, '53', '滇'],
  [/西藏/, '54', '藏'],
  [/陕西|西安/, '61', '陕'],
  [/甘肃|兰州/, '62', '甘'],
  [/青海/, '63', '青'],
  [/宁夏/, '64', '宁'],
  [/新疆/, '65', '新'],
];

function provinceOf(maker: string, rng: Rng): { code: string; abbr: string } {
  for (const [re, code, abbr] of PROVINCE_CODES) if (re.test(maker)) return { code, abbr };
  const [, code, abbr] = rng.pick(PROVINCE_CODES);
  return { code, abbr };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Synthetic 批准文号: 国药准字 + H/Z/S (+J when imported) + 8 digits; 饮片 carry none, devices a 械备 number. */
export function approvalNo(p: Product, rng: Rng, taken: Set<string>): string {
  if (p.kind === 'tcm_pieces') return '';
  for (;;) {
    let no: string;
    if (p.kind === 'device') {
      const { abbr } = provinceOf(p.manufacturer, rng);
      no = `${abbr}械备${rng.int(2015, 2025)}${pad(rng.int(1, 9999), 4)}号`;
    } else {
      const letter = p.kind === 'biological' ? 'S' : p.kind === 'tcm_patent' ? 'Z' : 'H';
      if (p.foreign) no = `国药准字${letter}J20${pad(rng.int(0, 25), 2)}${pad(rng.int(1, 9999), 4)}`;
      else {
        const style = rng.weighted([
          ['year', 6],
          ['province', 3],
          ['national', 1],
        ] as const);
        const digits =
          style === 'year'
            ? `20${pad(rng.int(0, 25), 2)}${pad(rng.int(1, 9999), 4)}`
            : style === 'province'
              ? `${provinceOf(p.manufacturer, rng).code}${pad(rng.int(1, 999999), 6)}`
              : `109${pad(rng.int(0, 99999), 5)}`;
        no = `国药准字${letter}${digits}`;
      }
    }
    if (!taken.has(no)) {
      taken.add(no);
      return no;
    }
  }
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A unique EAN-13 with the Chinese prefix 69 and a valid check digit. */
export function barcode(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const body = `69${rng.int(0, 9)}${pad(rng.int(0, 999999999), 9)}`;
    const code = `${body}${ean13CheckDigit(body)}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
