/**
 * Which goods a list address shows on the phone — the desktop's zones (web catalog/model/zones.ts) as one table: the
 * path, its heading and the filter it imposes (the address's own ?select, ?shop_id… come on top).
 */
export interface ListZone {
  /** '' when the page names itself from data (a category, a brand, a shop). */
  title: string;
  fixed: Record<string, string>;
}

type Rule = [pattern: RegExp, zone: (m: RegExpMatchArray) => ListZone];

const decode = (raw: string | undefined) => {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return raw ?? '';
  }
};
const positive = (raw: string | undefined) => (/^[1-9]\d{0,9}$/.test(raw ?? '') ? raw! : undefined);
/** `{ [key]: id }` when the raw text is an id, else nothing. */
const idFilter = (key: string, raw: string | undefined): Record<string, string> => (positive(raw) ? { [key]: raw! } : {});

const RULES: Rule[] = [
  [/^\/yx(?:\/table)?\/?$/, () => ({ title: '优选专区', fixed: { yx: '1' } })],
  [/^\/zyyp\/?$/, () => ({ title: '中药专区', fixed: { zy: '1' } })],
  [/^\/kxzq\/?$/, () => ({ title: '控销专区', fixed: { kx: '1' } })],
  [/^\/kxzq\/new\/?$/, () => ({ title: '控销新品', fixed: { kx: '1' } })],
  [/^\/kxzq\/goods\/([^/]+)(?:\/[^/]*)?\/?$/, (m) => ({ title: '控销专区', fixed: { kx: '1', kx_group: decode(m[1]).toLowerCase() } })],
  [/^\/myzq\/?$/, () => ({ title: '免邮专区', fixed: { free_shipping: '1' } })],
  [/^\/welfare\/?$/, () => ({ title: '全场商品94折', fixed: { welfare: '1' } })],
  [/^\/zqmb\/([^/]+)\/?$/, (m) => ({ title: '', fixed: idFilter('select', m[1]) })],
  [/^\/list\/other\/([^/]+)(?:\/([^/]+))?\/?$/, (m) => ({ title: decode(m[2]), fixed: idFilter('select', m[1]) })],
  [/^\/ppzq\/info\/([^/]+)(?:\/[^/]*)?\/?$/, (m) => ({ title: '', fixed: idFilter('brand_id', m[1]) })],
];

/** The zone of a list path; /list (and anything unknown) is the whole catalogue. */
export function zoneOf(pathname: string): ListZone {
  for (const [pattern, zone] of RULES) {
    const m = pathname.match(pattern);
    if (m) return zone(m);
  }
  return { title: '', fixed: {} };
}

/** The address's own narrowing a list keeps (a category from the menu, a shop's goods): ids only. */
export function pickedFrom(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['select', 'shop_id', 'brand_id'] as const) {
    const v = positive(params.get(key) ?? undefined);
    if (v) out[key] = v;
  }
  return out;
}
