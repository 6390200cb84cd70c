import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { operators } from './admin.tables.js';

export type OperatorInsert = typeof operators.$inferInsert;

/** The console's accounts (operators table): list, find, write. Sign-in lookups stay in AdminRepository. */
export class OperatorsRepository {
  constructor(private readonly database: Database) {}

  list() {
    return this.database.db.select().from(operators).orderBy(asc(operators.id));
  }

  async byId(id: number, tx: Executor = this.database.db) {
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1).for('update');
    return row ?? null;
  }

  async usernameTaken(username: string) {
    const [row] = await this.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, username)).limit(1);
    return !!row;
  }

  async insert(tx: Executor, values: OperatorInsert) {
    const [row] = await tx.insert(operators).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(tx: Executor, id: number, patch: Partial<Pick<OperatorInsert, 'name' | 'role' | 'active' | 'passwordHash'>>) {
    const [row] = await tx.update(operators).set(patch).where(eq(operators.id, id)).returning();
    return row;
  }

  /** Active 超级管理员 other than `id` (someone must be left who can manage accounts). */
  async otherActiveSupers(tx: Executor, id: number) {
    const [row] = await tx
      .select({ n: count() })
      .from(operators)
      .where(and(eq(operators.role, 'super'), eq(operators.active, true), ne(operators.id, id)));
    return Number(row?.n ?? 0);
  }
}
