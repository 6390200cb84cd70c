/** Turns products into shop offerings (SeedGoods): shops, batches, dates, stock, prices, tags and zone flags. */
import type { SeedGoods } from '../../src/seed/seed-types.js';
import type { CategoryIndex } from './category-tree.js';
import { categoryPath } from './category-rules.js';
import { basePrice, casePack, ladderPrices, middlePack, retailPrice } from './pricing.js';
import { type Rng, rngFor } from './prng.js';
import { displayName, type Product } from './product.js';
import { approvalNo, barcode, classificationOf, scopeOf } from './regulatory.js';
import { SHOP_PROFILES, SHOPS, TAGS, shopWeight } from './shops.js';

/** Fixed reference date for production/expiry dates (no Date.now). */
export const REFERENCE_DATE = '2026-11-22';
const REF = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;
export const NEAR_EXPIRY_DAYS = 180;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

interface Dates {
  production: number;
  expiry: number;
}

/** Production within 24 months before the reference date, shelf life 24–36 months; `near` puts expiry within 180 days. */
function batchDates(rng: Rng, near: boolean): Dates {
  if (near) {
    // a 24-month shelf life keeps the production date inside the 24-month window
    const expiry = REF + rng.int(20, NEAR_EXPIRY_DAYS - 5) * DAY;
    return { production: addMonths(expiry, -24), expiry };
  }
  const shelf = rng.pick([24, 30, 36]);
  let production = REF - rng.int(5, 700) * DAY;
  let expiry = addMonths(production, shelf);
  if (expiry <= REF + (NEAR_EXPIRY_DAYS + 5) * DAY) {
    production = REF - rng.int(5, 150) * DAY;
    expiry = addMonths(production, shelf);
  }
  return { production, expiry };
}

function batchNo(production: number, rng: Rng): string {
  const d = iso(production).replace(/-/g, '');
  const style = rng.weighted([
    ['short', 5],
    ['prefixed', 3],
    ['long', 2],
  ] as const);
  if (style === 'short') return `${d.slice(2)}${rng.int(1, 9)}`;
  if (style === 'prefixed') return `${rng.pick(['B', 'C', 'P'])}${d.slice(2)}`;
  return `${d}${String(rng.int(1, 12)).padStart(2, '0')}`;
}

function pickShops(p: Product): number[] {
  const rng = rngFor('shops', p.key);
  const candidates = SHOP_PROFILES.map((s) => [s.id, shopWeight(s, p)] as const).filter(([, w]) => w > 0);
  const first = rng.weighted(candidates);
  const second = p.staple || rng.chance(0.15);
  if (!second) return [first];
  const rest = candidates.filter(([id]) => id !== first);
  return rest.length ? [first, rng.weighted(rest)] : [first];
}

function tagsFor(rng: Rng): string[] {
  if (!rng.chance(0.4)) return [];
  const weights = TAGS.map((t) => [t.code, t.code === 'zengpin' || t.code === 'huangou' ? 0.5 : 1] as const);
  const first = rng.weighted(weights);
  if (!rng.chance(0.3)) return [first];
  const second = rng.weighted(weights.filter(([c]) => c !== first));
  return [first, second];
}

export interface GoodsStats {
  nearExpiry: number;
  zeroStock: number;
  twoShopProducts: number;
}

export function buildGoods(products: Product[], index: CategoryIndex, brandIdOf: Map<string, number>): { goods: SeedGoods[]; stats: GoodsStats } {
  const goods: SeedGoods[] = [];
  const approvals = new Set<string>();
  const barcodes = new Set<string>();
  const stats: GoodsStats = { nearExpiry: 0, zeroStock: 0, twoShopProducts: 0 };
  for (const p of products) {
    const path = categoryPath(p);
    const categoryId = index.leafId.get(path);
    if (!categoryId) throw new Error(`no category leaf "${path}" for ${p.key} ${p.generic}`);
    const fixed = rngFor('product', p.key);
    const scope = scopeOf(p);
    const classification = classificationOf(p, path.split('/')[2], scope, fixed);
    const approval = approvalNo(p, fixed, approvals);
    const code = barcode(fixed, barcodes);
    const productBase = basePrice(p, fixed);
    const shops = pickShops(p);
    if (shops.length > 1) stats.twoShopProducts++;
    shops.forEach((shopId, i) => {
      const rng = rngFor('goods', p.key, shopId);
      const shop = SHOPS.find((s) => s.id === shopId)!;
      const base = i === 0 ? productBase : Math.max(10, Math.round((productBase * rng.range(0.92, 1.08)) / 10) * 10);
      const middle = middlePack(p, base, rng);
      const near = !p.staple && rng.chance(0.08);
      const { production, expiry } = batchDates(rng, near);
      if (expiry < REF + NEAR_EXPIRY_DAYS * DAY) stats.nearExpiry++;
      const zero = !p.staple && rng.chance(0.05);
      const stocks = shop.warehouses.map((w, wi) => {
        if (zero) return { ck_id: w.id, number: 0 };
        let n = rng.skewed(5000, 1.8);
        if (wi === 0 && n < (p.staple ? 200 : 1)) n = p.staple ? rng.int(200, 3000) : rng.int(1, 60);
        return { ck_id: w.id, number: n };
      });
      if (zero) stats.zeroStock++;
      const freeShipping = !p.staple && rng.chance(0.05);
      goods.push({
        id: goods.length + 1,
        shop_id: shopId,
        category_id: categoryId,
        brand_id: brandIdOf.get(p.brand) ?? brandIdOf.get(p.manufacturerShort) ?? null,
        generic_name: p.generic,
        trade_name: p.trade,
        name: displayName(p),
        spec: p.spec,
        dosage_form: p.dosageForm,
        unit: p.unit,
        manufacturer: p.manufacturer,
        manufacturer_short: p.manufacturerShort,
        approval_no: approval,
        barcode: code,
        classification,
        scope_code: scope,
        middle_pack: middle,
        case_pack: casePack(p, middle, base, rng),
        min_order: middle,
        batch_no: batchNo(production, rng),
        production_date: iso(production),
        expiry_date: iso(expiry),
        stocks,
        base_price: base,
        retail_price: retailPrice(base, rng),
        ladder_prices: rng.chance(0.3) ? ladderPrices(base, middle, rng) : [],
        tags: tagsFor(rng),
        is_yx: rng.chance(p.brand || p.staple ? 0.3 : 0.12),
        is_zy: p.kind === 'tcm_patent' || p.kind === 'tcm_pieces',
        is_kx: !p.staple && rng.chance(0.05),
        is_free_shipping: freeShipping,
        free_shipping_number: freeShipping ? Math.ceil(rng.int(10, 50) / middle) * middle : 0,
        is_welfare: rng.chance(0.05),
        is_buy: p.staple ? true : !rng.chance(0.02),
        sales: p.staple ? rng.int(2000, 20000) : rng.skewed(20000, 4),
        status: !p.staple && rng.chance(0.01) ? 'off_sale' : 'on_sale',
        source: p.source,
      });
    });
  }
  return { goods, stats };
}
