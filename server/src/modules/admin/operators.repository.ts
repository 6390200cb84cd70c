import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { operators } from './admin.tables.js';

export type OperatorInsert = typeof operators.$inferInsert;

/** Whose accounts a call is about: the platform's operators (null) or one merchant shop's staff. */
export type AccountScope = number | null;
const inScope = (shop: AccountScope) => (shop === null ? isNull(operators.shopId) : eq(operators.shopId, shop));

/**
 * The console's accounts (operators table): list, find, write — each within one scope (the platform's, or a shop's),
 * so an id of another scope is not found. Sign-in lookups stay in AdminRepository.
 */
export class OperatorsRepository {
  constructor(private readonly database: Database) {}

  list(shop: AccountScope) {
    return this.database.db.select().from(operators).where(inScope(shop)).orderBy(asc(operators.id));
  }

  async byId(id: number, shop: AccountScope, tx: Executor = this.database.db) {
    const [row] = await tx
      .select()
      .from(operators)
      .where(and(eq(operators.id, id), inScope(shop)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** An account by id, whatever its scope (the signed-in account's own). */
  async account(id: number) {
    const [row] = await this.database.db.select().from(operators).where(eq(operators.id, id)).limit(1);
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

  /** Active accounts of `role` in the scope other than `id` (someone must be left who can manage accounts). */
  async otherActive(tx: Executor, id: number, shop: AccountScope, role: OperatorInsert['role'] & string) {
    const [row] = await tx
      .select({ n: count() })
      .from(operators)
      .where(and(inScope(shop), eq(operators.role, role), eq(operators.active, true), ne(operators.id, id)));
    return Number(row?.n ?? 0);
  }
}
