import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { operators } from './admin.tables.js';

/** SQL of the operators' second factor. */
export class OperatorTotpRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  async account(id: number) {
    const [row] = await this.database.db.select().from(operators).where(eq(operators.id, id));
    return row ?? null;
  }

  /** Records `step` as used when it is later than the last one used; false when it is not (a replay or a race). */
  async takeStep(operatorId: number, step: number) {
    const taken = await this.database.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return taken.length === 1;
  }

  /** Turns the factor on for an account that has none; false when it already had one. */
  async turnOn(tx: Executor, operatorId: number, secret: string, step: number) {
    const rows = await tx
      .update(operators)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(and(eq(operators.id, operatorId), isNull(operators.totpSecret)))
      .returning({ id: operators.id });
    return rows.length === 1;
  }

  /** Turns it off; the account's username, or null when it had none on. */
  async turnOff(tx: Executor, operatorId: number) {
    const rows = await tx
      .update(operators)
      .set({ totpSecret: null, totpLastStep: null })
      .where(and(eq(operators.id, operatorId), isNotNull(operators.totpSecret)))
      .returning({ username: operators.username });
    return rows[0]?.username ?? null;
  }

  async exists(tx: Executor, id: number) {
    const [row] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, id));
    return !!row;
  }
}
