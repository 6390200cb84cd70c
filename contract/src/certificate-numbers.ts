// Zod-free on purpose: the storefront's and the phone's certificate forms import it without the schemas; the
// registration schema (registration.ts) checks with the same functions, so a form and the server cannot disagree.

const USCC_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const GENERIC_NO_RE = /^[0-9A-Za-z\u4e00-\u9fa5()（）-]{4,50}$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Mainland resident ID: 18 characters with the ISO 7064 MOD 11-2 check digit. */
export function isResidentId(v: string): boolean {
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return '10X98765432'[sum % 11] === v[17];
}

/** '' when an entered number (trimmed, upper-cased) fits the certificate kind named `name`, else why not. */
export function certificateNumberFormatError(kind: string, name: string, number: string): string {
  if (kind === 'business_licence') return USCC_RE.test(number) ? '' : '营业执照编号应为18位统一社会信用代码';
  if (kind === 'purchaser_id') return isResidentId(number) ? '' : '采购人身份证号码格式不正确';
  return GENERIC_NO_RE.test(number) ? '' : `${name}编号格式不正确`;
}

/** A form's check of what was typed: '' when fine, else the Chinese message naming the certificate. */
export function certificateNumberInputError(kind: string, name: string, raw: string): string {
  const number = raw.trim().toUpperCase();
  if (!number) return `请填写${name}编号`;
  return certificateNumberFormatError(kind, name, number);
}

/** The number field's placeholder for a kind. */
export function certificateNumberHint(kind: string, name: string): string {
  if (kind === 'business_licence') return '18位统一社会信用代码';
  if (kind === 'purchaser_id') return '18位居民身份证号码';
  return `请输入${name}编号`;
}
