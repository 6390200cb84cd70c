import { eq } from 'drizzle-orm';
import { activities } from '../activities/activities.tables.js';
import type { Database } from '../../db/client.js';
import { brandNames, categoryTree, goodsFacts, shopFacts } from '../catalog/public.js';
import { ads, banners, globalLinks } from '../content/content.tables.js';
import { pointsGoods } from '../points/points.tables.js';

/**
 * What the placeholder drawings are drawn from: a few text columns of the row an image stands for. Read-only and by
 * primary key; the drawings are cached publicly for a day.
 */
export class MediaRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async goods(id: number) {
    const [row] = await this.db
      .select({
        name: goodsFacts.name,
        spec: goodsFacts.spec,
        manufacturer: goodsFacts.manufacturer,
        dosage_form: goodsFacts.dosageForm,
        images: goodsFacts.images,
      })
      .from(goodsFacts)
      .where(eq(goodsFacts.id, id))
      .limit(1);
    return row ?? null;
  }

  async shop(id: number) {
    const [row] = await this.db.select({ short_name: shopFacts.shortName }).from(shopFacts).where(eq(shopFacts.id, id)).limit(1);
    return row ?? null;
  }

  async category(id: number) {
    const [row] = await this.db.select({ name: categoryTree.name }).from(categoryTree).where(eq(categoryTree.id, id)).limit(1);
    return row ?? null;
  }

  async banner(id: number) {
    const [row] = await this.db.select({ name: banners.name, slot: banners.slot }).from(banners).where(eq(banners.id, id)).limit(1);
    return row ?? null;
  }

  async ad(id: number) {
    const [row] = await this.db.select({ name: ads.name, position: ads.position }).from(ads).where(eq(ads.id, id)).limit(1);
    return row ?? null;
  }

  async activity(id: number) {
    const [row] = await this.db
      .select({ title: activities.title, subtitle: activities.subtitle })
      .from(activities)
      .where(eq(activities.id, id))
      .limit(1);
    return row ?? null;
  }

  async brand(id: number) {
    const [row] = await this.db.select({ name: brandNames.name }).from(brandNames).where(eq(brandNames.id, id)).limit(1);
    return row ?? null;
  }

  async gift(id: number) {
    const [row] = await this.db.select({ name: pointsGoods.name }).from(pointsGoods).where(eq(pointsGoods.id, id)).limit(1);
    return row ?? null;
  }

  async link(id: number) {
    const [row] = await this.db.select({ name: globalLinks.name }).from(globalLinks).where(eq(globalLinks.id, id)).limit(1);
    return row ?? null;
  }
}
