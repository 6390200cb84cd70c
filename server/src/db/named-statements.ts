import crypto from 'node:crypto';
import type pg from 'pg';

/** Distinct statement texts given a name, per process: beyond it (IN lists of every length…) queries stay unnamed. */
const MAX_NAMED = 2000;
const names = new Map<string, string>();

/**
 * Statements whose rows come from a JSON parameter (a quick-order sheet, a batch of lines) are planned each time: a
 * generic plan cannot know whether the document holds 2 rows or 2,000 (the 200-line quick order ran twice as slow).
 * So are LIKE patterns: a prefix reads an index range, which only a plan that sees the pattern can use (the console's
 * code search).
 */
const PLAN_EACH_TIME = /jsonb_to_recordset|jsonb_array_elements| i?like \$/i;
/** Long IN lists (a cart's 200 goods, a sheet's candidates) likewise; a category subtree's ids (≤ 128) stay named. */
const MAX_PARAMS = 128;

function nameFor(text: string): string | undefined {
  if (PLAN_EACH_TIME.test(text) || (text.match(/\$\d+/g)?.length ?? 0) > MAX_PARAMS) return undefined;
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `y_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * Makes every parameterised query of this connection a named prepared statement: PostgreSQL parses and plans a
 * statement text once per connection and then only binds and executes it, instead of planning every request's
 * queries afresh (planning a cart query costs as much as running it). Texts are the app's own SQL (values are always
 * parameters), so the set of names is bounded; past MAX_NAMED distinct texts, queries run unnamed as before.
 */
export function nameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string' && !('name' in config && config.name)) {
      const name = nameFor(config.text);
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
}
