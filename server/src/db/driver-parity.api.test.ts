import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The module suites run on PostgreSQL only (test-app.ts MODULE_KINDS); what PGlite could still do otherwise for the same
 * query is hand its rows to the code in other JavaScript types — its own parsers, not node-postgres's (a count as a
 * bigint, a date as a string). So every column type the schema uses reads the same through both drivers: literals of
 * each type (values and types), and every table's rows (types per column; the two seeds differ in times and salts).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PGlite and PostgreSQL drivers read every column type the same', () => {
  let lite: TestApp;
  let server: TestApp;
  beforeAll(async () => {
    [lite, server] = await Promise.all([createTestApp('pglite'), createTestApp('postgres')]);
  });
  afterAll(async () => {
    await Promise.all([lite?.close(), server?.close()]);
  });
  const rows = (t: TestApp, text: string) => t.database.rows<Record<string, unknown>>(sql.raw(text));

  /** One value of each column type in the schema, as PostgreSQL spells it (a type missing here fails the test). */
  const SAMPLES: Record<string, string> = {
    int2: `7::int2`,
    int4: `2147483647::int4`,
    int8: `9007199254740993::int8`,
    text: `'片剂 a''b'::text`,
    bool: `true`,
    date: `'2026-12-07'::date`,
    timestamptz: `'2026-12-07 08:30:00.123+08'::timestamptz`,
    jsonb: `'{"a": [1, "二", null, true], "b": {"c": 1.5}}'::jsonb`,
    uuid: `'6f1c1f7e-1f7b-4a57-9a6e-7d8b3c1e2a90'::uuid`,
    tsvector: `'a:1 阿莫西林:2'::tsvector`,
    _text: `array['a', null, '二 三']::text[]`,
    _int4: `array[1, null, 3]::int4[]`,
    numeric: `12.50::numeric`,
    float4: `4.5::float4`,
  };

  it('reads a value of every column type the schema uses as the same JavaScript value', async () => {
    const used = await rows(server, `select distinct udt_name from information_schema.columns where table_schema = 'public' order by 1`);
    const types = used.map((r) => String(r.udt_name));
    expect(types.filter((t) => !(t in SAMPLES))).toEqual([]);
    const select = `select ${Object.entries(SAMPLES)
      .map(([t, v]) => `${v} as ${t}, null::${t.startsWith('_') ? `${t.slice(1)}[]` : t} as ${t}_null`)
      .join(', ')}`;
    const [fromLite] = await rows(lite, select);
    const [fromServer] = await rows(server, select);
    for (const type of Object.keys(SAMPLES)) {
      expect(shape(fromLite![type]), type).toBe(shape(fromServer![type]));
      expect(fromLite![type], type).toEqual(fromServer![type]);
      expect(fromLite![`${type}_null`], `${type} null`).toBeNull();
      expect(fromServer![`${type}_null`], `${type} null`).toBeNull();
    }
  });

  it("reads every table's rows with each column in the same JavaScript type", async () => {
    const tables = (await rows(server, `select tablename from pg_tables where schemaname = 'public' order by 1`)).map((r) => String(r.tablename));
    expect(tables.length).toBeGreaterThan(50);
    const differences: string[] = [];
    let compared = 0;
    for (const table of tables) {
      const query = `select * from "${table}" limit 5`;
      const [a, b] = await Promise.all([rows(lite, query), rows(server, query)]);
      const columns = new Set([...a, ...b].flatMap((r) => Object.keys(r)));
      for (const column of columns) {
        const shapes = (list: Array<Record<string, unknown>>) =>
          new Set(
            list
              .map((r) => r[column])
              .filter((v) => v !== null && v !== undefined)
              .map(shape),
          );
        const [sa, sb] = [shapes(a), shapes(b)];
        if (sa.size === 0 || sb.size === 0) continue;
        compared += 1;
        if ([...sa].join() !== [...sb].join()) differences.push(`${table}.${column}: PGlite ${[...sa].join('|')}, PostgreSQL ${[...sb].join('|')}`);
      }
    }
    expect(differences).toEqual([]);
    // The demo data fills most tables: hundreds of columns were compared, not a handful.
    expect(compared).toBeGreaterThan(300);
  });
});

/** A value's JavaScript type, arrays by their elements' (null elements as null). */
function shape(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `array<${[...new Set(v.map(shape))].sort().join('|')}>`;
  if (v instanceof Date) return 'Date';
  if (v instanceof Uint8Array) return 'bytes';
  return typeof v;
}
