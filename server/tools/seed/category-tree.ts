/** The three-level shop category tree. Leaves are addressed by path "top/middle/leaf". */
import type { SeedCategory } from '../../src/seed/seed-types.js';

type Menu = 'all' | 'yx' | 'zy';
interface Top {
  name: string;
  menus: Menu[];
  children: Array<[string, string[]]>;
}

export const TREE: Top[] = [
  {
    name: '西药',
    menus: ['all', 'yx'],
    children: [
      ['抗感染药', ['头孢菌素类', '青霉素类', '大环内酯类', '喹诺酮类', '碳青霉烯及其他抗菌药', '抗真菌药', '抗病毒药', '抗结核药']],
      ['心脑血管', ['降压药', '调血脂药', '抗血栓药', '抗心绞痛药', '强心及抗心律失常', '脑血管用药']],
      ['内分泌代谢', ['口服降糖药', '胰岛素及GLP-1', '甲状腺及钙调节', '激素类药物', '痛风及骨代谢']],
      ['消化系统', ['抑酸护胃', '胃肠动力及助消化', '止泻通便', '微生态制剂', '肝胆用药', '止吐药']],
      ['呼吸系统', ['感冒用药', '止咳化痰', '平喘药', '抗过敏药']],
      ['神经精神', ['抗抑郁焦虑', '抗精神病药', '抗癫痫药', '帕金森及痴呆', '其他神经用药']],
      ['解热镇痛', ['解热镇痛抗炎', '抗风湿免疫', '骨骼肌松弛']],
      ['抗肿瘤', ['化疗药物', '靶向药物', '内分泌治疗', '肿瘤辅助用药']],
      ['泌尿生殖', ['前列腺及泌尿', '妇科及计生', '男科用药']],
      ['血液及输液', ['抗贫血及升白', '止血药', '基础输液', '电解质及酸碱平衡']],
      ['麻醉及专科', ['局部麻醉', '全身麻醉及辅助', '造影及诊断', '急救解毒', '其他西药']],
    ],
  },
  {
    name: '中成药',
    menus: ['all', 'yx', 'zy'],
    children: [
      ['感冒用药', ['风热感冒', '风寒感冒', '暑湿感冒']],
      ['止咳利咽', ['止咳化痰', '咽喉用药']],
      ['心脑血管', ['活血化瘀', '益气养心']],
      ['消化肝胆', ['健脾和胃', '消食通便', '肝胆用药']],
      ['补益安神', ['补肾益精', '补气养血', '安神助眠']],
      ['妇科用药', ['调经养血', '妇科炎症']],
      ['骨伤风湿', ['风湿痹痛', '跌打损伤']],
      ['泌尿肾病', ['利尿通淋', '肾病用药']],
      ['肿瘤用药', ['扶正抗瘤']],
      ['其他中成药', ['清热解毒', '外用中成药', '其他']],
    ],
  },
  {
    name: '中药饮片',
    menus: ['all', 'zy'],
    children: [
      ['植物饮片', ['根及根茎类', '果实种子类', '全草类', '花叶类', '皮类', '藤木类']],
      ['动物矿物', ['动物类', '矿物类']],
      ['贵细滋补', ['贵细药材']],
    ],
  },
  {
    name: '生物制品',
    menus: ['all'],
    children: [
      ['单抗及融合蛋白', ['肿瘤用单抗', '免疫及代谢用单抗']],
      ['细胞因子', ['干扰素及白介素', '造血生长因子', '外用生长因子']],
      ['酶及其他生物制品', ['酶替代治疗', '其他生物制品']],
    ],
  },
  {
    name: '五官皮肤',
    menus: ['all', 'yx'],
    children: [
      ['眼科用药', ['抗感染眼药', '青光眼及散瞳', '眼部护理']],
      ['耳鼻喉口腔', ['鼻用制剂', '耳用制剂', '口腔咽喉']],
      ['皮肤用药', ['抗真菌外用', '激素类外用', '抗感染外用', '其他皮肤用药']],
    ],
  },
  {
    name: '营养保健',
    menus: ['all', 'yx'],
    children: [
      ['维生素矿物质', ['复合维生素', '单一维生素', '钙铁锌补充']],
      ['临床营养', ['肠内营养', '肠外营养']],
    ],
  },
  {
    name: '医疗器械',
    menus: ['all'],
    children: [
      ['消毒用品', ['皮肤消毒', '环境及器械消毒']],
      ['护理耗材', ['医用耗材']],
    ],
  },
];

export interface CategoryIndex {
  categories: SeedCategory[];
  /** "top/middle/leaf" → level-3 id */
  leafId: Map<string, number>;
  /** level-3 id → its top-level name */
  topOf: Map<number, string>;
}

/** Numbers the tree: tops 1–9, middles 10+, leaves 100+, each in tree order. */
export function buildCategories(): CategoryIndex {
  const categories: SeedCategory[] = [];
  const leafId = new Map<string, number>();
  const topOf = new Map<number, string>();
  let mid = 10;
  let leaf = 100;
  TREE.forEach((top, ti) => {
    const topId = ti + 1;
    categories.push({ id: topId, parent_id: null, name: top.name, level: 1, sort: ti + 1, menus: top.menus });
    top.children.forEach(([middle, leaves], mi) => {
      const midId = mid++;
      categories.push({ id: midId, parent_id: topId, name: middle, level: 2, sort: mi + 1, menus: [] });
      leaves.forEach((l, li) => {
        const id = leaf++;
        categories.push({ id, parent_id: midId, name: l, level: 3, sort: li + 1, menus: [] });
        leafId.set(`${top.name}/${middle}/${l}`, id);
        topOf.set(id, top.name);
      });
    });
  });
  return { categories, leafId, topOf };
}

/** Drops leaves no goods use, then middles and tops left without children (ids stay as numbered). */
export function pruneEmpty(categories: SeedCategory[], usedLeafIds: Set<number>): SeedCategory[] {
  const leaves = categories.filter((c) => c.level === 3 && usedLeafIds.has(c.id));
  const mids = categories.filter((c) => c.level === 2 && leaves.some((l) => l.parent_id === c.id));
  const tops = categories.filter((c) => c.level === 1 && mids.some((m) => m.parent_id === c.id));
  return categories.filter((c) => leaves.includes(c) || mids.includes(c) || tops.includes(c));
}
