import { pinyin } from 'pinyin-pro';

/**
 * Chinese tokenisation for PostgreSQL full-text search, done in TypeScript so PGlite and PostgreSQL index the same
 * lexemes with the 'simple' configuration (no server-side Chinese parser needed):
 * - Han runs → single characters and character bigrams (2-character queries such as 感冒, 头孢 hit a GIN index);
 * - names → full pinyin and pinyin initials from every syllable onwards (amoxilin, xilin, amxl, xl as prefixes), with
 *   the Latin letters and digits of mixed names kept in place and also left out (wssb1p and wssp for 维生素B1片);
 * - Latin/digit runs → lower-case words ('0.25g', 'h20010001', barcodes).
 */

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_RUN = /[a-z0-9]+(?:\.[a-z0-9]+)*/g;
/** Longest pinyin token kept: long enough for any drug name, short enough to keep the index small. */
const MAX_PINYIN = 40;

/** Full-width to half-width, lower case: ＡＢＣ１ → abc1. */
export function normalise(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase();
}

export function hanRuns(text: string): string[] {
  return text.match(HAN_RUN) ?? [];
}

export function words(text: string): string[] {
  return normalise(text).match(WORD_RUN) ?? [];
}

/** Single characters and bigrams of every Han run. */
export function hanGrams(text: string): string[] {
  const out: string[] = [];
  for (const run of hanRuns(text)) {
    const chars = [...run];
    chars.forEach((c, i) => {
      out.push(c);
      if (i + 1 < chars.length) out.push(c + chars[i + 1]);
    });
  }
  return out;
}

function syllables(text: string): string[] {
  const han = hanRuns(text).join('');
  if (!han) return [];
  return pinyin(han, { toneType: 'none', type: 'array', v: true }).map((s) => s.toLowerCase());
}

/** A name read aloud: each Han character's syllable, and each run of Latin letters and digits as written. */
interface Unit {
  han: boolean;
  /** The syllable (wei) or the Latin run (b1, q10, 0.9). */
  text: string;
}

const UNIT = /\p{Script=Han}|[a-z0-9]+(?:\.[a-z0-9]+)*/gu;

/**
 * 维生素B1片 → wei sheng su b1 pian. The syllables are the pinyin of the Han characters read together (as before
 * Latin runs were kept: the same readings of polyphonic characters); everything else (spaces, brackets, %, -)
 * separates units and is dropped.
 */
function units(text: string): Unit[] {
  const syl = syllables(text);
  const out: Unit[] = [];
  let h = 0;
  for (const m of normalise(text).matchAll(UNIT)) {
    if (HAN.test(m[0])) {
      const s = syl[h++];
      if (s) out.push({ han: true, text: s });
    } else out.push({ han: false, text: m[0] });
  }
  return out;
}

const initial = (u: Unit) => (u.han ? u.text[0] : u.text);
const cut = (s: string) => s.slice(0, MAX_PINYIN);

/**
 * Full pinyin and initials of the units from `start` on, as a pharmacist types them: with the Latin runs and digits
 * kept where they stand (维生素B1片 → weishengsub1pian, wssb1p; 辅酶Q10 → fumeiq10, fmq10; 维C银翘片 → wcyqp), and of the
 * Han syllables alone (weishengsupian, wssp: the Latin part left out), which is all there is for a name without one.
 */
function spellings(all: Unit[], start: number): string[] {
  const from = all.slice(start);
  const han = from.filter((u) => u.han);
  const out = [cut(from.map((u) => u.text).join('')), cut(from.map(initial).join(''))];
  if (han.length > 0 && han.length < from.length) out.push(cut(han.map((u) => u.text).join('')), cut(han.map(initial).join('')));
  return out;
}

/**
 * Pinyin tokens from each syllable onwards: 阿莫西林 → amoxilin, moxilin, xilin, lin, amxl, mxl, xl, l; a name mixing
 * Latin runs or digits in gets each spelling with them and without them (see spellings). A Latin run is not a start
 * of its own (b1pian is no way to look for 维生素B1片), except at the front of the name (U比乐 → ubile, ubl).
 */
export function pinyinSuffixTokens(text: string): string[] {
  const all = units(text);
  if (!all.some((u) => u.han)) return [];
  const out: string[] = [];
  all.forEach((u, i) => {
    if (u.han || i === 0) out.push(...spellings(all, i));
  });
  return [...new Set(out)];
}

/** Whole-string pinyin only (for manufacturers and names' prefixes: xiuzheng, xz; wssb1p and wssp). */
export function pinyinWholeTokens(text: string): string[] {
  const all = units(text);
  if (!all.some((u) => u.han)) return [];
  return spellings(all, 0);
}

/** Initials of the Han characters alone (a keyword's Han run: 阿莫 → am). */
export function pinyinInitials(text: string): string {
  return syllables(text)
    .map((s) => s[0])
    .join('');
}

export function isHan(ch: string): boolean {
  return HAN.test(ch);
}
