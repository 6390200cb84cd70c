import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberRequestsPage } from './member-requests.sql.js';
import { kxApplications, members } from '../accounts/accounts.tables.js';
import { memberCertificates } from '../accounts/certificates.tables.js';
import { businessScopes, shops } from '../catalog/catalog.tables.js';
import { serviceReps } from '../accounts/accounts.tables.js';
import { operatorAudit, operators } from './admin.tables.js';

/** A console account with its shop's short name (merchant accounts; null for the platform's operators). */
export type OperatorRow = typeof operators.$inferSelect & { shopName: string | null };
const operatorWithShop = { ...getTableColumns(operators), shopName: shops.shortName };

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
      .leftJoin(shops, eq(shops.id, operators.shopId))
      .where(eq(operators.username, username))
      .limit(1);
    return row ?? null;
  }

  async operatorById(id: number): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select(operatorWithShop)
      .from(operators)
      .leftJoin(shops, eq(shops.id, operators.shopId))
      .where(and(eq(operators.id, id), eq(operators.active, true)))
      .limit(1);
    return row ?? null;
  }

  async members(status: string, keyword: string, limit: number, offset: number) {
    const conds: SQL[] = [];
    if (status === 'disabled') conds.push(isNotNull(members.disabledAt));
    else if (status !== 'all') conds.push(eq(members.reviewStatus, status));
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conds.push(or(ilike(members.company, like), ilike(members.username, like), ilike(members.phone, like), ilike(members.contactName, like))!);
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(members).where(where).orderBy(desc(members.submittedAt), desc(members.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(members).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * Approved certificates of approved members by expiry: expired, or expiring within `days` (China days). Oldest
   * expiry first, so the most urgent is on top; counts of both for the board's tabs.
   */
  async licenceBoard(q: { state: 'expired' | 'soon' | 'all'; days: number; keyword?: string; limit: number; offset: number }) {
    const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
    const base: SQL[] = [eq(memberCertificates.status, 'approved'), eq(members.reviewStatus, 'approved'), isNotNull(memberCertificates.expiresOn)];
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.push(or(ilike(members.company, like), ilike(members.username, like), ilike(memberCertificates.number, like))!);
    }
    const expired = sql`${memberCertificates.expiresOn} < ${today}`;
    const soon = sql`${memberCertificates.expiresOn} >= ${today} and ${memberCertificates.expiresOn} < ${today} + ${q.days}::int`;
    const byState = q.state === 'expired' ? expired : q.state === 'soon' ? soon : sql`${memberCertificates.expiresOn} < ${today} + ${q.days}::int`;
    const [rows, [counts]] = await Promise.all([
      this.db
        .select({
          certificate_id: memberCertificates.id,
          member_id: members.id,
          company: members.company,
          username: members.username,
          phone: members.phone,
          kind: memberCertificates.kind,
          number: memberCertificates.number,
          expires_on: sql<string>`${memberCertificates.expiresOn}::text`,
          days_left: sql<number>`(${memberCertificates.expiresOn} - ${today})::int`,
        })
        .from(memberCertificates)
        .innerJoin(members, eq(members.id, memberCertificates.memberId))
        .where(and(...base, byState))
        .orderBy(asc(memberCertificates.expiresOn), asc(memberCertificates.id))
        .limit(q.limit)
        .offset(q.offset),
      this.db
        .select({
          expired: sql<number>`count(*) filter (where ${expired})::int`,
          soon: sql<number>`count(*) filter (where ${soon})::int`,
        })
        .from(memberCertificates)
        .innerJoin(members, eq(members.id, memberCertificates.memberId))
        .where(and(...base)),
    ]);
    const c = counts ?? { expired: 0, soon: 0 };
    return { rows, counts: c, total: q.state === 'expired' ? c.expired : q.state === 'soon' ? c.soon : c.expired + c.soon };
  }

  async memberByUsername(username: string) {
    const [row] = await this.db.select().from(members).where(eq(members.username, username)).limit(1);
    return row ?? null;
  }

  async unknownScopes(codes: string[]): Promise<string[]> {
    const rows = await this.db.select({ code: businessScopes.code }).from(businessScopes);
    const known = new Set(rows.map((r) => r.code));
    return codes.filter((c) => !known.has(c));
  }

  async serviceRepExists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: serviceReps.id }).from(serviceReps).where(eq(serviceReps.id, id)).limit(1);
    return !!row;
  }

  businessScopes() {
    return this.db.select().from(businessScopes).orderBy(businessScopes.code);
  }

  serviceReps() {
    return this.db.select().from(serviceReps).orderBy(serviceReps.id);
  }

  async kxApplications(status: string, limit: number, offset: number) {
    const where = status === 'all' ? undefined : eq(kxApplications.status, status);
    return memberRequestsPage(this.db, kxApplications, where, limit, offset);
  }

  async kxApplication(id: number) {
    const [row] = await this.db.select().from(kxApplications).where(eq(kxApplications.id, id)).limit(1);
    return row ?? null;
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
