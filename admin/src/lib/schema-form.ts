import type { z } from 'zod';

/** An antd field name from a dotted server path: `ladders.0.price` → ['ladders', 0, 'price']. */
const nameOf = (path: string | ReadonlyArray<PropertyKey>) =>
  (typeof path === 'string' ? path.split('.') : path.map(String)).map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** A 422's per-field messages as antd `setFields` data, shown beside the fields they name. */
export function fieldsFromServer(errors: Record<string, string[]>) {
  return Object.entries(errors).map(([path, messages]) => ({ name: nameOf(path), errors: messages }));
}

/**
 * Checks a form's values with the contract schema the server validates the same request with, so the operator sees
 * the server's own messages before anything is sent. Returns the parsed body, or the fields to mark.
 */
export function checkWith<S extends z.ZodTypeAny>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; fields: Array<{ name: Array<string | number>; errors: string[] }> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const byPath = new Map<string, { name: Array<string | number>; errors: string[] }>();
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    const entry = byPath.get(key) ?? { name: nameOf(issue.path), errors: [] };
    entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return { ok: false, fields: [...byPath.values()] };
}
