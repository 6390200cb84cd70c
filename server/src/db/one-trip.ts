import crypto from 'node:crypto';
import { Column, fillPlaceholders, is, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** Reads folded into one statement: shaped reads and Drizzle selects (flat field maps); anything else is awaited beside. */
export type TripParts = Record<string, PromiseLike<readonly unknown[]>>;
export type TripRows<T extends TripParts> = { [K in keyof T]: Awaited<T[K]> };

/** How a shaped read puts a value in its SQL: a placeholder when the trip's statement is built once, else the value. */
export type Bind = (name: string) => SQL | Placeholder;

/**
 * A read built from its shape and its values apart: `build` writes the query — a Drizzle select, or raw SQL whose
 * columns carry their names (`as "name"`) — with `bind(name)` where a value goes, so a trip made only of shaped reads
 * is built by Drizzle once per shape and then only given values (Drizzle's query building was a third of the
 * server's CPU in checkout). Runs alone when awaited, as a trip of one.
 */
export interface ShapedRead<T> extends PromiseLike<T[]> {
  /** Names the query's text: the same shape must build the same SQL whatever the values. */
  readonly shape: string;
  readonly values: Record<string, unknown>;
  readonly build: (bind: Bind) => SQL | PromiseLike<readonly unknown[]>;
}

/** A shaped read; `runAlone` runs it as a trip of one. */
export function shapedRead<R>(
  shape: string,
  values: Record<string, unknown>,
  build: (bind: Bind) => SQL | PromiseLike<readonly unknown[]>,
  runAlone: (read: ShapedRead<R>) => Promise<R[]>,
): ShapedRead<R> {
  const read: ShapedRead<R> = {
    shape,
    values,
    build,
    then: (onFulfilled, onRejected) => runAlone(read).then(onFulfilled, onRejected),
  };
  return read;
}

const isShaped = (p: unknown): p is ShapedRead<unknown> => typeof p === 'object' && p !== null && 'shape' in p && 'build' in p;

/** An int array as one parameter (`= any(${bind('ids')}::int[])`): the same text for any number of ids. */
export const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

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

/** Raw SQL's rows as JSON objects keyed by its column names. */
function foldRaw(key: string, i: number, query: SQL): Folded {
  const column = sql`(select coalesce(json_agg(to_json(t)), '[]'::json) from (${query}) as t) as ${sql.identifier(`p${i}`)}`;
  return { key, column, decode: (rows) => rows };
}

/** A folded read from a part: a Drizzle select or raw SQL (what a shaped read's `build` gives). */
function fold(key: string, i: number, part: unknown): Folded {
  if (is(part, PgSelectBase)) return foldSelect(key, i, part as unknown as Select);
  if (is(part, SQL)) return foldRaw(key, i, part);
  throw new Error(`one-trip read "${key}": not a select or raw SQL`);
}

type BuiltQuery = { sql: string; params: unknown[] };

/** A statement built once and sent by name. */
interface BuiltStatement {
  query: BuiltQuery;
  name: string;
}

/** A trip of shaped reads: its statement and how each part's rows come back out of their JSON column. */
interface Built extends BuiltStatement {
  decode: Array<Folded['decode']>;
}

/** Each distinct trip of shaped reads, built once per process (the shapes are the app's own, so they are few). */
const builtTrips = new Map<string, Built>();
/** Each shaped statement (`runShaped`), built once per process by its shape's name. */
const builtStatements = new Map<string, BuiltStatement>();
const MAX_BUILT = 500;

interface DrizzleInternals {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      q: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): {
      execute(values: Record<string, unknown>): Promise<{ rows: Array<Record<string, unknown>> }>;
    };
  };
}

/** The trip's shaped reads with placeholders `p{i}_{name}`, built by Drizzle once and kept by the parts' shapes. */
function built(key: string, shaped: Array<[string, ShapedRead<unknown>]>, executor: Executor): Built {
  let trip = builtTrips.get(key);
  if (trip) return trip;
  const folded = shaped.map(([k, part], i) =>
    fold(
      k,
      i,
      part.build((name) => sql.placeholder(`p${i}_${name}`)),
    ),
  );
  const query = (executor as unknown as DrizzleInternals).dialect.sqlToQuery(
    sql`select ${sql.join(
      folded.map((f) => f.column),
      sql`, `,
    )}`,
  );
  trip = { query, name: `trip_${crypto.createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`, decode: folded.map((f) => f.decode) };
  if (builtTrips.size < MAX_BUILT) builtTrips.set(key, trip);
  return trip;
}

/** Outside production every built trip is checked against a fresh build: see `checkShapes`. */
const CHECK_SHAPES = process.env.NODE_ENV !== 'production';

/**
 * A shaped read must put every changing value through `bind`: a value written into the query directly would be built
 * into the kept trip and reused for every later call. Outside production each cached call is compared with the same
 * trip built afresh from its values (text and parameters), so any such slip fails the API tests.
 */
function checkShapes(trip: Built, shaped: Array<[string, ShapedRead<unknown>]>, values: Record<string, unknown>, executor: Executor) {
  const fresh = (executor as unknown as DrizzleInternals).dialect.sqlToQuery(
    sql`select ${sql.join(
      shaped.map(
        ([k, p], i) =>
          fold(
            k,
            i,
            p.build((name) => sql.placeholder(`p${i}_${name}`)),
          ).column,
      ),
      sql`, `,
    )}`,
  );
  if (!sameBuild(fresh, trip.query, values))
    throw new Error(`one-trip read ${shaped.map(([, p]) => p.shape).join(', ')}: a value is not bound (its built trip changed)`);
}

/** True when a fresh build and the kept one give the same text and, filled with `values`, the same parameters. */
function sameBuild(fresh: BuiltQuery, kept: BuiltQuery, values: Record<string, unknown>): boolean {
  return JSON.stringify([fresh.sql, fillPlaceholders(fresh.params, values)]) === JSON.stringify([kept.sql, fillPlaceholders(kept.params, values)]);
}

const jsonRows = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];

/**
 * Several reads in one round trip: each becomes a JSON array column of a one-row select, decoded back into the rows
 * it gives alone (same field names, same decoders; values pass through JSON, so timestamps should be read as epoch
 * numbers or text, as the pricing reads do). On this host each statement costs its round trip's wake-ups more than
 * its work, so a request's independent reads go together. All parts see one snapshot. A trip of shaped reads only is
 * built once and sent as a named statement; otherwise Drizzle builds it each time.
 */
export async function readInOneTrip<T extends TripParts>(executor: Executor, parts: T): Promise<TripRows<T>> {
  const shaped: Array<[string, ShapedRead<unknown>]> = [];
  const plain: Array<[string, unknown]> = [];
  const beside: Array<[string, PromiseLike<readonly unknown[]>]> = [];
  for (const [key, part] of Object.entries(parts)) {
    if (isShaped(part)) shaped.push([key, part]);
    else if (is(part, PgSelectBase)) plain.push([key, part]);
    else beside.push([key, part]);
  }
  const out: Record<string, unknown> = {};
  const alone = Promise.all(beside.map(async ([key, p]) => (out[key] = await p)));
  // When the trip's statement fails first (its connection lost), `alone` is never awaited: its own failure must not
  // surface as an unhandled rejection, which would end the process.
  alone.catch(() => undefined);
  if (shaped.length > 0 && plain.length === 0) {
    const key = shaped.map(([k, p]) => `${k}=${p.shape}`).join('|');
    const trip = built(key, shaped, executor);
    const values: Record<string, unknown> = {};
    shaped.forEach(([, p], i) => {
      for (const [name, value] of Object.entries(p.values)) values[`p${i}_${name}`] = value;
    });
    if (CHECK_SHAPES) checkShapes(trip, shaped, values, executor);
    const res = await (executor as unknown as DrizzleInternals).session.prepareQuery(trip.query, undefined, trip.name, false).execute(values);
    shaped.forEach(([k], i) => (out[k] = trip.decode[i](jsonRows(res.rows[0][`p${i}`]))));
  } else if (shaped.length === 0 && plain.length === 1) {
    out[plain[0][0]] = await (plain[0][1] as PromiseLike<unknown>);
  } else if (shaped.length + plain.length > 0) {
    // Shaped reads among plain ones: built with their values, like the rest.
    const folded = [...shaped.map(([k, p]) => [k, p.build((name) => sql`${p.values[name]}`)] as const), ...plain].map(([k, part], i) =>
      fold(k, i, part),
    );
    const res = (await executor.execute(
      sql`select ${sql.join(
        folded.map((f) => f.column),
        sql`, `,
      )}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    folded.forEach((f, i) => (out[f.key] = f.decode(jsonRows(res.rows[0][`p${i}`]))));
  }
  await alone;
  return out as TripRows<T>;
}

/**
 * A statement that is not a read to fold (a write with RETURNING, say) written once per `shape` with `bind(name)` for
 * its values, as a shaped read is: built by Drizzle once per process and sent as a named statement, so a hot write
 * skips Drizzle's query building. Answers its rows as the driver gives them.
 */
export async function runShaped<T>(executor: Executor, shape: string, values: Record<string, unknown>, build: (bind: Bind) => SQL): Promise<T[]> {
  const make = () => (executor as unknown as DrizzleInternals).dialect.sqlToQuery(build((name) => sql.placeholder(name)));
  let kept = builtStatements.get(shape);
  if (!kept) {
    const query = make();
    kept = { query, name: `stmt_${crypto.createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}` };
    if (builtStatements.size < MAX_BUILT) builtStatements.set(shape, kept);
  }
  if (CHECK_SHAPES && !sameBuild(make(), kept.query, values))
    throw new Error(`shaped statement ${shape}: a value is not bound (its built text changed)`);
  const res = await (executor as unknown as DrizzleInternals).session.prepareQuery(kept.query, undefined, kept.name, false).execute(values);
  return res.rows as T[];
}
