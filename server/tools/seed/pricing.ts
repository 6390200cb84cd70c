/** Plausible wholesale prices (fen), retail prices, ladder tiers and pack sizes. Source prices are random and ignored. */
import type { Rng } from './prng.js';
import type { Product } from './product.js';

const round10 = (fen: number) => Math.max(10, Math.round(fen / 10) * 10);

/** Pieces in a pack, read from the spec: 10mg*24粒/盒 → 24; 0 when unknown. */
export function packCount(spec: string): number {
  const m = /(?:^|[*×])(\d+)\s*(片|粒|丸|袋|包|支|瓶|贴|枚|揿|喷)/.exec(spec);
  return m ? Number(m[1]) : 0;
}

const PRECIOUS = /三七|阿胶|鹿角胶|沉香|川贝|天麻|石斛|灵芝|血竭|琥珀|龟板|鳖甲|蕲蛇|白花蛇|麝香|牛黄|紫河车|西洋参|人参|雪莲|山甲|福胶|肉苁蓉/;
const TARGETED = /替尼|西利|度胺|佐米|依维莫司|帕利|非尼|仑伐|恩扎卢胺|阿帕他胺|达罗他胺|阿比特龙|索拉非尼/;
const CHEMO = /铂|紫杉|他赛|比星|吉西他滨|培美曲塞|卡培他滨|替吉奥|地西他滨|阿扎胞苷|替莫唑胺|伊立替康|硼替佐米|氟维司群|戈舍瑞林|亮丙瑞林|曲普瑞林/;
const INFUSION = /氯化钠注射液|葡萄糖注射液|葡萄糖氯化钠|林格|注射用水|甘露醇|转化糖|果糖注射液|复方氯化钠|电解质|氯化钠溶液/;

/** Wholesale price range [min, max] in fen for one pack unit. */
function priceRange(p: Product): [number, number] {
  const g = p.generic;
  const n = packCount(p.spec);
  if (p.kind === 'tcm_pieces') return PRECIOUS.test(g) ? [6000, 48000] : [600, 6000];
  if (p.kind === 'device') return [300, 5000];
  if (p.kind === 'biological') {
    if (/单抗|西普|融合蛋白/.test(g)) return [150000, 600000];
    if (/胰岛素|鲁肽|那肽|糖肽/.test(g)) return [4000, 9500];
    return [3000, 40000];
  }
  if (TARGETED.test(g)) return [30000, 300000];
  if (CHEMO.test(g)) return [5000, 150000];
  if (p.dosageForm === '注射剂') {
    if (INFUSION.test(g)) return [200, 1500];
    if (/脂肪乳|氨基酸|造影|碘海醇|碘佛醇|碘克沙醇|碘普罗胺|钆/.test(g)) return [3000, 25000];
    if (p.unit === '盒' && n > 1) return [Math.max(300, 100 * n), Math.min(30000, 1500 * n)];
    if (g.startsWith('注射用')) return [300, 8000];
    return [100, 3000];
  }
  if (/吸入|粉雾剂|气雾剂/.test(p.dosageForm) || /吸入/.test(g)) return [3000, 25000];
  if (/滴眼剂|眼膏剂/.test(p.dosageForm)) return [800, 4500];
  if (/软膏剂|乳膏剂|凝胶剂/.test(p.dosageForm)) return [500, 4000];
  if (/口服溶液剂|糖浆剂|混悬剂|溶液剂|滴剂/.test(p.dosageForm)) return [800, 5000];
  if (p.kind === 'tcm_patent') return [800, 6000];
  if (n >= 100) return [300, 2500];
  return [300, 6000];
}

const ORAL_SOLID = /片|胶囊|丸|栓剂|颗粒剂|散剂|干混悬剂|贴剂|贴膏剂/;
const logUniform = (rng: Rng, min: number, max: number) => Math.exp(rng.range(Math.log(min), Math.log(max)));

/** Base wholesale price in fen: inside the form's range, originator/imported brands towards the top. */
export function basePrice(p: Product, rng: Rng): number {
  const [min, max] = priceRange(p);
  const n = packCount(p.spec);
  // originator/imported brands price higher; the synthetic 修正 brand is an ordinary domestic maker
  const branded = Boolean((p.brand && p.origin !== 'synthetic') || p.foreign);
  const tinyPieces = /丸|滴丸/.test(p.spec + p.dosageForm) || n >= 150;
  // Boxes of tablets, capsules, sachets …: a per-piece price times the count, kept inside the form's range.
  if (n > 0 && ORAL_SOLID.test(p.dosageForm) && p.kind !== 'tcm_pieces' && max <= 6000) {
    // large bottles of generics (100 片) are cheap per piece; brands cost more
    const perPiece = tinyPieces
      ? logUniform(rng, 1, branded ? 30 : 15)
      : branded
        ? logUniform(rng, 50, 500)
        : n >= 40
          ? logUniform(rng, 2, 40)
          : logUniform(rng, 3, 150);
    return round10(Math.min(branded ? 12000 : max, Math.max(min, n * perPiece)));
  }
  if (n > 1 && p.dosageForm === '注射剂' && p.unit === '盒' && max <= 30000) {
    return round10(Math.min(max, Math.max(min, n * logUniform(rng, 50, branded ? 3000 : 1500))));
  }
  const t = branded ? rng.range(0.45, 1) : rng.float() ** 1.6;
  return round10(min + (max - min) * t);
}

export const retailPrice = (base: number, rng: Rng) => Math.ceil((base * rng.range(1.3, 1.8)) / 10) * 10;

/** 中包装: orders go in multiples of it. Expensive goods and 饮片 come singly. */
export function middlePack(p: Product, base: number, rng: Rng): number {
  if (p.kind === 'tcm_pieces' || base >= 20000 || p.staple) return 1;
  if (p.dosageForm === '注射剂' && p.unit === '支')
    return rng.weighted([
      [1, 4],
      [5, 2],
      [10, 4],
    ] as const);
  if (p.unit === '瓶' || p.unit === '袋')
    return rng.weighted([
      [1, 6],
      [6, 2],
      [12, 2],
    ] as const);
  return rng.weighted([
    [1, 5],
    [5, 1.5],
    [10, 2.5],
    [20, 1],
  ] as const);
}

/** 件装: a multiple of the middle pack. */
export function casePack(p: Product, middle: number, base: number, rng: Rng): number {
  let n: number;
  if (base >= 20000) n = rng.pick([10, 20, 50]);
  else if (p.kind === 'tcm_pieces') n = rng.pick([20, 40, 50]);
  else if (p.dosageForm === '注射剂' && /瓶|袋/.test(p.unit)) n = rng.pick([24, 30, 40, 50]);
  else if (p.unit === '瓶') n = rng.pick([40, 60, 80, 100, 120]);
  else if (p.unit === '支') n = rng.pick([100, 200, 400]);
  else n = rng.pick([200, 240, 300, 400, 500, 600]);
  return Math.max(middle, Math.ceil(n / middle) * middle);
}

/** 2–3 ladder tiers: ascending quantities (multiples of the middle pack), strictly descending prices below base. */
export function ladderPrices(base: number, middle: number, rng: Rng): Array<{ number: number; price: number }> {
  const plans = [
    [10, 50],
    [20, 100],
    [5, 20, 50],
    [10, 30, 100],
    [50, 200],
    [3, 10, 30],
  ];
  const discounts = rng.pick([
    [0.97, 0.94, 0.9],
    [0.98, 0.95, 0.92],
    [0.96, 0.92, 0.88],
  ]);
  const plan = rng.pick(plans);
  const tiers: Array<{ number: number; price: number }> = [];
  let lastNumber = middle;
  let lastPrice = base;
  plan.forEach((q, i) => {
    let number = Math.ceil(q / middle) * middle;
    if (number <= lastNumber) number = lastNumber + middle;
    let price = Math.floor(base * discounts[i]);
    if (price >= lastPrice) price = lastPrice - 1;
    if (price < 1) return;
    tiers.push({ number, price });
    lastNumber = number;
    lastPrice = price;
  });
  return tiers;
}
