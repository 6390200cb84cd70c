import crypto from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, sql, type Placeholder, type Query, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The read-batch port: several typed reads in one round trip, on Drizzle's public API only.
 *
 * A repository writes a read once per shape (`shapedRead`: a Drizzle select, or raw SQL whose columns carry their
 * names) with `bind(name)` wherever a value goes. A trip folds its reads into one statement — each read a scalar
 * subquery giving its rows as a JSON array — built by Drizzle once per combination of shapes, prepared under a
 * name on the connections that plan it once (`generic`, db/client.ts), and from then on only given values. Each read's
 * JSON rows become the rows it gives alone (a column decoded by its own mapping). The domain sees typed reads and
 * rows, never how they travel: on this host a statement costs its round trip's wake-ups more than its work, and
 * Drizzle's query building was a third of the server's CPU in checkout.
 */

/** How a read puts a value in its SQL: a placeholder, filled from the read's `values` when the trip runs. */
export type Bind = (name: string) => Placeholder;

/** What runs a trip: the database (its trip connections) or an open transaction. */
export type TripRunner = Pick<PgDatabase<PgQueryResultHKT>, 'select' | '$with' | 'with'>;

/** A Drizzle select as a read folds it: its SQL, its fields (the public `_.config.fields`), and its rows' type. */
export type FoldableSelect = SQLWrapper & PromiseLike<readonly unknown[]> & { readonly _: { readonly config: { readonly fields: object } } };

/** What a read becomes in a trip: a select of one row, its rows as a JSON array, and how they decode. */
interface Fold {
  relation: SQL;
  decode: (rows: unknown[]) => unknown[];
}

const FOLD = Symbol('fold');

/** A read that takes part in a trip's statement. */
interface Folding {
  shape: string;
  values: Readonly<Record<string, unknown>>;
  fold: (bind: Bind) => Fold;
}

/**
 * A typed read written once per `shape` (its text must be the same whatever the values); `values` are what its binds
 * take. Awaited alone it is a trip of one; given to `oneTrip` it shares the trip's one statement.
 */
export interface ShapedRead<Row> extends PromiseLike<Row[]> {
  readonly shape: string;
  readonly values: Readonly<Record<string, unknown>>;
  /** How the read folds into a trip; null when it has nothing to read (`noRows`). */
  readonly [FOLD]: ((bind: Bind) => Fold) | null;
}

/**
 * Reads to make together, by name, or groups of them (a caller's reads made with a callee's, handed back as a group);
 * `TripRows` is their rows by the same names.
 */
export interface TripParts {
  readonly [name: string]: ShapedRead<unknown> | TripParts;
}
export type TripRows<T extends TripParts> = {
  [K in keyof T]: T[K] extends ShapedRead<infer Row> ? Row[] : T[K] extends TripParts ? TripRows<T[K]> : never;
};

const isRead = (part: ShapedRead<unknown> | TripParts): part is ShapedRead<unknown> => FOLD in part;

/** A read with nothing to read (no ids asked for): no rows, and no part of a trip's statement. */
export function noRows<Row = never>(): ShapedRead<Row> {
  return { shape: 'none', values: {}, [FOLD]: null, then: (onFulfilled, onRejected) => Promise.resolve([]).then(onFulfilled, onRejected) };
}

/** An int array as one parameter (`= any(${bind('ids')}::int[])`): the same text for any number of ids. */
export const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** A text array literal (`${textArray(xs)}::text[]`): every element quoted, so commas, braces and NULL stay text. */
export const textArray = (xs: readonly string[]) => `{${xs.map((x) => `"${x.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/** A boolean array literal (`${boolArray(xs)}::boolean[]`). */
export const boolArray = (xs: readonly boolean[]) => `{${xs.map((x) => (x ? 't' : 'f')).join(',')}}`;

const jsonValue = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];

/**
 * How one selected field's JSON value becomes the value the select gives alone: a column by its own mapping (dates,
 * numerics, arrays, JSON); an expression as JSON gives it — so an expression reads as the number, text, boolean, array
 * or object it is (timestamps as epoch numbers or text, as the pricing reads do). Drizzle keeps an expression's
 * `.mapWith` decoder to itself; the expressions folded here need none (`mapWith(Number)` of a JSON number is that
 * number; the one-trip tests hold every shape the reads use).
 */
function fieldDecoder(name: string, field: unknown): ((value: unknown) => unknown) | null {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  if (is(field, SQL) || is(field, SQL.Aliased)) return null;
  // A nested selection (`select()` over joins) would need Drizzle's null-object rules; the reads here name their fields.
  throw new Error(`one-trip read: field "${name}" is not a column or an expression (only flat field maps fold)`);
}

/**
 * A select's rows as a positional JSON array a row, renamed by position so the select's own names (unnamed
 * expressions, two tables' "id") never collide; the subquery's order is the aggregate's input order.
 */
function foldSelect(query: FoldableSelect): Fold {
  const fields = Object.entries(query._.config.fields).map(([name, field]) => [name, fieldDecoder(name, field)] as const);
  const names = fields.map((_, j) => sql.raw(`c${j}`));
  const relation = sql`select coalesce(json_agg(json_build_array(${sql.join(
    names.map((n) => sql`t.${n}`),
    sql`, `,
  )})), '[]'::json) as rows from (${query}) as t(${sql.join(names, sql`, `)})`;
  const decode = (rows: unknown[]) =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      fields.forEach(([name, decoder], j) => {
        const value = (values as unknown[])[j];
        row[name] = value === null || !decoder ? value : decoder(value);
      });
      return row;
    });
  return { relation, decode };
}

/** Raw SQL's rows as JSON objects keyed by its column names (`as "name"`), as the driver would name them. */
function foldRaw(query: SQL): Fold {
  return { relation: sql`select coalesce(json_agg(to_json(t)), '[]'::json) as rows from (${query}) as t`, decode: (rows) => rows };
}

/** A statement built once: its prepared form and, for the outside-production check, the query it was built as. */
interface Kept<R> {
  query: Query;
  run: (values: Record<string, unknown>) => Promise<R>;
}

const MAX_KEPT = 500;
/** Outside production every kept statement is checked against a fresh build: see `checkBound`. */
const CHECK_SHAPES = process.env.NODE_ENV !== 'production';

const statementName = (prefix: string, query: Query) => `${prefix}_${crypto.createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;

/**
 * A read or statement must put every changing value through `bind`: a value written into its SQL directly would be
 * built into the kept statement and reused for every later call. Outside production each call's fresh build is
 * compared with the kept one (text and parameters, filled with the call's values), so any such slip fails the tests.
 */
function checkBound(what: string, fresh: Query, kept: Query, values: Record<string, unknown>) {
  const same = (q: Query) => JSON.stringify([q.sql, fillPlaceholders(q.params, values)]);
  if (same(fresh) !== same(kept)) throw new Error(`${what}: a value is not bound (its built statement changed)`);
}

/**
 * The trips and shaped statements of one database. `generic` runs them outside transactions: connections that plan a
 * named statement once (PostgreSQL; the database itself on PGlite). Statements are kept per database, as a prepared
 * statement belongs to the connections it was made on; the shapes are the app's own, so they are few.
 */
export class OneTrips {
  private readonly trips = new Map<string, Kept<Array<Record<string, unknown[]>>>>();
  private readonly statements = new Map<string, Kept<Array<{ rows: unknown[] }>>>();

  constructor(private readonly generic: TripRunner) {}

  /** A read of a Drizzle select built by `build`; its rows are the select's own. */
  shaped<B extends FoldableSelect>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => B): ShapedRead<Awaited<B>[number]> {
    return this.read(shape, values, (bind) => foldSelect(build(bind)));
  }

  /** A read of raw SQL whose columns carry their names; `Row` is what they hold. */
  shapedRaw<Row>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => SQL): ShapedRead<Row> {
    return this.read(shape, values, (bind) => foldRaw(build(bind)));
  }

  private read<Row>(shape: string, values: Record<string, unknown>, fold: (bind: Bind) => Fold): ShapedRead<Row> {
    const read: ShapedRead<Row> = {
      shape,
      values,
      [FOLD]: fold,
      then: (onFulfilled, onRejected) =>
        this.run({ read })
          .then((rows) => rows.read, undefined)
          .then(onFulfilled, onRejected),
    };
    return read;
  }

  /**
   * The reads in one statement (one snapshot): on the trip connections as a kept, named statement, or inside the
   * transaction `tx` (built for the call: transactions' trips are rare and their connection is the transaction's).
   */
  async run<T extends TripParts>(parts: T, tx?: TripRunner): Promise<TripRows<T>> {
    // Each read by its path (`group.name`), and where its rows go back.
    const reads: Array<[string, Folding, (rows: unknown[]) => void]> = [];
    const gather = (group: TripParts, into: Record<string, unknown>, path: string) => {
      for (const [key, part] of Object.entries(group)) {
        if (!isRead(part)) gather(part, (into[key] = {}) as Record<string, unknown>, `${path}${key}.`);
        else if (part[FOLD])
          reads.push([`${path}${key}`, { shape: part.shape, values: part.values, fold: part[FOLD] }, (rows) => (into[key] = rows)]);
        else into[key] = [];
      }
    };
    const out: Record<string, unknown> = {};
    gather(parts, out, '');
    if (reads.length === 0) return out as TripRows<T>;
    const values: Record<string, unknown> = {};
    reads.forEach(([, read], i) => {
      for (const [name, value] of Object.entries(read.values)) values[`p${i}_${name}`] = value;
    });
    let rows: Array<Record<string, unknown[]>>;
    if (tx) rows = await this.tripSelect(tx, reads).execute(values);
    else {
      const key = reads.map(([k, read]) => `${k}=${read.shape}`).join('|');
      const kept = this.keep(this.trips, key, 'trip', () => this.tripSelect(this.generic, reads));
      if (CHECK_SHAPES)
        checkBound(`one-trip read ${reads.map(([, r]) => r.shape).join(', ')}`, this.tripSelect(this.generic, reads).toSQL(), kept.query, values);
      rows = await kept.run(values);
    }
    reads.forEach(([, , put], i) => put(rows[0][`p${i}`]));
    return out as TripRows<T>;
  }

  /**
   * The trip as one Drizzle select: a column `p{i}` a read — its rows as a scalar subquery — decoded as it reads
   * alone. The FROM is the empty one-row `(select)`, planned away, so the statement is the scalar subqueries alone.
   */
  private tripSelect(runner: TripRunner, reads: ReadonlyArray<readonly [string, Folding, unknown]>) {
    const folds = reads.map(([, read], i) => read.fold((name) => sql.placeholder(`p${i}_${name}`)));
    const columns = Object.fromEntries(folds.map((f, i) => [`p${i}`, sql<unknown[]>`(${f.relation})`.mapWith((v) => f.decode(jsonValue(v)))]));
    return runner.select(columns).from(sql`(select) as trip`);
  }

  /**
   * A statement that is not a read to fold (a write with RETURNING, say) written once per `shape` with `bind(name)` for
   * its values: built once, prepared under a name on the trip connections, then only given values, so a hot write
   * skips Drizzle's query building and planning. Its rows come back as JSON gives them (numbers, text, booleans,
   * objects; a bigint as a number).
   */
  async statement<Row>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => SQL): Promise<Row[]> {
    const select = () => {
      const statement = this.generic.$with('statement', {}).as(build((name) => sql.placeholder(name)));
      return this.generic
        .with(statement)
        .select({ rows: sql<unknown[]>`coalesce(json_agg(to_json(${statement})), '[]'::json)`.mapWith(jsonValue) })
        .from(sql`${statement}`);
    };
    const kept = this.keep(this.statements, shape, 'stmt', select);
    if (CHECK_SHAPES) checkBound(`shaped statement ${shape}`, select().toSQL(), kept.query, values);
    const [row] = await kept.run(values);
    return row.rows as Row[];
  }

  private keep<R>(
    kept: Map<string, Kept<R>>,
    key: string,
    prefix: string,
    build: () => { toSQL(): Query; prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> } },
  ): Kept<R> {
    const known = kept.get(key);
    if (known) return known;
    const select = build();
    const query = select.toSQL();
    const prepared = select.prepare(statementName(prefix, query));
    const made: Kept<R> = { query, run: (values) => prepared.execute(values) };
    if (kept.size < MAX_KEPT) kept.set(key, made);
    return made;
  }
}
