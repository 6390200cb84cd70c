import { and, count, desc, eq, getTableColumns, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kxApplications, members } from './accounts.tables.js';

// The console's reads of whole member records and of the 控销 applications queue (admin calls them through public.ts),
// and the member row lock other modules' writes serialise on.

/** One page of members for the console by review state (or disabled) and keyword, latest submitted first, and the total. */
export async function memberPage(executor: Executor, status: string, keyword: string, limit: number, offset: number) {
  const conds: SQL[] = [];
  if (status === 'disabled') conds.push(isNotNull(members.disabledAt));
  else if (status !== 'all') conds.push(eq(members.reviewStatus, status));
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(members.company, like), ilike(members.username, like), ilike(members.phone, like), ilike(members.contactName, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    executor.select().from(members).where(where).orderBy(desc(members.submittedAt), desc(members.id)).limit(limit).offset(offset),
    executor.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The member record of a username, or null. */
export async function memberByUsername(executor: Executor, username: string) {
  const [row] = await executor.select().from(members).where(eq(members.username, username)).limit(1);
  return row ?? null;
}

/** One page of 控销 applications, newest first, each with the member's company and username, and the total. */
export async function kxApplicationPage(executor: Executor, status: string, limit: number, offset: number) {
  const where = status === 'all' ? undefined : eq(kxApplications.status, status);
  const [rows, [total]] = await Promise.all([
    executor
      .select({ ...getTableColumns(kxApplications), company: members.company, username: members.username })
      .from(kxApplications)
      .innerJoin(members, eq(members.id, kxApplications.memberId))
      .where(where)
      .orderBy(desc(kxApplications.id))
      .limit(limit)
      .offset(offset),
    executor.select({ n: count() }).from(kxApplications).where(where),
  ]);
  return { rows, total: total.n };
}

/** One 控销 application, or null. */
export async function kxApplicationById(executor: Executor, id: number) {
  const [row] = await executor.select().from(kxApplications).where(eq(kxApplications.id, id)).limit(1);
  return row ?? null;
}

/** Locks the member's row for the caller's transaction: one member's writes of a kind (favourites, 求购) go in turn. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}
