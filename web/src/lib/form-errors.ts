import type { ApiError } from './api-client';

/** An antd form field path: `phone`, `['certificates', 0, 'number']`. */
export type FieldPath = (string | number)[];
export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** `certificates.0.number` → `['certificates', 0, 'number']`. */
export function fieldPath(key: string): FieldPath {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * A 422's Laravel-style `errors` as antd field errors, for the fields this form has (`known`: dotted paths such as
 * `phone` or `certificates.0.number`). `alias` folds server fields into one form field (province/city/district → the
 * region picker). Fields the form does not have are left out, so the caller can fall back to the common toast.
 */
export function serverFieldErrors(err: ApiError, known: readonly string[], alias: Record<string, string> = {}): FieldError[] {
  if (err.kind !== 'http' || err.code !== 422 || !err.body?.errors) return [];
  const out: FieldError[] = [];
  for (const [key, messages] of Object.entries(err.body.errors)) {
    const name = alias[key] ?? key;
    if (!known.includes(name) || !messages?.length) continue;
    const path = fieldPath(name);
    if (out.some((e) => e.name.join('.') === path.join('.'))) continue;
    out.push({ name: path, errors: [messages[0]] });
  }
  return out;
}

/**
 * An `onError` for the request client: a 422 about a field of the form is shown under that field (spec §5 shows the
 * first message); everything else falls through to the common handler (spec §8).
 */
export function formErrorHandler<F>(
  /** antd's `form.setFields`; typed forms narrow its names, which the server's keys are checked against at runtime. */
  setFields: (fields: F[]) => void,
  known: readonly string[],
  alias: Record<string, string> = {},
): (err: ApiError) => boolean {
  return (err) => {
    const fields = serverFieldErrors(err, known, alias);
    if (fields.length === 0) return false;
    setFields(fields as F[]);
    return true;
  };
}
