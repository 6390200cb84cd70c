import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARS_RE } from '@yaocai/contract';
import { invalidField } from './errors.js';

/**
 * The contract's field builders refuse control characters; this hook is the same rule for every value a request
 * carries (path, query, form body), including fields a schema takes as raw strings and routes added later. A NUL
 * byte would otherwise reach PostgreSQL and end as a 500. Runs before schema validation, answers 422 naming the field.
 */
function findControl(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARS_RE.test(value) ? path : null;
  if (depth > 6 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL_CHARS_RE.test(k)) return at;
    const hit = findControl(v, at, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = findControl(part, '');
      if (field) throw invalidField(field, field ? `参数 ${field} 含有不允许的控制字符` : '参数含有不允许的控制字符');
    }
  });
}
