import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberMessages, members, memberScopes, serviceReps } from './accounts.tables.js';

export type MemberRow = typeof members.$inferSelect;

export class AccountsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async findByLogin(login: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(or(eq(members.username, login), eq(members.phone, login)))
      .limit(1);
    return row ?? null;
  }

  async findById(id: number): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id)).limit(1);
    return row ?? null;
  }

  async recordFailedLogin(id: number, lockAfter: number, lockMinutes: number) {
    await this.db
      .update(members)
      .set({
        failedLogins: sql`${members.failedLogins} + 1`,
        lockedUntil: sql`case when ${members.failedLogins} + 1 >= ${lockAfter}
          then now() + make_interval(mins => ${lockMinutes}) else ${members.lockedUntil} end`,
      })
      .where(eq(members.id, id));
  }

  async clearFailedLogins(id: number) {
    await this.db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, id));
  }

  async serviceRep(id: number | null) {
    const [row] = await this.db
      .select()
      .from(serviceReps)
      .where(id === null ? eq(serviceReps.isDefault, true) : eq(serviceReps.id, id))
      .limit(1);
    return row ?? null;
  }

  async scopesOf(memberId: number): Promise<string[]> {
    const rows = await this.db.select({ code: memberScopes.scopeCode }).from(memberScopes).where(eq(memberScopes.memberId, memberId));
    return rows.map((r) => r.code);
  }

  async unreadMessageCount(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
    return Number(row?.n ?? 0);
  }
}
