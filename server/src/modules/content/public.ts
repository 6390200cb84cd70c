import { readModel } from '../../db/read-model.js';
import { ads, banners, globalLinks, siteConfig } from './content.tables.js';

// What other modules may read of the site's content: typed read models (joinable subqueries of the published columns)
// and functions. Their tables may only name content's tables to declare a foreign key.

/** The site's settings by key (e.g. points_per_yuan). */
export const siteSettings = readModel.select({ key: siteConfig.key, value: siteConfig.value }).from(siteConfig).as('site_settings');

/** Ads with their slot (position), order, image and link. */
export const adPlacements = readModel
  .select({ id: ads.id, name: ads.name, image: ads.image, url: ads.url, position: ads.position, sort: ads.sort })
  .from(ads)
  .as('ad_placements');

/** Banners by name and slot. */
export const bannerNames = readModel.select({ id: banners.id, name: banners.name, slot: banners.slot }).from(banners).as('banner_names');

/** The site-wide links by name. */
export const globalLinkNames = readModel.select({ id: globalLinks.id, name: globalLinks.name }).from(globalLinks).as('global_link_names');
