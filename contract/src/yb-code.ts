// 医保编码 (issue 47): the 23-character national medical-insurance drug code (国家医保药品分类与代码), e.g.
// XA02BCA187A001010100462 — X 西药 or Z 中成药, then the class, the generic name, the dosage form, the spec and pack,
// the maker. Zod-free on purpose: the goods form's field (fields.ts ybCodeField), the storefront search and the
// console's keyword read codes with the same functions.

export const YB_CODE_LENGTH = 23;
export const YB_CODE_RE = /^[XZ][A-Z0-9]{22}$/;
/** The shortest start of a code the searches take as a code (the class and most of the generic name's part). */
export const YB_CODE_SEARCH_MIN = 8;

/** What a buyer or merchant typed, as a code is stored: full-width folded, spaces dropped, upper case. */
export function normaliseYbCode(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** '' when a normalised code is none ('') or a well-formed 医保编码, else the Chinese message naming the field. */
export function ybCodeProblem(code: string, label = '医保编码'): string {
  if (code === '') return '';
  if (!/^[A-Z0-9]+$/.test(code)) return `${label}只能包含字母和数字`;
  if (code[0] !== 'X' && code[0] !== 'Z') return `${label}应以X（西药）或Z（中成药）开头`;
  if (code.length !== YB_CODE_LENGTH) return `${label}应为${YB_CODE_LENGTH}位（现为${code.length}位）`;
  return '';
}

/**
 * A search keyword that is a 医保编码 or its start (YB_CODE_SEARCH_MIN characters or more), normalised; null for
 * anything else. A digit is required, so pinyin (xiaoyanpian) is never taken for a code; an approval number's code
 * (Z20025208) may be, and a search that finds no goods by it goes on as a keyword.
 */
export function ybCodeSearchOf(keyword: string): string | null {
  const code = normaliseYbCode(keyword.slice(0, 64));
  const start = new RegExp(`^[XZ][A-Z0-9]{${YB_CODE_SEARCH_MIN - 1},${YB_CODE_LENGTH - 1}}$`);
  return start.test(code) && /\d/.test(code) ? code : null;
}
