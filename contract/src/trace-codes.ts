/**
 * 药品追溯码 — reading the codes printed on drug packs (issue 47). Pure: the server checks every captured code with it,
 * the phone's scanner and the consoles' scan fields use it to tell a 追溯码 from a 69 barcode.
 *
 * Three kinds are read:
 * - `msfx`: the common 20-digit 码上放心 code (the former 中国药品电子监管码): 7 digits 药品标识码 (the product and its
 *   pack: maker, generic name, dosage form, strength, pack size), 9 digits 单品序列号, 4 digits 校验码. The last four are
 *   computed by the code platform with its own key and cannot be recomputed outside it; what can be checked here is the
 *   length, that every character is a digit, and (by the caller) that the 药品标识码 is one of the goods'.
 * - `gs1`: a GS1 element string (the Data Matrix on imported drugs): (01) GTIN-14 whose last digit is the GS1 mod-10
 *   check digit, (17) expiry YYMMDD, (10) batch, (21) serial; read from the human-readable form with brackets, or the
 *   scanned form with FNC1 group separators (and the `]d2` / `]Q3` symbology prefix a scanner may add).
 * - `other`: another maker's own code (ISO/IEC 15459 issuing agencies such as MA): 16–48 letters and digits, with at
 *   least one letter (a code of digits only is a 码上放心 code or a typing error).
 */

export type TraceCodeKind = 'msfx' | 'gs1' | 'other';

export interface TraceCode {
  /** The code as stored and compared: msfx and other as printed (letters upper-cased), gs1 as `(01)…(21)…`. */
  code: string;
  kind: TraceCodeKind;
  /** What names the product and pack: the 7-digit 药品标识码 (msfx) or the GTIN-14 (gs1); '' for other codes. */
  product: string;
  serial: string;
  /** Carried by gs1 codes only: the batch and the expiry (YYYY-MM-DD; day 00 is the month's last day). */
  batch?: string;
  expiry?: string;
}

export type TraceCodeRead = { ok: true; value: TraceCode } | { ok: false; error: string };

const GS = '\u001d';

/** GS1's mod-10 check digit of the digits before it (GTIN-8/12/13/14, SSCC): weights 3,1,3,… from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The AIs a drug pack's Data Matrix carries: fixed-length ones with their length, variable ones up to theirs. */
const FIXED_AI: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const VARIABLE_AI: Record<string, number> = { '10': 20, '21': 20 };

function gs1Expiry(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  // GS1 General Specifications 7.12: the century is the one that puts the year within −49…+50 of now; drugs on sale
  // expire within decades of today, so 20YY is that century until 2050.
  const year = 2000 + yy;
  if (mm < 1 || mm > 12) return null;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd > last) return null;
  const day = dd === 0 ? last : dd;
  return `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Splits a GS1 element string into its AIs: `(01)…(17)…` or FNC1-separated; null when it is not one. */
function gs1Elements(raw: string): Map<string, string> | null {
  const out = new Map<string, string>();
  if (raw.startsWith('(')) {
    const parts = [...raw.matchAll(/\((\d{2,4})\)([^()]*)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== raw) return null;
    for (const [, ai, value] of parts) {
      if (out.has(ai)) return null;
      out.set(ai, value);
    }
    return out;
  }
  let rest = raw.replace(/^\]d2|^\]Q3|^\]C1/, '');
  if (!rest.startsWith('01') && !rest.startsWith(GS)) return null;
  while (rest.length > 0) {
    if (rest.startsWith(GS)) {
      rest = rest.slice(1);
      continue;
    }
    const ai = rest.slice(0, 2);
    if (out.has(ai)) return null;
    if (FIXED_AI[ai] !== undefined) {
      const value = rest.slice(2, 2 + FIXED_AI[ai]);
      if (value.length !== FIXED_AI[ai]) return null;
      out.set(ai, value);
      rest = rest.slice(2 + FIXED_AI[ai]);
    } else if (VARIABLE_AI[ai] !== undefined) {
      const end = rest.indexOf(GS, 2);
      out.set(ai, end < 0 ? rest.slice(2) : rest.slice(2, end));
      rest = end < 0 ? '' : rest.slice(end + 1);
    } else return null;
  }
  return out;
}

function readGs1(raw: string): TraceCodeRead | null {
  const elements = gs1Elements(raw);
  if (!elements) return null;
  const gtin = elements.get('01');
  const serial = elements.get('21');
  if (!gtin || !/^\d{14}$/.test(gtin)) return { ok: false, error: 'GS1追溯码缺少(01)商品条码或其长度不是14位' };
  if (gs1CheckDigit(gtin.slice(0, 13)) !== Number(gtin[13])) return { ok: false, error: `GS1商品条码${gtin}的校验位不正确` };
  if (!serial || !/^[!-~]{1,20}$/.test(serial) || serial.includes('(') || serial.includes(')')) {
    return { ok: false, error: 'GS1追溯码缺少(21)序列号' };
  }
  const batch = elements.get('10');
  if (batch !== undefined && !/^[!-~]{1,20}$/.test(batch)) return { ok: false, error: 'GS1追溯码的(10)批号不正确' };
  const expiryRaw = elements.get('17');
  const expiry = expiryRaw === undefined ? undefined : gs1Expiry(expiryRaw);
  if (expiry === null) return { ok: false, error: 'GS1追溯码的(17)有效期不是有效日期' };
  for (const ai of elements.keys()) {
    if (FIXED_AI[ai] === undefined && VARIABLE_AI[ai] === undefined) return { ok: false, error: `GS1追溯码含有不支持的应用标识符(${ai})` };
  }
  const code = `(01)${gtin}${expiryRaw ? `(17)${expiryRaw}` : ''}${batch ? `(10)${batch}` : ''}(21)${serial}`;
  return { ok: true, value: { code, kind: 'gs1', product: gtin, serial, ...(batch ? { batch } : {}), ...(expiry ? { expiry } : {}) } };
}

/**
 * Reads one scanned or typed code. Spaces and hyphens a person or a scanner adds are dropped from digit codes; the
 * error names what is wrong, in Chinese.
 */
export function readTraceCode(input: string): TraceCodeRead {
  const raw = input.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
  if (raw === '') return { ok: false, error: '追溯码为空' };
  const gs1 = readGs1(raw);
  if (gs1) return gs1;
  const compact = raw.replace(/[\s-]/g, '');
  if (/^\d+$/.test(compact)) {
    if (compact.length === 20) {
      return { ok: true, value: { code: compact, kind: 'msfx', product: compact.slice(0, 7), serial: compact.slice(7, 16) } };
    }
    if (compact.length === 13 && compact.startsWith('69')) return { ok: false, error: `${compact}是商品条形码（69码），不是追溯码` };
    // A code of digits only is a 码上放心 code with a digit missing or extra (other makers' codes carry letters).
    return { ok: false, error: `追溯码${compact.slice(0, 40)}应为20位数字（现为${compact.length}位）` };
  }
  if (!/^[0-9A-Za-z]{16,48}$/.test(compact)) return { ok: false, error: `追溯码${raw.slice(0, 60)}格式不正确` };
  return { ok: true, value: { code: compact.toUpperCase(), kind: 'other', product: '', serial: compact.toUpperCase() } };
}

/**
 * Splits what was scanned, pasted or imported into codes: one per line (a USB scanner ends each with Enter), or
 * separated by commas, semicolons or tabs (a spreadsheet's column). Spaces stay inside a code: people type a 20-digit
 * code in groups. Duplicates within the list are kept: the caller refuses them by name.
 */
export function splitTraceCodes(text: string): string[] {
  return text
    .split(/[\r\n,;，；\t]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The 7-digit 药品标识码 of a goods' 码上放心 codes, as a merchant enters it: digits only, exactly seven. */
export const TRACE_PRODUCT_RE = /^\d{7}$/;
