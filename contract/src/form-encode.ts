/** A value the form encoder accepts: primitives, arrays and plain objects nested in any mix. */
export type FormValue = string | number | boolean | null | undefined | Date | FormValue[] | { [key: string]: FormValue };
export type FormFields = Record<string, FormValue>;

/** Brackets stay literal (`ids[]`, `params[0][goods_id]`) as PHP/qs servers expect; everything else is escaped. */
function encodeKey(key: string) {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function scalar(value: string | number | boolean | Date): string {
  if (value instanceof Date) return value.toISOString();
  // Flags travel as 1/0, the convention of this API (is_selected, with_coupon…).
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function isPrimitive(value: FormValue): boolean {
  return value === null || value === undefined || typeof value !== 'object' || value instanceof Date;
}

function collect(prefix: string, value: FormValue, out: string[]) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    // Lists of scalars use `key[]=…`; lists of objects need the index to keep fields together: `key[0][f]=…`.
    const flat = value.every(isPrimitive);
    value.forEach((item, i) => collect(flat ? `${prefix}[]` : `${prefix}[${i}]`, item, out));
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) collect(`${prefix}[${k}]`, v, out);
    return;
  }
  out.push(`${encodeKey(prefix)}=${encodeURIComponent(scalar(value))}`);
}

/**
 * Encodes nested fields the way qs / PHP read them (spec §7: POST and PUT bodies are form-encoded):
 * `{ ids: [1, 2] }` → `ids[]=1&ids[]=2`, `{ params: [{ goods_id: 5 }] }` → `params[0][goods_id]=5`.
 * `null` and `undefined` are left out. Also used for query strings.
 */
export function encodeForm(fields: FormFields): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(fields)) collect(key, value, out);
  return out.join('&');
}
