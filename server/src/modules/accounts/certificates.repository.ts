import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { uploads } from './uploads.tables.js';
import { members } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';

export type CertificateRow = typeof memberCertificates.$inferSelect & { mime: string | null };
/** A certificate's state as the licence check reads it. */
export type CertificateState = Pick<CertificateRow, 'id' | 'kind' | 'status' | 'expiresOn'>;
export interface LicenceFacts {
  companyType: string;
  reviewStatus: string;
  certificates: CertificateState[];
}
export type NewCertificate = { kind: string; number: string; expiresOn: string; uploadId: string | null };

const columns = {
  id: memberCertificates.id,
  memberId: memberCertificates.memberId,
  kind: memberCertificates.kind,
  number: memberCertificates.number,
  expiresOn: memberCertificates.expiresOn,
  uploadId: memberCertificates.uploadId,
  status: memberCertificates.status,
  reviewReason: memberCertificates.reviewReason,
  reviewedAt: memberCertificates.reviewedAt,
  createdAt: memberCertificates.createdAt,
  mime: uploads.mime,
};

export class CertificatesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** What the checkout's licence check reads, in one query: the member's type and review state, and its certificates' states. */
  async licenceFacts(memberId: number): Promise<LicenceFacts | null> {
    const [row] = await this.licenceFactsRead(memberId);
    return row ?? null;
  }

  /** The same as a read (none or one row) that can go into a one-trip read. */
  licenceFactsRead(memberId: number) {
    const c = memberCertificates;
    return this.database.shapedRaw<LicenceFacts>(
      'accounts.licenceFacts',
      { memberId },
      (v) => sql`
      select m.company_type as "companyType", m.review_status as "reviewStatus",
        coalesce((select json_agg(json_build_object('id', ${c.id}, 'kind', ${c.kind}, 'status', ${c.status}, 'expiresOn', ${c.expiresOn})
          order by ${c.kind}, ${c.id} desc) from ${c} where ${c.memberId} = m.id), '[]') as certificates
      from ${members} m where m.id = ${v('memberId')}`,
    );
  }

  /** Every certificate row of the member (all versions), newest first within a kind. */
  ofMember(memberId: number, executor: Executor = this.db): Promise<CertificateRow[]> {
    return executor
      .select(columns)
      .from(memberCertificates)
      .leftJoin(uploads, eq(uploads.id, memberCertificates.uploadId))
      .where(eq(memberCertificates.memberId, memberId))
      .orderBy(asc(memberCertificates.kind), desc(memberCertificates.id));
  }

  async find(id: number): Promise<CertificateRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(memberCertificates)
      .leftJoin(uploads, eq(uploads.id, memberCertificates.uploadId))
      .where(eq(memberCertificates.id, id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Registration step 2 (and resubmission): the not-yet-approved rows of these kinds are replaced by the new ones
   * and the member goes (back) to review, in one transaction.
   */
  async submitForReview(memberId: number, certs: NewCertificate[], at: Date) {
    await this.db.transaction(async (tx) => {
      await tx.delete(memberCertificates).where(
        and(
          eq(memberCertificates.memberId, memberId),
          inArray(
            memberCertificates.kind,
            certs.map((c) => c.kind),
          ),
          inArray(memberCertificates.status, ['pending', 'rejected']),
        ),
      );
      await tx.insert(memberCertificates).values(certs.map((c) => ({ memberId, ...c, status: 'pending' })));
      await tx.update(members).set({ reviewStatus: 'pending', reviewReason: '', submittedAt: at }).where(eq(members.id, memberId));
    });
  }

  /** A renewal: a new pending row beside the one in force; an earlier pending renewal of that kind is dropped. */
  async addRenewal(memberId: number, cert: NewCertificate): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .delete(memberCertificates)
        .where(
          and(
            eq(memberCertificates.memberId, memberId),
            eq(memberCertificates.kind, cert.kind),
            inArray(memberCertificates.status, ['pending', 'rejected']),
          ),
        );
      const [row] = await tx
        .insert(memberCertificates)
        .values({ memberId, ...cert, status: 'pending' })
        .returning({ id: memberCertificates.id });
      return row.id;
    });
  }
}
