import { count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { memberReference } from '../accounts/public.js';

/** A table of members' requests that operators work through (feedback, 求购, 控销 applications). */
type MemberRequests = PgTable & { id: PgColumn; memberId: PgColumn };

/**
 * One page of members' requests for the console, newest first, each with the member's company and username, and the
 * total: the same two queries for every request queue.
 */
export async function memberRequestsPage<T extends MemberRequests>(db: Db, table: T, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(table), company: memberReference.company, username: memberReference.username })
      .from(table as PgTable)
      .innerJoin(memberReference, eq(memberReference.id, table.memberId))
      .where(where)
      .orderBy(desc(table.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Array<T['$inferSelect'] & { company: string; username: string }>, total: total.n };
}
