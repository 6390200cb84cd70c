import fc from 'fast-check';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, form, newIp, type TestApp } from '../../../test/test-app.js';
import { DEMO_MERCHANTS } from '../../modules/admin/admin.seed.js';
import { useApiSuite } from '../../../test/suite.js';

/**
 * Schema-aware fuzzing over every operation of the OpenAPI document (issue "Trust"): anonymous, as a member and as an
 * operator, with hostile values in the path, the query and the body. Any 5xx, or an error answered outside the
 * {code, msg, data} envelope, fails. Deterministic: a fixed seed per operation, so a failure replays. The operations
 * are shared out between fuzz-odd-operations.api.test.ts and fuzz-even-operations.api.test.ts (every other one, so
 * storefront and console operations are spread evenly), which the two api workers run at once; each operation keeps
 * the seed of its place in the whole document, so the cases are the ones a single run would try.
 */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\u0007\u001b[31m',
  "' OR 1=1 --",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '😀😀😀',
  '药'.repeat(300),
  'x'.repeat(5000),
  '13800138000',
  '2026-13-45',
];
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }).map(String) },
);

function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileScalar;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return fc.oneof(...alt.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 3000, 3000) }).map(String);
    case 'boolean':
      return fc.constantFrom('0', '1', 'true', 'false');
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    default:
      return fc.string({ maxLength: 12 });
  }
}

/** A value for one field: plausible for its schema, hostile, an array where a scalar goes or a scalar where an array goes. */
function fieldValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema) },
    { weight: 3, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(hostileScalar, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '0', '__proto__', 'constructor'), hostileScalar, { maxKeys: 2 }) },
  );
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, s] of props) record[name] = fieldValue(s);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'x\u0000', 'extra'), hostileScalar, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1.5',
      'abc',
      '%E0%A4%A',
      '%00',
      '%2e%2e',
      'x'.repeat(150),
      '__proto__',
      '%F0%9F%98%80',
    ),
    fc.integer({ min: 1, max: 5000 }).map(String),
  );
}

const IDENTITIES = ['anonymous', 'member', 'operator', 'merchant'] as const;

/**
 * The fuzz suite over every other operation of the document: `part` 0 takes the 1st, 3rd, 5th…, 1 the 2nd, 4th….
 */
export function describeFuzz(part: 0 | 1) {
  describe(`fuzzing every other operation of the OpenAPI document (${part === 0 ? 'odd' : 'even'})`, () => {
    let t: TestApp;
    const cookies: Record<(typeof IDENTITIES)[number], string | undefined> = {
      anonymous: undefined,
      member: undefined,
      operator: undefined,
      merchant: undefined,
    };
    let doc: { paths: Record<string, Record<string, Operation>> };
    useApiSuite('pglite', (s) => ({ t } = s));
    beforeAll(async () => {
      cookies.member = await t.login();
      cookies.operator = await t.operatorLogin();
      // A demo shop's 店铺管理员: the merchant portal's routes are fuzzed as the account they are for.
      const shopAdmin = DEMO_MERCHANTS.find((m) => m.role === 'shop_admin')!;
      cookies.merchant = cookieOf(
        await t.call({
          method: 'POST',
          url: '/admin/api/login',
          remoteAddress: newIp(),
          ...form({ username: shopAdmin.username, password: shopAdmin.password }),
        }),
      );
      doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    });

    it('never answers 5xx, and answers every refusal in the envelope', async () => {
      const problems: string[] = [];
      let operations = 0;
      const firstSeed = 20261124;
      let seed = firstSeed;
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          // Logging out would end the identities the rest of the run relies on; it has no input to fuzz.
          if (path.endsWith('/logout')) continue;
          const opSeed = seed++;
          if ((opSeed - firstSeed) % 2 !== part) continue;
          operations++;
          const params = op.parameters ?? [];
          const pathParams = params.filter((p) => p.in === 'path');
          const queryProps = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
          const content = op.requestBody?.content ?? {};
          const bodySchema = (content['application/x-www-form-urlencoded'] ?? content['application/json'] ?? Object.values(content)[0])?.schema;
          const request = fc.record({
            who: fc.constantFrom(...IDENTITIES),
            path: fc.array(pathValue(), { minLength: pathParams.length, maxLength: pathParams.length }),
            query: objectOf({ properties: queryProps }),
            rawQuery: fc.constantFrom('', '', '&bad=%E0%A4%A', '&x=%', '&__proto__[polluted]=1'),
            body: bodySchema ? objectOf(bodySchema) : fc.constant({}),
            json: fc.boolean(),
          });
          await fc
            .assert(
              fc.asyncProperty(request, async (r) => {
                let i = 0;
                const url = path.replace(/\{[^}]+\}/g, () => r.path[i++] ?? '1');
                const query = qs.stringify(r.query, { arrayFormat: 'brackets' }) + r.rawQuery;
                const withBody = method !== 'get' && method !== 'head';
                const res = await t.call({
                  method: method.toUpperCase() as 'GET',
                  url: query ? `${url}?${query.replace(/^&/, '')}` : url,
                  cookie: cookies[r.who],
                  headers: {
                    origin: 'http://localhost:80',
                    ...(withBody ? { 'content-type': r.json ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
                  },
                  ...(withBody ? { payload: r.json ? JSON.stringify(r.body) : qs.stringify(r.body, { arrayFormat: 'brackets' }) } : {}),
                });
                const where = `${method.toUpperCase()} ${path} as ${r.who}: ${res.statusCode} ${res.body.slice(0, 160)}`;
                if (res.statusCode >= 500) throw new Error(where);
                const type = String(res.headers['content-type'] ?? '');
                if (res.statusCode >= 400 || type.includes('json')) {
                  let body: unknown;
                  try {
                    body = JSON.parse(res.body);
                  } catch {
                    throw new Error(`not JSON: ${where}`);
                  }
                  if (!body || typeof body !== 'object' || !('code' in body) || !('msg' in body)) throw new Error(`outside the envelope: ${where}`);
                }
              }),
              { seed: opSeed, numRuns: 40, endOnFailure: true },
            )
            .catch((err: Error) =>
              problems.push(
                String((err as { cause?: Error }).cause?.message ?? err.message)
                  .split('\n')[0]
                  .slice(0, 300),
              ),
            );
        }
      }
      expect(operations).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    }, 600_000);
  });
}
