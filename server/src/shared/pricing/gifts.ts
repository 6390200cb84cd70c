import { formatFen } from '@yaocai/contract';
import type { GiftData } from './types.js';

/**
 * A gift rule on a goods. kind 1 → gift_data (赠品 type 1 free, 换购 type 2 at add_price per reached multiple);
 * kind 2 → jtmz_data (阶梯满赠: the highest reached tier applies once).
 */
export interface GiftRule {
  kind: 1 | 2;
  type: 1 | 2;
  min_number: number;
  gift_goods_id: number;
  gift_name: string;
  gift_unit: string;
  gift_number: number;
  add_price: number;
}

export interface GiftOutcome extends GiftData {
  text: string;
  gift_goods_id: number;
  gift_number: number;
}

export interface LineGifts {
  gift_data: GiftOutcome | null;
  jtmz_data: GiftOutcome | null;
  /** The next rule not reached yet: 再买3盒赠… (null when none). */
  gift_hint: string | null;
}

const yuan = (fen: number) => formatFen(fen).replace(/\.00$/, '');

function describe(rule: GiftRule, count: number, unit: string): string {
  const what = `${rule.gift_name}${count}${rule.gift_unit}`;
  return rule.type === 2 ? `满${rule.min_number}${unit}加${yuan(rule.add_price)}元换购${what}` : `满${rule.min_number}${unit}赠${what}`;
}

/**
 * The gifts a line of `number` units earns. A gift_data rule repeats per reached multiple of min_number (满10赠1 gives 2
 * at 20); its total is add_price per multiple for 换购 and 0 for a free gift. jtmz tiers do not repeat.
 */
export function lineGifts(rules: GiftRule[], number: number, unit: string): LineGifts {
  if (!Number.isSafeInteger(number) || number < 0) throw new RangeError(`number must be a non-negative integer, got ${number}`);
  let gift_data: GiftOutcome | null = null;
  let jtmz_data: GiftOutcome | null = null;
  const hints: Array<{ short: number; text: string }> = [];

  const simple = rules.filter((r) => r.kind === 1).sort((a, b) => a.min_number - b.min_number);
  for (const rule of simple) {
    const times = Math.floor(number / rule.min_number);
    if (times === 0) {
      hints.push({
        short: rule.min_number - number,
        text: `再买${rule.min_number - number}${unit}${rule.type === 2 ? `可加${yuan(rule.add_price)}元换购` : '赠'}${rule.gift_name}${rule.gift_number}${rule.gift_unit}`,
      });
      continue;
    }
    if (gift_data) continue;
    const count = times * rule.gift_number;
    gift_data = {
      total: rule.type === 2 ? times * rule.add_price : 0,
      type: rule.type,
      text: describe(rule, count, unit),
      gift_goods_id: rule.gift_goods_id,
      gift_number: count,
    };
  }

  const tiers = rules.filter((r) => r.kind === 2).sort((a, b) => a.min_number - b.min_number);
  const reached = tiers.filter((t) => t.min_number <= number).at(-1);
  if (reached) {
    jtmz_data = {
      total: reached.type === 2 ? reached.add_price : 0,
      type: reached.type,
      text: describe(reached, reached.gift_number, unit),
      gift_goods_id: reached.gift_goods_id,
      gift_number: reached.gift_number,
    };
  }
  const next = tiers.find((t) => t.min_number > number);
  if (next)
    hints.push({
      short: next.min_number - number,
      text: `再买${next.min_number - number}${unit}赠${next.gift_name}${next.gift_number}${next.gift_unit}`,
    });

  hints.sort((a, b) => a.short - b.short);
  return { gift_data, jtmz_data, gift_hint: hints[0]?.text ?? null };
}
