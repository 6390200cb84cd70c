import { and, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chinaDayText } from '../../db/sql-helpers.js';
import { endMemberSessions } from '../../core/session/session.repository.js';
import { forgetDevices } from '../../core/security/login-devices.repository.js';
import { businessScopeNames, categoryTree } from '../catalog/public.js';
import { members, memberScopes, memberShelfLifeRules, serviceReps } from './accounts.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<NewMember, 'id' | 'createdAt'>>;

/** What the catalog's view of a member is made of (see AccountsService.viewer). */
export interface ViewerFacts {
  review_status: string;
  kx_authorized: boolean;
  contract_version: string | null;
  scopes: string[];
  min_shelf_life_months: number;
  shelf_life_rules?: Array<{ category_id: number; months: number }>;
}

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

  async findByPhone(phone: string): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.phone, phone)).limit(1);
    return row ?? null;
  }

  async findByWechat(openId: string): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(members).where(eq(members.wechatOpenId, openId)).limit(1);
    return row ?? null;
  }

  /** Whether a username or phone is already someone's login (either column: logins accept both). */
  async loginTaken(value: string, exceptId = 0): Promise<boolean> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(or(eq(members.username, value), eq(members.phone, value)), sql`${members.id} <> ${exceptId}`))
      .limit(1);
    return !!row;
  }

  /** Inserts a member; null when the username, phone or WeChat id was taken in the meantime (unique indexes). */
  async create(row: NewMember): Promise<MemberRow | null> {
    const rows = await this.db.insert(members).values(row).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }

  async update(id: number, patch: MemberPatch): Promise<MemberRow | null> {
    const [row] = await this.db.update(members).set(patch).where(eq(members.id, id)).returning();
    return row ?? null;
  }

  /** Sets the WeChat id only if nobody else holds it; false on a clash. */
  async bindWechat(id: number, openId: string): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ wechatOpenId: openId })
      .where(eq(members.id, id))
      .returning({ id: members.id })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) return [];
        throw err;
      });
    return rows.length === 1;
  }

  /** Signs the member out everywhere (after a password change or reset). */
  /** New members per China day in [from, to) (the console dashboard). */
  newMembersByDay(from: Date, to: Date) {
    const day = chinaDayText(members.createdAt);
    return this.db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(gte(members.createdAt, from), lt(members.createdAt, to)))
      .groupBy(day)
      .orderBy(day);
  }

  async pendingReviewCount() {
    const [row] = await this.db.select({ n: count() }).from(members).where(eq(members.reviewStatus, 'pending'));
    return Number(row?.n ?? 0);
  }

  /** The member's password changed: every session ends, and no browser stays trusted by the login guard. */
  async deleteSessionsOf(memberId: number) {
    await endMemberSessions(this.db, memberId);
    await forgetDevices(this.db, 'member', memberId);
  }

  async serviceRep(id: number | null) {
    const [row] = await this.db
      .select()
      .from(serviceReps)
      .where(id === null ? eq(serviceReps.isDefault, true) : eq(serviceReps.id, id))
      .limit(1);
    return row ?? null;
  }

  /** What every priced request needs of its member, in one query: approval, kx, contract and business scopes. */
  /** The viewer's facts of the member whose id `memberId` gives, as one json value (also read with the session). */
  viewerFactsOf(memberId: SQL): SQL<ViewerFacts | null> {
    return sql<ViewerFacts | null>`(select json_build_object('review_status', ${members.reviewStatus}, 'kx_authorized', ${members.kxAuthorized},
      'contract_version', ${members.contractVersion}, 'min_shelf_life_months', ${members.minShelfLifeMonths}, 'scopes', coalesce((select array_agg(${memberScopes.scopeCode}) from ${memberScopes}
        where ${memberScopes.memberId} = ${members.id}), '{}'),
      'shelf_life_rules', (select json_agg(json_build_object('category_id', r.category_id, 'months', r.months) order by r.category_id)
        from ${memberShelfLifeRules} r where r.member_id = ${members.id}))
      from ${members} where ${members.id} = ${memberId})`;
  }

  async viewerFacts(memberId: number): Promise<ViewerFacts | null> {
    const [row] = await this.database.rows<{ facts: ViewerFacts | null }>(sql`select ${this.viewerFactsOf(sql`${memberId}`)} as facts`);
    return row?.facts ?? null;
  }

  async scopesOf(memberId: number): Promise<string[]> {
    const rows = await this.db.select({ code: memberScopes.scopeCode }).from(memberScopes).where(eq(memberScopes.memberId, memberId));
    return rows.map((r) => r.code);
  }

  /** The granted scopes with their names (经营范围, GET api/user/jyfw). */
  scopesWithNames(memberId: number): Promise<Array<{ code: string; name: string }>> {
    return this.db
      .select({ code: businessScopeNames.code, name: businessScopeNames.name })
      .from(memberScopes)
      .innerJoin(businessScopeNames, eq(businessScopeNames.code, memberScopes.scopeCode))
      .where(eq(memberScopes.memberId, memberId))
      .orderBy(businessScopeNames.code);
  }

  /** The member's 最低剩余效期 per category, with the category names. */
  shelfLifeRules(memberId: number) {
    return this.db
      .select({ category_id: memberShelfLifeRules.categoryId, name: categoryTree.name, months: memberShelfLifeRules.months })
      .from(memberShelfLifeRules)
      .innerJoin(categoryTree, eq(categoryTree.id, memberShelfLifeRules.categoryId))
      .where(eq(memberShelfLifeRules.memberId, memberId))
      .orderBy(memberShelfLifeRules.categoryId);
  }

  /** Of these category ids, the top-level ones (a rule is set per 一级分类). */
  async topCategories(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: categoryTree.id })
      .from(categoryTree)
      .where(and(inArray(categoryTree.id, ids), isNull(categoryTree.parentId)));
    return rows.map((r) => r.id);
  }

  /** Replaces the member's per-category minimums. */
  async replaceShelfLifeRules(memberId: number, rules: Array<{ category_id: number; months: number }>) {
    await this.db.transaction(async (tx) => {
      await tx.delete(memberShelfLifeRules).where(eq(memberShelfLifeRules.memberId, memberId));
      if (rules.length) await tx.insert(memberShelfLifeRules).values(rules.map((r) => ({ memberId, categoryId: r.category_id, months: r.months })));
    });
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
