import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  kxApplicationById,
  kxApplicationPage,
  memberByUsername,
  memberCertificateFacts,
  memberPage,
  memberReference,
  serviceRepRecords,
} from '../accounts/public.js';
import { businessScopeNames, shopFacts } from '../catalog/public.js';
import { operatorAudit, operators } from './admin.tables.js';

/** A console account with its shop's short name (merchant accounts; null for the platform's operators). */
export type OperatorRow = typeof operators.$inferSelect & { shopName: string | null };
const operatorWithShop = { ...getTableColumns(operators), shopName: shopFacts.shortName };

/** Operators, the review lists and the audit trail (reads); decisions are in review.repository.ts. */
export class AdminRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async operatorByUsername(username: string): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select(operatorWithShop)
      .from(operators)
      .leftJoin(shopFacts, eq(shopFacts.id, operators.shopId))
      .where(eq(operators.username, username))
      .limit(1);
    return row ?? null;
  }

  async operatorById(id: number): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select(operatorWithShop)
      .from(operators)
      .leftJoin(shopFacts, eq(shopFacts.id, operators.shopId))
      .where(and(eq(operators.id, id), eq(operators.active, true)))
      .limit(1);
    return row ?? null;
  }

  members(status: string, keyword: string, limit: number, offset: number) {
    return memberPage(this.db, status, keyword, limit, offset);
  }

  /**
   * Approved certificates of approved members by expiry: expired, or expiring within `days` (China days). Oldest
   * expiry first, so the most urgent is on top; counts of both for the board's tabs.
   */
  async licenceBoard(q: { state: 'expired' | 'soon' | 'all'; days: number; keyword?: string; limit: number; offset: number }) {
    const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
    const base: SQL[] = [
      eq(memberCertificateFacts.status, 'approved'),
      eq(memberReference.reviewStatus, 'approved'),
      isNotNull(memberCertificateFacts.expiresOn),
    ];
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.push(or(ilike(memberReference.company, like), ilike(memberReference.username, like), ilike(memberCertificateFacts.number, like))!);
    }
    const expired = sql`${memberCertificateFacts.expiresOn} < ${today}`;
    const soon = sql`${memberCertificateFacts.expiresOn} >= ${today} and ${memberCertificateFacts.expiresOn} < ${today} + ${q.days}::int`;
    const byState =
      q.state === 'expired' ? expired : q.state === 'soon' ? soon : sql`${memberCertificateFacts.expiresOn} < ${today} + ${q.days}::int`;
    const [rows, [counts]] = await Promise.all([
      this.db
        .select({
          certificate_id: memberCertificateFacts.id,
          member_id: memberReference.id,
          company: memberReference.company,
          username: memberReference.username,
          phone: memberReference.phone,
          kind: memberCertificateFacts.kind,
          number: memberCertificateFacts.number,
          expires_on: sql<string>`${memberCertificateFacts.expiresOn}::text`,
          days_left: sql<number>`(${memberCertificateFacts.expiresOn} - ${today})::int`,
        })
        .from(memberCertificateFacts)
        .innerJoin(memberReference, eq(memberReference.id, memberCertificateFacts.memberId))
        .where(and(...base, byState))
        .orderBy(asc(memberCertificateFacts.expiresOn), asc(memberCertificateFacts.id))
        .limit(q.limit)
        .offset(q.offset),
      this.db
        .select({
          expired: sql<number>`count(*) filter (where ${expired})::int`,
          soon: sql<number>`count(*) filter (where ${soon})::int`,
        })
        .from(memberCertificateFacts)
        .innerJoin(memberReference, eq(memberReference.id, memberCertificateFacts.memberId))
        .where(and(...base)),
    ]);
    const c = counts ?? { expired: 0, soon: 0 };
    return { rows, counts: c, total: q.state === 'expired' ? c.expired : q.state === 'soon' ? c.soon : c.expired + c.soon };
  }

  memberByUsername(username: string) {
    return memberByUsername(this.db, username);
  }

  async unknownScopes(codes: string[]): Promise<string[]> {
    const rows = await this.db.select({ code: businessScopeNames.code }).from(businessScopeNames);
    const known = new Set(rows.map((r) => r.code));
    return codes.filter((c) => !known.has(c));
  }

  async serviceRepExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: serviceRepRecords.id }).from(serviceRepRecords).where(eq(serviceRepRecords.id, id)).limit(1);
    return !!row;
  }

  businessScopes() {
    return this.db.select().from(businessScopeNames).orderBy(businessScopeNames.code);
  }

  serviceReps() {
    return this.db.select().from(serviceRepRecords).orderBy(serviceRepRecords.id);
  }

  kxApplications(status: string, limit: number, offset: number) {
    return kxApplicationPage(this.db, status, limit, offset);
  }

  kxApplication(id: number) {
    return kxApplicationById(this.db, id);
  }

  async audit(f: { memberId?: number; actor?: string; action?: string; from?: Date; to?: Date }, limit: number, offset: number) {
    const conds: SQL[] = [];
    if (f.memberId) conds.push(eq(operatorAudit.memberId, f.memberId));
    if (f.actor) conds.push(or(eq(operatorAudit.actor, f.actor), eq(operatorAudit.actor, `operator:${f.actor}`))!);
    if (f.action) conds.push(like(operatorAudit.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (f.from) conds.push(gte(operatorAudit.createdAt, f.from));
    if (f.to) conds.push(lt(operatorAudit.createdAt, f.to));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(operatorAudit).where(where).orderBy(desc(operatorAudit.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(operatorAudit).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
