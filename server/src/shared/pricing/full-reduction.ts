import type { LinePrice } from './line.js';
import { formatFen, prorate } from '@yaocai/contract';
import { LINE_TYPE, type FullReductionPromotion, type FullReductionTierInput, type ManjianScope, type ManjianTier } from './types.js';

export interface FullReductionResult {
  /** none without a promotion; some when a line of the shop is not covered or the promotion names its goods. */
  scope: ManjianScope;
  /** Ids of the lines the promotion covers (whether or not they are selected). */
  covered: Set<number>;
  manjians: ManjianTier[];
  /** The reduction applied, fen (never more than the eligible amount). */
  mjPrice: number;
  manjiansArr: string[];
  eligible_amount: number;
  /** goods_manjian_amount per line id; the parts sum exactly to mjPrice. */
  shares: Map<number, number>;
}

/**
 * The promotion covers a line of goods it names (or of any goods when it names none) — normal lines only: flash-sale
 * and combination lines already carry their own price.
 */
export function coversLine(line: Pick<LinePrice, 'type' | 'goods_id'>, promo: FullReductionPromotion): boolean {
  if (line.type === LINE_TYPE.flashSale || line.type === LINE_TYPE.combination) return false;
  return promo.goods_ids === null || promo.goods_ids.includes(line.goods_id);
}

/** A line's amount counts toward the tiers when it is covered and counted (selected, buyable, in stock). */
export function isFullReductionEligible(line: LinePrice, promo: FullReductionPromotion): boolean {
  return line.counted && line.amount > 0 && coversLine(line, promo);
}

/** 满100减10 (whole yuan shown without decimals, otherwise 2 decimals). */
export function tierLabel(t: FullReductionTierInput): string {
  const y = (fen: number) => formatFen(fen).replace(/\.00$/, '');
  return `满${y(t.threshold)}减${y(t.reduction)}`;
}

/** The tier applied at `eligible`: the largest reduction among the reached tiers (so more spend never lowers it). */
export function appliedTier(tiers: FullReductionTierInput[], eligible: number): FullReductionTierInput | null {
  let best: FullReductionTierInput | null = null;
  for (const t of tiers) {
    if (eligible < t.threshold) continue;
    if (!best || t.reduction > best.reduction || (t.reduction === best.reduction && t.threshold > best.threshold)) best = t;
  }
  return best;
}

function validTiers(tiers: FullReductionTierInput[]): FullReductionTierInput[] {
  return tiers
    .filter((t) => Number.isSafeInteger(t.threshold) && t.threshold >= 0 && Number.isSafeInteger(t.reduction) && t.reduction >= 0)
    .sort((a, b) => a.threshold - b.threshold || a.reduction - b.reduction);
}

/**
 * Spec §4 tiers for one shop: status 1 when the eligible amount reaches the tier, reached tiers listed first (each
 * group by ascending threshold); the applied reduction is spread over the eligible lines in proportion to their
 * amounts, the rounding remainder going to the largest remainders so the parts sum exactly to the reduction.
 */
export function fullReduction(lines: LinePrice[], promo: FullReductionPromotion | undefined): FullReductionResult {
  const shares = new Map<number, number>();
  if (!promo) return { scope: 'none', covered: new Set(), manjians: [], mjPrice: 0, manjiansArr: [], eligible_amount: 0, shares };
  const covered = new Set(lines.filter((l) => coversLine(l, promo)).map((l) => l.id));
  const scope = promo.goods_ids === null && covered.size === lines.length ? 'all' : 'some';
  const eligibleLines = lines.filter((l) => isFullReductionEligible(l, promo));
  const eligible = eligibleLines.reduce((a, l) => a + l.amount, 0);
  const tiers = validTiers(promo.tiers);
  const withStatus: ManjianTier[] = tiers.map((t) => ({
    amount: t.threshold,
    reduction: t.reduction,
    status: eligible >= t.threshold ? 1 : 0,
    shortfall: Math.max(0, t.threshold - eligible),
  }));
  const manjians = [...withStatus.filter((t) => t.status === 1), ...withStatus.filter((t) => t.status === 0)];
  const applied = appliedTier(tiers, eligible);
  const mjPrice = applied ? Math.min(applied.reduction, eligible) : 0;
  const parts = prorate(
    mjPrice,
    eligibleLines.map((l) => l.amount),
  );
  eligibleLines.forEach((l, i) => shares.set(l.id, parts[i]));
  return {
    scope,
    covered,
    manjians,
    mjPrice,
    manjiansArr: manjians.map((t) => tierLabel({ threshold: t.amount, reduction: t.reduction })),
    eligible_amount: eligible,
    shares,
  };
}
