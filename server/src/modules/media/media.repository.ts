import { eq } from 'drizzle-orm';
import { activityTitles } from '../activities/public.js';
import type { Database } from '../../db/client.js';
import { brandNames, categoryTree, goodsFacts, shopFacts } from '../catalog/public.js';
import { adPlacements, bannerNames, globalLinkNames } from '../content/public.js';
import { pointsGoodsNames } from '../points/public.js';

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
    const [row] = await this.db.select({ name: bannerNames.name, slot: bannerNames.slot }).from(bannerNames).where(eq(bannerNames.id, id)).limit(1);
    return row ?? null;
  }

  async ad(id: number) {
    const [row] = await this.db
      .select({ name: adPlacements.name, position: adPlacements.position })
      .from(adPlacements)
      .where(eq(adPlacements.id, id))
      .limit(1);
    return row ?? null;
  }

  async activity(id: number) {
    const [row] = await this.db
      .select({ title: activityTitles.title, subtitle: activityTitles.subtitle })
      .from(activityTitles)
      .where(eq(activityTitles.id, id))
      .limit(1);
    return row ?? null;
  }

  async brand(id: number) {
    const [row] = await this.db.select({ name: brandNames.name }).from(brandNames).where(eq(brandNames.id, id)).limit(1);
    return row ?? null;
  }

  async gift(id: number) {
    const [row] = await this.db.select({ name: pointsGoodsNames.name }).from(pointsGoodsNames).where(eq(pointsGoodsNames.id, id)).limit(1);
    return row ?? null;
  }

  async link(id: number) {
    const [row] = await this.db.select({ name: globalLinkNames.name }).from(globalLinkNames).where(eq(globalLinkNames.id, id)).limit(1);
    return row ?? null;
  }
}
