import type { GoodsCard, QuickMatchStatus, QuickOrderLine } from '@yaocai/contract';

/** Candidates shown for a line: enough to compare merchants and makers, few enough to read. */
export const SHOWN_CANDIDATES = 6;

export interface LineHits {
  byCode: number[];
  byName: Array<{ id: number; tier: number }>;
}

/** Company suffixes carry no identity: 华润三九医药股份有限公司 and 华润三九 are one maker. */
const MAKER_NOISE = /(股份|有限|责任|公司|集团|制药厂|制药|药业|医药|生物|科技|工业|控股|\s|（|）|\(|\))/g;
export const makerKey = (s: string) => s.normalize('NFKC').replace(MAKER_NOISE, '');
/** 0.25g×24粒/盒, 0.25g*24粒 and 0.25G X 24粒 are one spec. */
export const specKey = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[×xX]/g, '*')
    .replace(/\/(盒|瓶|袋|支|板|包|罐|盒装)$/, '');

const sameMaker = (card: GoodsCard, maker: string) => {
  const want = makerKey(maker);
  const have = makerKey(card.sccj);
  return want !== '' && (have.includes(want) || want.includes(have));
};
const sameSpec = (card: GoodsCard, spec: string) => {
  const want = specKey(spec);
  const have = specKey(card.ypgg);
  return want !== '' && (have === want || have.startsWith(want) || want.startsWith(have));
};

/** One drug as the buyer means it: the same name, spec and maker, whichever merchant sells it. */
const identity = (c: GoodsCard) => `${c.name}|${specKey(c.ypgg)}|${makerKey(c.sccj)}`;

/** Best offer first: buyable, enough stock for the line, then cheaper, then the longer expiry. */
function offerOrder(quantity: number) {
  const rank = (c: GoodsCard) => (c.is_buy === 1 && c.number > 0 ? 0 : 2) + (c.number >= quantity ? 0 : 1);
  return (a: GoodsCard, b: GoodsCard) =>
    rank(a) - rank(b) || (a.base_price ?? Infinity) - (b.base_price ?? Infinity) || b.expiry_date.localeCompare(a.expiry_date) || a.id - b.id;
}

/** Keeps the cards that agree with what the line says (maker, spec), unless none does: then the line's word was off. */
function narrow(cards: GoodsCard[], line: QuickOrderLine): GoodsCard[] {
  let out = cards;
  if (line.maker) {
    const kept = out.filter((c) => sameMaker(c, line.maker));
    if (kept.length > 0) out = kept;
  }
  if (line.spec) {
    const kept = out.filter((c) => sameSpec(c, line.spec));
    if (kept.length > 0) out = kept;
  }
  return out;
}

/**
 * One purchase line against its hits: a code (approval number or barcode) names the drug outright; otherwise the best
 * name tier that matched, narrowed by maker and spec. One drug left → matched, at its best offer across merchants;
 * several drugs → ambiguous, the buyer picks; nothing → not found. Pure: the cards come in, nothing is read.
 */
export function matchLine(
  line: QuickOrderLine,
  hits: LineHits,
  cards: Map<number, GoodsCard>,
): { status: QuickMatchStatus; chosen: number | null; candidates: GoodsCard[] } {
  const of = (ids: number[]) => ids.flatMap((id) => cards.get(id) ?? []);
  let pool = of(hits.byCode);
  if (pool.length === 0 && hits.byName.length > 0) {
    const best = Math.min(...hits.byName.map((h) => h.tier));
    // Exact or prefix name matches exclude the loose ones (阿莫西林胶囊 should not offer 阿莫西林克拉维酸钾片).
    pool = of(hits.byName.filter((h) => best > 1 || h.tier <= 1).map((h) => h.id));
  }
  if (pool.length === 0) return { status: 'not_found', chosen: null, candidates: [] };
  const fitting = narrow(pool, line).sort(offerOrder(line.quantity));
  const drugs = new Set(fitting.map(identity));
  if (drugs.size === 1) {
    return { status: 'matched', chosen: fitting[0].id, candidates: fitting.slice(0, SHOWN_CANDIDATES) };
  }
  // Several drugs: the best offer of each first, so the buyer sees every choice before repeats of one.
  const firsts = new Map<string, GoodsCard>();
  for (const c of fitting) if (!firsts.has(identity(c))) firsts.set(identity(c), c);
  const rest = fitting.filter((c) => firsts.get(identity(c)) !== c);
  return { status: 'ambiguous', chosen: null, candidates: [...firsts.values(), ...rest].slice(0, SHOWN_CANDIDATES) };
}
