import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A timestamp as the API shows instants: UTC ISO text, whatever the session's time zone. */
export const isoUtc = (col: AnyColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The same for a column that may be null. */
export const isoUtcOrNull = (col: AnyColumn | SQL) => sql<string | null>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
