import { Toast } from 'antd-mobile';
import type { ApiError } from '../../../lib/api-client';

type FieldPath = (string | number)[];
interface FieldError {
  name: FieldPath;
  errors: string[];
}

/**
 * An `onError` for the request client: a 422 about a field of this form (`known`: dotted paths such as `phone` or
 * `certificates.0.number`; `alias` folds province/city/district into the region field) is shown under that field and
 * as the spec's toast (§8: the first field error), since on a phone the field may be off the screen. Anything else
 * falls through to the common handler.
 */
export function formErrorHandler(
  setFields: (fields: FieldError[]) => void,
  known: readonly string[],
  alias: Record<string, string> = {},
): (err: ApiError) => boolean {
  return (err) => {
    if (err.kind !== 'http' || err.code !== 422 || !err.body?.errors) return false;
    const fields: FieldError[] = [];
    for (const [key, messages] of Object.entries(err.body.errors)) {
      const name = alias[key] ?? key;
      if (!known.includes(name) || !messages?.length || fields.some((f) => f.name.join('.') === name)) continue;
      fields.push({ name: name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [messages[0]!] });
    }
    if (fields.length === 0) return false;
    setFields(fields);
    Toast.show({ icon: 'fail', content: err.firstFieldError });
    return true;
  };
}
