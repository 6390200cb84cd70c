import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contractSignatures, kxApplications, members } from './accounts.tables.js';

export type KxApplicationRow = typeof kxApplications.$inferSelect;

/** The electronic contract's signatures and controlled-sales applications of a member. */
export class AgreementsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async lastSignature(memberId: number) {
    const [row] = await this.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.memberId, memberId))
      .orderBy(desc(contractSignatures.id))
      .limit(1);
    return row ?? null;
  }

  async sign(memberId: number, version: string, signerName: string, ip: string, at: Date) {
    await this.db.transaction(async (tx) => {
      await tx.insert(contractSignatures).values({ memberId, version, signerName, ip, signedAt: at });
      await tx.update(members).set({ contractVersion: version, contractSignedAt: at }).where(eq(members.id, memberId));
    });
  }

  async lastKxApplication(memberId: number): Promise<KxApplicationRow | null> {
    const [row] = await this.db.select().from(kxApplications).where(eq(kxApplications.memberId, memberId)).orderBy(desc(kxApplications.id)).limit(1);
    return row ?? null;
  }

  async insertKxApplication(row: { memberId: number; contactName: string; phone: string; remark: string }): Promise<KxApplicationRow> {
    const [created] = await this.db.insert(kxApplications).values(row).returning();
    return created;
  }
}
