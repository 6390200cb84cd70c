import { pinyin } from 'pinyin-pro';

/**
 * Chinese tokenisation for PostgreSQL full-text search, done in TypeScript so PGlite and PostgreSQL index the same
 * lexemes with the 'simple' configuration (no server-side Chinese parser needed):
 * - Han runs → single characters and character bigrams (2-character queries such as 感冒, 头孢 hit a GIN index);
 * - names → full pinyin and pinyin initials from every syllable onwards (amoxilin, xilin, amxl, xl as prefixes);
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

/** Pinyin tokens from each syllable onwards: 阿莫西林 → amoxilin, moxilin, xilin, lin, amxl, mxl, xl, l. */
export function pinyinSuffixTokens(text: string): string[] {
  const syl = syllables(text);
  const out: string[] = [];
  for (let i = 0; i < syl.length; i++) {
    out.push(syl.slice(i).join('').slice(0, MAX_PINYIN));
    out.push(
      syl
        .slice(i)
        .map((s) => s[0])
        .join('')
        .slice(0, MAX_PINYIN),
    );
  }
  return out;
}

/** Whole-string pinyin only (for manufacturers: xiuzheng, xz). */
export function pinyinWholeTokens(text: string): string[] {
  const syl = syllables(text);
  if (syl.length === 0) return [];
  return [
    syl.join('').slice(0, MAX_PINYIN),
    syl
      .map((s) => s[0])
      .join('')
      .slice(0, MAX_PINYIN),
  ];
}

export function pinyinInitials(text: string): string {
  return syllables(text)
    .map((s) => s[0])
    .join('');
}

export function isHan(ch: string): boolean {
  return HAN.test(ch);
}
