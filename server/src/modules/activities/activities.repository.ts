import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { goodsFacts } from '../catalog/public.js';
import { couponNames } from '../coupons/public.js';
import { activities, activitySections } from './activities.tables.js';

export type ActivityRow = typeof activities.$inferSelect;
export type SectionRow = typeof activitySections.$inferSelect;
export type ActivityFields = Pick<ActivityRow, 'slug' | 'title' | 'subtitle' | 'banner' | 'color' | 'rules' | 'startsAt' | 'endsAt' | 'published'>;
export type SectionFields = Pick<SectionRow, 'kind' | 'title' | 'ids'>;

export class ActivitiesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async find(id: number): Promise<ActivityRow | null> {
    const [row] = await this.db.select().from(activities).where(eq(activities.id, id));
    return row ?? null;
  }

  /** A link's activity by slug (or by id written as the slug), counting the visit in the same statement. */
  async tap(slug: string): Promise<ActivityRow | null> {
    const asId = /^\d{1,9}$/.test(slug) ? Number(slug) : -1;
    const [row] = await this.db
      .update(activities)
      .set({ taps: sql`${activities.taps} + 1` })
      .where(and(eq(activities.published, true), sql`(${activities.slug} = ${slug} or ${activities.id} = ${asId})`))
      .returning();
    return row ?? null;
  }

  /** Published activities not ended at `now`, soonest ending first. */
  current(now: Date): Promise<ActivityRow[]> {
    return this.db
      .select()
      .from(activities)
      .where(and(eq(activities.published, true), gt(activities.endsAt, now)))
      .orderBy(asc(activities.startsAt), asc(activities.id));
  }

  async published(ids: number[]): Promise<ActivityRow[]> {
    return this.db
      .select()
      .from(activities)
      .where(and(eq(activities.published, true), inArray(activities.id, ids)));
  }

  sections(activityId: number): Promise<SectionRow[]> {
    return this.db.select().from(activitySections).where(eq(activitySections.activityId, activityId)).orderBy(asc(activitySections.sort));
  }

  async all() {
    const n = count(activitySections.id);
    return this.db
      .select({ a: activities, sections: n })
      .from(activities)
      .leftJoin(activitySections, eq(activitySections.activityId, activities.id))
      .groupBy(activities.id)
      .orderBy(desc(activities.id));
  }

  async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
    const [row] = await this.db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
    return row !== undefined && row.id !== exceptId;
  }

  /** Names of goods and coupons by id (the editor's pickers label what a section holds). */
  async names(goodsIds: number[], couponIds: number[]) {
    const [g, c] = await Promise.all([
      goodsIds.length
        ? this.db.select({ id: goodsFacts.id, name: goodsFacts.name, spec: goodsFacts.spec }).from(goodsFacts).where(inArray(goodsFacts.id, goodsIds))
        : [],
      couponIds.length
        ? this.db.select({ id: couponNames.id, name: couponNames.name }).from(couponNames).where(inArray(couponNames.id, couponIds))
        : [],
    ]);
    return { goods: new Map(g.map((r) => [r.id, `${r.name} ${r.spec}`])), coupons: new Map(c.map((r) => [r.id, r.name])) };
  }

  /**
   * The activity and its sections replaced together, with what `after` writes (the audit row) in the same transaction:
   * a page is never seen half edited. `after` gets the row and sections as they were.
   */
  async save(
    id: number | null,
    fields: ActivityFields,
    sections: SectionFields[],
    operatorId: number,
    after: (tx: Executor, row: ActivityRow, before: { row: ActivityRow; sections: SectionRow[] } | null) => Promise<void>,
  ): Promise<ActivityRow | null> {
    return this.db.transaction(async (tx) => {
      let row: ActivityRow | undefined;
      let before: { row: ActivityRow; sections: SectionRow[] } | null = null;
      if (id !== null) {
        const [old] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
        if (!old) return null;
        before = {
          row: old,
          sections: await tx.select().from(activitySections).where(eq(activitySections.activityId, id)).orderBy(asc(activitySections.sort)),
        };
      }
      if (id === null) {
        [row] = await tx
          .insert(activities)
          .values({ ...fields, updatedBy: operatorId })
          .returning();
      } else {
        [row] = await tx
          .update(activities)
          .set({ ...fields, updatedBy: operatorId, updatedAt: new Date() })
          .where(eq(activities.id, id))
          .returning();
        if (!row) return null;
        await tx.delete(activitySections).where(eq(activitySections.activityId, id));
      }
      if (sections.length > 0) {
        await tx.insert(activitySections).values(sections.map((s, sort) => ({ ...s, activityId: row!.id, sort })));
      }
      await after(tx, row, before);
      return row;
    });
  }
}
