import type { SQL } from 'drizzle-orm';

/**
 * The write-side twin of the read-batch port: one module's write carried by another module's statement. Placing an
 * order is one statement (its submission key, its timeout job, the cart lines and the stock it takes, the order) though
 * those tables belong to four owners: each owner's repository writes its part from typed inputs, the orders repository
 * composes them, and the modules between hand each other typed parts, never SQL.
 */

const PART = Symbol('statement part');

/** What a part is made of: a data-modifying CTE's body and what must hold of the rows it returns. */
interface PartSql {
  /** Given `key`, the statement's CTE of its new key (one `id` row, or none when the key was already held). */
  write: (key: SQL) => SQL;
  /** Given the part's own CTE, a condition the statement stands on (true when the part has no such condition). */
  holds: (rows: SQL) => SQL;
}

/** A write another module's statement carries; `Row` is each row it returns. */
export interface StatementPart<Row> {
  readonly [PART]: PartSql;
  /** Only the type of the part's rows (never set). */
  readonly rowType?: Row;
}

/** A part written by the owner of the table it changes. */
export function statementPart<Row>(write: PartSql['write'], holds: PartSql['holds']): StatementPart<Row> {
  return { [PART]: { write, holds } };
}

/** The part's SQL, for the repository that composes the statement. */
export const partSql = (part: StatementPart<unknown>): PartSql => part[PART];
