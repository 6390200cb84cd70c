import fs from 'node:fs';
import path from 'node:path';
import { formatFen } from '@yaocai/contract';
import type { operatorApi } from './storefront.js';

/** What the 拼团 suites (the desktop's and the phone's) share: the goods they pick and the campaign they open on it. */

export interface SeedGoods {
  id: number;
  shop_id: number;
  name: string;
  approval_no: string;
  base_price: number;
  status: string;
  is_buy: boolean;
  is_kx: boolean;
  scope_code: string;
  middle_pack: number;
  min_order: number;
  stocks: Array<{ number: number }>;
}
const seedDir = path.resolve(import.meta.dirname, '../../server/seed');
/** The demo catalogue (server/seed/catalog.json). */
export const seedGoods = (JSON.parse(fs.readFileSync(path.join(seedDir, 'catalog.json'), 'utf8')) as { goods: SeedGoods[] }).goods;
const content = JSON.parse(fs.readFileSync(path.join(seedDir, 'content.json'), 'utf8')) as {
  members: Array<{ username: string; scope_codes: string[] }>;
};
const scopesOf = (name: string) => content.members.find((m) => m.username === name)!.scope_codes;

/** Goods both demo members may buy one by one (no pack rules), with stock to spare. */
export const sharedGoods = seedGoods.filter(
  (g) =>
    g.status === 'on_sale' &&
    g.is_buy &&
    !g.is_kx &&
    g.middle_pack === 1 &&
    g.min_order === 1 &&
    g.base_price >= 3000 &&
    scopesOf('demo').includes(g.scope_code) &&
    scopesOf('demo2').includes(g.scope_code) &&
    Math.max(...g.stocks.map((s) => s.number)) > 50,
);

const chinaText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A 拼团 the operator opens on a goods: 2 members within 24 hours, 1–10 each, running from an hour ago for 3 days. */
export function openCampaign(admin: ReturnType<typeof operatorApi>, goodsId: number, groupFen: number) {
  const now = Date.now();
  return admin<{ id: number }>('/admin/api/groupbuy', {
    method: 'POST',
    body: {
      goods_id: goodsId,
      group_price: formatFen(groupFen),
      required_members: 2,
      min_number: 1,
      max_number: 10,
      starts_at: chinaText(now - 3_600_000),
      ends_at: chinaText(now + 3 * 86_400_000),
      group_hours: 24,
    },
  });
}
