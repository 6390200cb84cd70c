import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** Rows of a raw statement run on an executor (a transaction): both drivers answer `{ rows }`. */
export async function rowsOn<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp as the API shows instants: UTC ISO text, whatever the session's time zone. */
export const isoUtc = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The same for a column that may be null. */
export const isoUtcOrNull = (col: AnyColumn | SQL) => sql<string | null>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * An instant as the China day `YYYY-MM-DD` (PostgreSQL's Asia/Shanghai, whatever the session's zone): for grouping
 * and filtering by China day in SQL, and the same text contract's `chinaDay` writes.
 */
export const chinaDayText = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/**
 * An instant as the China minute `YYYY-MM-DD HH:mm` (null stays null): the value of a console form's date-time field,
 * which it sends back as written (contract `chinaMinuteField`); the same text contract's `chinaMinute` writes.
 */
export const chinaMinuteText = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;

/** The same for a column that may be null. */
export const chinaMinuteTextOrNull = (col: AnyColumn | SQL) => sql<string | null>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;

/** An instant as whole epoch seconds (the spec's `start_time`/`end_time`). */
export const epochSeconds = (col: AnyColumn | SQL) => sql<number>`extract(epoch from ${col})::int`;

/** An instant as epoch milliseconds, for the pricing engine's clocks. */
export const epochMs = (col: AnyColumn | SQL) => sql<number>`(extract(epoch from ${col}) * 1000)::float8`.mapWith(Number);

/**
 * A correlated subquery for a select list. Drizzle writes a single-table select's columns without their table name,
 * which would leave the subquery's names ambiguous (`"id" = "id"`); nested one level down they keep it.
 */
export const correlated = <T>(subquery: SQL) => sql<T>`${subquery}`;

/** The same for a column that may be null. */
export const epochMsOrNull = (col: AnyColumn | SQL) => sql<number | null>`(extract(epoch from ${col}) * 1000)::float8`.mapWith(Number);

/** The next id of a table's serial, taken before the row is written (an order number is made from it). */
export async function nextSerialId(executor: Executor, table: PgTable): Promise<number> {
  const name = getTableName(table);
  const res = (await executor.execute(sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return Number(res.rows[0].id);
}

/** Where a dated promotion stands now. */
export type WindowState = 'upcoming' | 'running' | 'ended';

/**
 * The state of a promotion window [starts, ends) at the database's now(), as a column, and the filter for each state
 * — one definition for the console's 满减, 买赠/换购, 组合套餐 and 秒杀 lists (windows always end after they start).
 */
export function windowState(startsAt: AnyColumn, endsAt: AnyColumn) {
  return {
    state: sql<WindowState>`case when ${startsAt} > now() then 'upcoming' when ${endsAt} > now() then 'running' else 'ended' end`,
    where: {
      upcoming: sql`${startsAt} > now()`,
      running: sql`${startsAt} <= now() and ${endsAt} > now()`,
      ended: sql`${endsAt} <= now()`,
    } satisfies Record<WindowState, SQL>,
  };
}
