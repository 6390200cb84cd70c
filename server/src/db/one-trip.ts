import { Column, is, SQL, sql } from 'drizzle-orm';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A raw-SQL read that can run alone (awaited) or inside a one-trip read: the repository's query with its row type.
 * Its columns must carry their own names (`as "name"`): the rows come back keyed by them.
 */
export interface RawRead<T> extends PromiseLike<T[]> {
  readonly rawQuery: SQL;
}

/** Reads folded into one statement: Drizzle selects (flat field maps) and raw reads; anything else is awaited beside. */
export type TripParts = Record<string, PromiseLike<readonly unknown[]>>;
export type TripRows<T extends TripParts> = { [K in keyof T]: Awaited<T[K]> };

export function rawRead<T>(query: SQL, run: (query: SQL) => Promise<T[]>): RawRead<T> {
  return {
    rawQuery: query,
    then: (onFulfilled, onRejected) => run(query).then(onFulfilled, onRejected),
  };
}

const isRaw = (p: unknown): p is RawRead<unknown> => typeof p === 'object' && p !== null && 'rawQuery' in p;

type Select = PgSelectBase<string, Record<string, never>, 'partial'>;
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** How a selected field's value is read back: a column's own mapping, or the decoder an expression was given. */
function decoderOf(key: string, field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  // `decoder` is Drizzle's own (internal) name for what `.mapWith()` set; plain expressions keep the value as is.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  // A nested selection (`select()` over joins) would need Drizzle's null-object rules; the folds here name their fields.
  throw new Error(`one-trip read: field "${key}" is not a column or an expression (only flat field maps fold)`);
}

/** One folded read: the column of the one-row answer, and how its JSON rows become the rows the read alone gives. */
interface Folded {
  key: string;
  column: SQL;
  decode: (rows: unknown[]) => unknown[];
}

function foldSelect(key: string, i: number, q: Select): Folded {
  // The select's fields in the order Drizzle writes them (the entries of its field map).
  const fields = Object.entries((q as unknown as { _: { config: { fields: Record<string, unknown> } } })._.config.fields).map(
    ([name, field]) => [name, decoderOf(name, field)] as const,
  );
  const names = fields.map((_, j) => sql.raw(`c${j}`));
  // Each row as a positional JSON array, renamed by position so the select's own names (unnamed expressions, two
  // tables' "id") never collide; the subquery's order is the aggregate's input order (no join, no grouping above it).
  const column = sql`(select coalesce(json_agg(json_build_array(${sql.join(
    names.map((n) => sql`t.${n}`),
    sql`, `,
  )})), '[]'::json) from (${q}) as t(${sql.join(names, sql`, `)})) as ${sql.identifier(`p${i}`)}`;
  return { key, column, decode: (rows) => rows.map((r) => decodeRow(fields, r as unknown[])) };
}

function decodeRow(fields: ReadonlyArray<readonly [string, Decoder]>, values: unknown[]) {
  const row: Record<string, unknown> = {};
  fields.forEach(([name, decoder], j) => (row[name] = values[j] === null ? null : decoder.mapFromDriverValue(values[j])));
  return row;
}

function foldRaw(key: string, i: number, q: RawRead<unknown>): Folded {
  const column = sql`(select coalesce(json_agg(to_json(t)), '[]'::json) from (${q.rawQuery}) as t) as ${sql.identifier(`p${i}`)}`;
  return { key, column, decode: (rows) => rows };
}

/**
 * Several reads in one round trip: each becomes a JSON array column of a one-row select, decoded back into the rows
 * it gives alone (same field names, same decoders; values pass through JSON, so timestamps should be read as epoch
 * numbers or text, as the pricing reads do). On this host each statement costs its round trip's wake-ups more than
 * its work, so a request's independent reads go together. All parts see one snapshot.
 */
export async function readInOneTrip<T extends TripParts>(executor: Executor, parts: T): Promise<TripRows<T>> {
  const folded: Folded[] = [];
  const beside: Array<[string, PromiseLike<readonly unknown[]>]> = [];
  for (const [key, part] of Object.entries(parts)) {
    if (is(part, PgSelectBase)) folded.push(foldSelect(key, folded.length, part as unknown as Select));
    else if (isRaw(part)) folded.push(foldRaw(key, folded.length, part));
    else beside.push([key, part]);
  }
  const out: Record<string, unknown> = {};
  const alone = Promise.all(beside.map(async ([key, p]) => (out[key] = await p)));
  if (folded.length === 1 && !isRaw(parts[folded[0].key])) out[folded[0].key] = await parts[folded[0].key];
  else if (folded.length > 0) {
    const res = (await executor.execute(
      sql`select ${sql.join(
        folded.map((f) => f.column),
        sql`, `,
      )}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const row = res.rows[0];
    folded.forEach((f, i) => {
      const value = row[`p${i}`];
      out[f.key] = f.decode((typeof value === 'string' ? JSON.parse(value) : value) as unknown[]);
    });
  }
  await alone;
  return out as TripRows<T>;
}
