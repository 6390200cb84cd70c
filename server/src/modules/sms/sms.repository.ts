import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsCodes, smsOutbox } from './sms.tables.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export class SmsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async insertCode(row: { phone: string; purpose: string; codeHash: string; expiresAt: Date; ip: string; createdAt: Date }) {
    await this.db.insert(smsCodes).values(row);
  }

  /** The newest code of a phone and purpose: only it can be used (requesting a new one voids the old). */
  async latest(phone: string, purpose: string): Promise<SmsCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return row ?? null;
  }

  /** When this phone was last sent a code (any purpose), for the resend interval. */
  async lastSentAt(phone: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * Takes one attempt on the newest code of this phone and purpose, in one statement: the count goes up only while the
   * code is unused, unexpired and under `max` attempts, and the row is locked while it does, so parallel guesses
   * cannot check more than `max` codes between them. The code's id and hash to compare, or null when no attempt is
   * left (`latest` then says why).
   */
  async takeAttempt(phone: string, purpose: string, now: Date, max: number): Promise<{ id: number; codeHash: string } | null> {
    const newest = this.db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, sql`(${newest})`), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.attempts, max)))
      .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
    return row ?? null;
  }

  /** Marks the code used if nobody did first; false when a concurrent request won. */
  async consume(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ usedAt: at })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  async insertOutbox(message: { phone: string; purpose: string; content: string }) {
    await this.db.insert(smsOutbox).values(message);
  }

  /** The newest messages of the built-in sender for one phone (operators: the sandbox's "phone"). */
  async outbox(phone: string, limit = 20) {
    return this.db
      .select({ id: smsOutbox.id, phone: smsOutbox.phone, purpose: smsOutbox.purpose, content: smsOutbox.content, created_at: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
  }
}
