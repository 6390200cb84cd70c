import {
  CLASSIFICATION_NAMES,
  CLASSIFICATIONS,
  fenToYuanInput,
  GOODS_IMPORT_COLUMNS,
  GOODS_STATE_NAMES,
  goodsFormBody,
  type GoodsEditView,
  type GoodsFormBody,
  type GoodsImportError,
  type GoodsImportKind,
  type ImportColumn,
} from '@yaocai/contract';
import { prohibitedClassOf } from './prohibited-classes.js';

/** What the rows of a file refer to by name or id, read once per file (shops, categories, scopes, brands, tags). */
export interface ImportRefs {
  shops: Array<{ id: number; name: string; short_name: string; warehouses: Array<{ id: number; name: string }> }>;
  categories: Array<{ id: number; name: string; path: string }>;
  scopes: Array<{ code: string; name: string }>;
  brands: Array<{ id: number; name: string }>;
  tags: Array<{ code: string; name: string }>;
}

/** Lookups by every name an operator may write: id, name, short name, path; a name that two share is not one. */
class Lookup<T> {
  private readonly map = new Map<string, T | null>();
  add(name: string | number, value: T) {
    const key = String(name).trim();
    if (!key) return;
    this.map.set(key, this.map.has(key) && this.map.get(key) !== value ? null : value);
  }
  get(name: string): T | null | undefined {
    return this.map.get(name.trim());
  }
}

export class RefIndex {
  readonly shops = new Lookup<number>();
  readonly categories = new Lookup<number>();
  readonly categoryNames = new Map<number, string>();
  readonly scopes = new Lookup<string>();
  readonly brands = new Lookup<number>();
  readonly tags = new Lookup<string>();
  readonly warehouses = new Map<number, Lookup<number>>();

  constructor(refs: ImportRefs) {
    for (const s of refs.shops) {
      [s.id, s.name, s.short_name].forEach((k) => this.shops.add(k, s.id));
      const ck = new Lookup<number>();
      s.warehouses.forEach((w) => [w.id, w.name].forEach((k) => ck.add(k, w.id)));
      this.warehouses.set(s.id, ck);
    }
    for (const c of refs.categories) {
      [c.id, c.name, c.path, c.path.replace(/ \/ /g, '/')].forEach((k) => this.categories.add(k, c.id));
      this.categoryNames.set(c.id, c.name);
    }
    refs.scopes.forEach((s) => [s.code, s.name].forEach((k) => this.scopes.add(k, s.code)));
    refs.brands.forEach((b) => [b.id, b.name].forEach((k) => this.brands.add(k, b.id)));
    refs.tags.forEach((t) => [t.code, t.name].forEach((k) => this.tags.add(k, t.code)));
  }
}

/** A cell as text: dates as YYYY-MM-DD, numbers without float noise, everything trimmed. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  // eslint-disable-next-line money/no-hand-money -- any numeric cell; a price's text is then read by parseYuan
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(6)));
  return String(v).trim();
}

/** 2027/2/28, 2027.02.28 and 20270228 all mean 2027-02-28. */
function dateText(v: string): string {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(v) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : v;
}

const YES = new Set(['是', '1', 'y', 'yes', 'true', '√', '✓']);
const NO = new Set(['否', '0', 'n', 'no', 'false', '']);
const flag = (v: string) => (YES.has(v.toLowerCase()) ? '1' : NO.has(v.toLowerCase()) ? '0' : v);

/** The header row's columns by position: which known column each cell is; a required one missing is named. */
export function mapHeader(kind: GoodsImportKind, header: string[]): { columns: Array<ImportColumn | null>; missing: string[] } {
  const known = GOODS_IMPORT_COLUMNS[kind];
  const bare = (t: string) => t.replace(/[（(].*?[）)]/g, '').replace(/\s+/g, '');
  const columns = header.map((h) => known.find((c) => c.title === h.trim() || bare(c.title) === bare(h)) ?? null);
  const missing = known.filter((c) => c.required && !columns.includes(c)).map((c) => c.title);
  return { columns, missing };
}

/** The goods form's raw input of a stored goods (prices back to yuan, flags back to 0/1): what a row is laid over. */
export function formInputOf(v: GoodsEditView): Record<string, unknown> {
  return {
    shop_id: v.shop_id,
    category_id: v.category_id,
    brand_id: v.brand_id,
    generic_name: v.generic_name,
    trade_name: v.trade_name,
    name: v.name,
    spec: v.spec,
    dosage_form: v.dosage_form,
    unit: v.unit,
    manufacturer: v.manufacturer,
    approval_no: v.approval_no,
    barcode: v.barcode,
    yb_code: v.yb_code,
    classification: v.classification,
    scope_code: v.scope_code,
    middle_pack: v.middle_pack,
    case_pack: v.case_pack,
    min_order: v.min_order,
    batch_no: v.batch_no,
    production_date: v.production_date,
    expiry_date: v.expiry_date,
    base_price: fenToYuanInput(v.base_price),
    retail_price: fenToYuanInput(v.retail_price),
    ladders: v.ladders.map((l) => ({ number: l.number, price: fenToYuanInput(l.price) })),
    stocks: [],
    tags: v.tags,
    images: v.images.map((i) => i.id),
    is_yx: v.is_yx ? '1' : '0',
    is_zy: v.is_zy ? '1' : '0',
    is_kx: v.is_kx ? '1' : '0',
    is_free_shipping: v.is_free_shipping ? '1' : '0',
    free_shipping_number: v.free_shipping_number,
    is_welfare: v.is_welfare ? '1' : '0',
    is_buy: v.is_buy ? '1' : '0',
    status: v.status,
  };
}

/**
 * A good row: the checked body, and for a row that updates a goods the fields its cells set (`patch`, the form's raw
 * input): the import lays the patch over the goods as it is when the row is written, so two files that change
 * different fields of one goods (stock, then prices) both take effect.
 */
export type CheckedRow =
  { ok: true; goodsId: number | null; body: GoodsFormBody; patch: Record<string, unknown> } | { ok: false; errors: GoodsImportError[] };

/** The form body of a stored goods with a row's patch laid over it, checked again (the goods may have changed). */
export function patchedBody(current: GoodsEditView, patch: Record<string, unknown>) {
  return goodsFormBody.safeParse({ ...formInputOf(current), ...patch });
}

/**
 * One data row → the goods form's body, checked by the form's own schema, or every error of the row with the column
 * it is in. `existing` is the stored goods a row with 商品ID updates (undefined: not found); the row's non-empty
 * cells are laid over it, so a file that leaves a column out leaves that field as it was.
 */
export function checkRow(
  kind: GoodsImportKind,
  rowNo: number,
  columns: Array<ImportColumn | null>,
  cells: string[],
  refs: RefIndex,
  existingOf: (id: number) => GoodsEditView | undefined,
): CheckedRow {
  const errors: GoodsImportError[] = [];
  const titleOf = (key: string) => GOODS_IMPORT_COLUMNS[kind].find((c) => c.key === key)?.title ?? key;
  const failed = new Set<string>();
  const fail = (key: string, message: string) => {
    failed.add(key);
    errors.push({ row: rowNo, column: titleOf(key), message });
  };
  const cell = new Map<string, string>();
  columns.forEach((c, i) => c && cells[i] !== undefined && cells[i] !== '' && cell.set(c.key, cells[i]!));

  let existing: GoodsEditView | undefined;
  let goodsId: number | null = null;
  const idText = cell.get('id');
  if (idText !== undefined) {
    goodsId = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
    existing = goodsId ? existingOf(goodsId) : undefined;
    if (!existing) return { ok: false, errors: [{ row: rowNo, column: titleOf('id'), message: `商品ID不存在：${idText}` }] };
  } else if (kind !== 'goods') {
    return { ok: false, errors: [{ row: rowNo, column: titleOf('id'), message: '请填写商品ID' }] };
  }
  const input: Record<string, unknown> = existing ? formInputOf(existing) : {};

  for (const [key, raw] of cell) {
    switch (key) {
      case 'id':
      case 'ck':
      case 'stock':
        break;
      case 'shop_id': {
        const id = refs.shops.get(raw);
        if (!id) fail(key, id === null ? `店铺名称不唯一，请填写店铺ID：${raw}` : `店铺不存在：${raw}`);
        else if (existing && existing.shop_id !== id) fail(key, '商品所属店铺不能修改');
        else input.shop_id = id;
        break;
      }
      case 'category_id': {
        const id = refs.categories.get(raw);
        if (!id) fail(key, id === null ? `分类名称不唯一，请填写完整路径或分类ID：${raw}` : `分类不存在或不是末级分类：${raw}`);
        else input.category_id = id;
        break;
      }
      case 'scope_code': {
        const code = refs.scopes.get(raw);
        if (!code) fail(key, `经营范围不存在：${raw}`);
        else input.scope_code = code;
        break;
      }
      case 'brand_id': {
        const id = refs.brands.get(raw);
        if (!id) fail(key, `品牌不存在：${raw}`);
        else input.brand_id = id;
        break;
      }
      case 'tags': {
        const names = raw.split(/[,，、;；\s]+/).filter(Boolean);
        const codes = names.map((n) => refs.tags.get(n));
        const bad = names.find((_, i) => !codes[i]);
        if (bad) fail(key, `标签不存在：${bad}`);
        else input.tags = codes;
        break;
      }
      case 'classification': {
        const code = CLASSIFICATIONS.find((c) => c === raw || CLASSIFICATION_NAMES[c] === raw);
        input.classification = code ?? raw;
        break;
      }
      case 'status': {
        const state = (Object.keys(GOODS_STATE_NAMES) as Array<keyof typeof GOODS_STATE_NAMES>).find(
          (s) => s === raw || GOODS_STATE_NAMES[s] === raw || GOODS_STATE_NAMES[s] === `已${raw}`,
        );
        input.status = state ?? raw;
        break;
      }
      case 'ladders': {
        const tiers = raw.split(/[;；\n]+/).filter((t) => t.trim());
        const parsed = tiers.map((t) => /^\s*(\d+)\s*[:：=]\s*(\S+)\s*$/.exec(t));
        if (parsed.some((p) => !p)) fail(key, '阶梯价格式应为“数量:单价”，多档用分号隔开，如 50:12.00;200:11.50');
        else input.ladders = parsed.map((p) => ({ number: p![1], price: p![2] }));
        break;
      }
      case 'production_date':
      case 'expiry_date':
        input[key] = dateText(raw);
        break;
      case 'is_yx':
      case 'is_zy':
      case 'is_kx':
      case 'is_free_shipping':
      case 'is_welfare':
        input[key] = flag(raw);
        break;
      default:
        input[key] = raw;
    }
  }

  const ck = cell.get('ck');
  const stock = cell.get('stock');
  // A warehouse is the shop's: when the shop itself was refused, the warehouse is not refused again.
  if ((ck !== undefined || stock !== undefined) && !failed.has('shop_id')) {
    const shopId = Number(input.shop_id);
    const ckId = ck === undefined ? undefined : refs.warehouses.get(shopId)?.get(ck);
    if (ck === undefined) fail('ck', '填写库存时请填写仓库');
    else if (!ckId) fail('ck', `仓库不属于该店铺：${ck}`);
    else if (stock === undefined) fail('stock', '请填写库存');
    else input.stocks = [{ ck_id: ckId, number: stock }];
  }

  const parsed = goodsFormBody.safeParse(input);
  if (!parsed.success) {
    // One message per column; a column already refused (an unknown shop, say) is not refused again as missing.
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const column = key === 'stocks' ? (issue.path[2] === 'ck_id' ? 'ck' : 'stock') : key;
      if (!failed.has(column)) fail(column, issue.message);
    }
  }
  if (errors.length || !parsed.success) return { ok: false, errors };
  const body = parsed.data;
  const banned = prohibitedClassOf({ ...body, category: refs.categoryNames.get(body.category_id) });
  if (banned) return { ok: false, errors: [{ row: rowNo, column: titleOf('generic_name'), message: `禁止网络销售：${banned.reason}` }] };
  const setKeys = [...cell.keys()].filter((k) => k !== 'id' && k !== 'ck' && k !== 'stock');
  if (input.stocks !== undefined && (ck !== undefined || stock !== undefined)) setKeys.push('stocks');
  const patch = Object.fromEntries(setKeys.map((k) => [k, input[k]]));
  return { ok: true, goodsId, body, patch };
}
