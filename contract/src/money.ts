/**
 * Money, in one place for server and web. Amounts are integer fen everywhere; yuan exists only as text: formatted for
 * display (spec §9: 2 decimals, totals rounded down) and parsed from what a member types — from the digits, never
 * through floating point. Ratios use BigInt so products of large fen amounts stay exact.
 */

export type Rounding = 'floor' | 'ceil' | 'half_up';

/** a × b ÷ c for non-negative integers, rounded as asked. */
export function mulDiv(a: number, b: number, c: number, rounding: Rounding = 'floor'): number {
  if (c <= 0) throw new RangeError('mulDiv: divisor must be positive');
  assertFen(a);
  assertFen(b);
  const p = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  let q = p / d;
  const r = p % d;
  if (rounding === 'ceil' && r > 0n) q += 1n;
  if (rounding === 'half_up' && r * 2n >= d) q += 1n;
  return Number(q);
}

/** fen × basis points ÷ 10000 (e.g. 9500 bp = 95%), rounded down unless told otherwise. */
export function applyBasisPoints(fen: number, bp: number, rounding: Rounding = 'floor'): number {
  return mulDiv(fen, bp, 10_000, rounding);
}

function assertFen(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative integer fen amount: ${n}`);
}

/** Integer fen to a yuan string with 2 decimals: 123456 → "1234.56", -5 → "-0.05". */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer fen amount: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal yuan amount (string or number, as legacy data carries it) to fen, rounded down (§9 totals rounded down):
 * "12.349" → 1234, "0.01" → 1. Negative amounts round toward −∞ so the result never exceeds the exact value.
 */
export function yuanToFenDown(yuan: string | number): number {
  const s = typeof yuan === 'number' ? yuanNumberToString(yuan) : yuan.trim();
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) throw new RangeError(`not a yuan amount: ${String(yuan)}`);
  const [, sign, int, frac = ''] = m;
  const cents = Number(int) * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  const dropped = /[1-9]/.test(frac.slice(2));
  if (sign === '-') return -(cents + (dropped ? 1 : 0));
  return cents;
}

function yuanNumberToString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a yuan amount: ${n}`);
  // Shortest round-trip representation, without exponent, e.g. 1e-7 → "0.0000001".
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** A total for display: rounded down to whole fen, then 2 decimals. */
export function formatTotalDown(yuan: string | number): string {
  return formatFen(yuanToFenDown(yuan));
}

/**
 * Split `total` fen over `weights` in proportion (largest-remainder method): each part is floor(total × w ÷ Σw),
 * then the remaining fen go one each to the largest remainders (earlier index first on ties). The parts sum exactly
 * to `total`, and with total ≤ Σw no part exceeds its weight.
 */
export function prorate(total: number, weights: number[]): number[] {
  assertFen(total);
  weights.forEach(assertFen);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  if (sum === 0) throw new RangeError('prorate: weights sum to zero');
  const bigSum = BigInt(sum);
  const parts = weights.map((w, index) => {
    const p = BigInt(total) * BigInt(w);
    return { index, share: Number(p / bigSum), remainder: p % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + p.share, 0);
  const order = [...parts].sort((x, y) => (x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1));
  for (const p of order) {
    if (left === 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}

/** Spec §9: cart and message badges capped at 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}

/** `¥12.50` for 1250 fen. */
export function formatYuan(fen: number): string {
  return `¥${formatFen(fen)}`;
}

/**
 * Yuan as a number, for a numeric input that holds yuan (antd's InputNumber with 2 decimals): 1999 → 19.99 — the
 * double nearest the exact amount, as the text "19.99" reads.
 */
export function fenToYuanNumber(fen: number): number {
  return Number(formatFen(fen));
}

/** A chart axis' short yuan: yuan below 1万 without `.00` (`9500`, `12.50`), tenths of 万 from 1万 up (`1.2万`). */
export function formatYuanShort(fen: number): string {
  if (fen < 1_000_000) return formatFen(fen).replace(/\.00$/, '');
  const tenths = mulDiv(fen, 1, 100_000, 'half_up');
  return `${Math.floor(tenths / 10)}.${tenths % 10}万`;
}

/** 人民币大写, e.g. 12345.60 → 壹万贰仟叁佰肆拾伍圆陆角整 (fen in, as invoices print it). */
export function rmbUpper(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`bad amount ${fen}`);
  if (fen === 0) return '零圆整';
  const digits = '零壹贰叁肆伍陆柒捌玖';
  const units = ['', '拾', '佰', '仟'];
  const big = ['', '万', '亿', '万亿'];
  const intPart = Math.floor(fen / 100);
  let out = '';
  if (intPart > 0) {
    const groups: number[] = [];
    for (let n = intPart; n > 0; n = Math.floor(n / 10000)) groups.push(n % 10000);
    let zero = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const v = groups[g];
      if (v === 0) {
        zero = true;
        continue;
      }
      if (zero || (g < groups.length - 1 && v < 1000)) out += '零';
      zero = false;
      let inner = '';
      let innerZero = false;
      for (let k = 3; k >= 0; k--) {
        const d = Math.floor(v / 10 ** k) % 10;
        if (d === 0) {
          innerZero = inner !== '';
          continue;
        }
        if (innerZero) inner += '零';
        innerZero = false;
        inner += digits[d] + units[k];
      }
      out += inner + big[g];
    }
    out = out.replace(/^零/, '') + '圆';
  }
  const jiao = Math.floor(fen / 10) % 10;
  const f = fen % 10;
  if (jiao === 0 && f === 0) return `${out}整`;
  if (jiao > 0) out += `${digits[jiao]}角`;
  else if (intPart > 0) out += '零';
  if (f > 0) out += `${digits[f]}分`;
  else out += '整';
  return out;
}

/** Basis points as a percentage, without trailing zeros: 1250 → `12.5%`, 500 → `5%`, 1234 → `12.34%`. */
export function formatBasisPoints(bp: number): string {
  assertFen(bp);
  const cents = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.floor(bp / 100)}${cents ? `.${cents}` : ''}%`;
}

/** `part` of `whole` as a percentage with 2 decimals, rounded half up: (1, 3) → `33.33%`, (1, 2) → `50.00%`. */
export function formatShare(part: number, whole: number): string {
  const hundredths = mulDiv(part, 10_000, whole, 'half_up');
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

/** What a member may type as an amount: up to 9 integer digits and 2 decimals (100, 99.5, 0.01). */
export const YUAN_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/** Fen of a typed yuan amount, or null when it is not a non-negative amount with at most two decimals. */
export function parseYuan(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (!YUAN_TEXT.test(text)) return null;
  const [y, f = ''] = text.split('.');
  return Number(y) * 100 + Number(f.padEnd(2, '0'));
}

/** `12.5` for 1250 fen: what goes back into an input or onto the wire as yuan. */
export function fenToYuanInput(fen: number): string {
  const abs = Math.max(0, Math.floor(fen));
  const cents = abs % 100;
  return cents === 0 ? String(Math.floor(abs / 100)) : `${Math.floor(abs / 100)}.${String(cents).padStart(2, '0')}`;
}
