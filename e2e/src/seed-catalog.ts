import fs from 'node:fs';
import path from 'node:path';

/** A goods of the demo data (server/seed/catalog.json), with the fields the browser tests choose by. */
export interface SeedGoods {
  id: number;
  shop_id: number;
  name: string;
  spec: string;
  classification: string;
  approval_no: string;
  batch_no: string;
  base_price: number;
  status: string;
  is_buy: boolean;
  is_kx: boolean;
  middle_pack: number;
  min_order: number;
  ladder_prices: unknown[];
  tags: string[];
  stocks: Array<{ number: number }>;
}

/** The demo data's shops and goods, read the way the server loads them, so a test computes its figures, not copies them. */
export const seedCatalog = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalog.json'), 'utf8')) as {
  shops: Array<{ id: number; name: string; short_name: string; min_order_amount: number; shipping_amount: number }>;
  goods: SeedGoods[];
};

/** On sale and buyable one unit at a time: not 控销, no middle pack or minimum order, no ladder price. */
export const sellsPlainly = (g: SeedGoods) =>
  g.status === 'on_sale' && g.is_buy && !g.is_kx && g.middle_pack === 1 && g.min_order === 1 && g.ladder_prices.length === 0;
