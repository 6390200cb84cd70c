import crypto from 'node:crypto';
import { eq, getTableColumns, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sessions } from './session.tables.js';

export type SessionRow = typeof sessions.$inferSelect & { attached?: unknown };

/** A correlated subquery over the session's member id, read with the session (see sessionPlugin's `attach`). */
export type SessionAttachment = (memberId: SQL) => SQL;

/** Several modules' facts read with the session, as one JSON object by name (`attachedPart` takes one back). */
export function attachAll(parts: Record<string, SessionAttachment>): SessionAttachment {
  for (const name of Object.keys(parts)) if (!/^[a-z_]+$/.test(name)) throw new Error(`session attachment name ${name}`);
  return (memberId) =>
    sql`json_build_object(${sql.join(
      Object.entries(parts).map(([name, attach]) => sql`${sql.raw(`'${name}'`)}, ${attach(memberId)}`),
      sql`, `,
    )})`;
}

/** One module's facts read with the session (null for a guest, or when the session was read without them). */
export function attachedPart<T>(session: { attached: unknown }, name: string): T | null {
  const all = session.attached as Record<string, unknown> | null;
  return (all && typeof all === 'object' ? (all[name] as T | undefined) : undefined) ?? null;
}

/** The session's columns and, with an attachment, the member's facts (`attached`: null for a guest's session). */
function sessionColumns(attach: SessionAttachment | undefined) {
  return {
    ...getTableColumns(sessions),
    ...(attach ? { attached: sql<unknown>`case when ${sessions.memberId} is null then null else ${attach(sql`${sessions.memberId}`)} end` } : {}),
  };
}

/** Ends every session of a member, in the caller's transaction (password changed, account disabled). */
export async function endMemberSessions(executor: Executor, memberId: number): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.memberId, memberId));
}

export class SessionRepository {
  constructor(private readonly database: Database) {}

  /**
   * The session read, built once per attachment: every API request runs it, so it skips Drizzle's query building. By
   * primary key, for the sessions of every request waiting (core/cache/fresh-batches.ts), on the connections that plan
   * a named statement once (`database.generic`).
   */
  private readonly finders = new Map<SessionAttachment | undefined, ReturnType<SessionRepository['prepareFind']>>();

  private prepareFind(attach: SessionAttachment | undefined) {
    const query = this.database.generic
      .select(sessionColumns(attach))
      .from(sessions)
      .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`);
    // Named by its text: a statement name means one text on a connection.
    return query.prepare(`session_${crypto.createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16)}`);
  }

  /** The sessions of these ids (by id; an id without a session is absent). */
  async findMany(ids: string[], attach?: SessionAttachment): Promise<Map<string, SessionRow>> {
    let finder = this.finders.get(attach);
    if (!finder) this.finders.set(attach, (finder = this.prepareFind(attach)));
    const rows: SessionRow[] = await finder.execute({ ids });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(id: string, memberId: number | null, data: Record<string, unknown>, expiresAt: Date) {
    const [row] = await this.database.db.insert(sessions).values({ id, memberId, data, expiresAt }).returning();
    return row;
  }

  /**
   * A fresh session in place of `previous` (sign-in, switching stores, an operator's console session): the old row goes
   * and the new one comes in one statement, so a connection lost in between cannot leave the caller with neither.
   */
  async replace(previous: string | null, id: string, memberId: number | null, data: Record<string, unknown>, expiresAt: Date) {
    const db = this.database.db;
    const gone = db.$with('gone', {}).as(sql`delete from ${sessions} where ${sessions.id} = ${previous}`);
    await db.with(gone).insert(sessions).values({ id, memberId, data, expiresAt });
  }

  async touch(id: string, expiresAt: Date) {
    await this.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }

  async saveData(id: string, data: Record<string, unknown>) {
    await this.database.db.update(sessions).set({ data }).where(eq(sessions.id, id));
  }

  async delete(id: string) {
    await this.database.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every console session of an operator (password reset, account disabled). */
  async deleteOperatorSessions(operatorId: number) {
    await this.database.db.delete(sessions).where(sql`(${sessions.data} ->> 'operatorId')::int = ${operatorId}`);
  }

  async deleteExpired(now = new Date()) {
    await this.database.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}
