/**
 * The shape of the committed demo data (server/seed/*.json). `npm run seed:generate` writes these files from
 * ../shared/data; `loadSeedIfEmpty` reads them into an empty database. Money is integer fen everywhere.
 */

/** 经营范围: the business-scope classes a member is granted at review and goods fall under. */
export interface SeedBusinessScope {
  code: string; // e.g. 'chemical', 'tcm_patent', 'tcm_pieces', 'antibiotic', 'biochemical', 'device'
  name: string; // 化学药制剂, 中成药, 中药饮片, 抗生素制剂, 生化药品, 医疗器械 …
}

export interface SeedCategory {
  id: number;
  parent_id: number | null;
  name: string;
  level: 1 | 2 | 3;
  sort: number;
  /** Zone the top category belongs to in the menu variants: 'all', 'yx' (preferred) or 'zy' (TCM). */
  menus: Array<'all' | 'yx' | 'zy'>;
}

export interface SeedBrand {
  id: number;
  name: string; // trade-name brand, e.g. 拜耳
  manufacturer: string;
  description: string;
}

export interface SeedShop {
  id: number;
  name: string; // merchant company name
  short_name: string;
  province: string;
  city: string;
  /** Free shipping from this order amount (fen); below it, shipping_fee applies. */
  shipping_amount: number;
  shipping_fee: number;
  /** Minimum order amount to submit an order (起订金额, fen). */
  min_order_amount: number;
  licence_no: string; // 药品经营许可证编号 (synthetic)
  business_licence_no: string; // 统一社会信用代码 (synthetic)
  gsp_cert_no: string;
  description: string;
  /** 开票信息 on the shop's e-invoices (synthetic). */
  invoicing: { address_phone: string; bank_account: string; drawer: string };
  warehouses: Array<{ id: number; name: string }>; // ck_id values
}

export type DrugClassification = 'rx' | 'otc_a' | 'otc_b' | 'other';

export interface SeedGoods {
  id: number;
  shop_id: number;
  category_id: number; // a level-3 category
  brand_id: number | null;
  generic_name: string; // 通用名
  trade_name: string; // 商品名 ('' when none)
  name: string; // display name: trade name + generic name, e.g. "开瑞坦 氯雷他定片"
  spec: string; // ypgg
  dosage_form: string; // 剂型
  unit: string; // bzdw
  manufacturer: string; // sccj
  manufacturer_short: string;
  approval_no: string; // 批准文号 (synthetic unless from a licensed source)
  barcode: string; // EAN-13, 69 prefix, synthetic
  classification: DrugClassification;
  scope_code: string; // SeedBusinessScope.code
  middle_pack: number; // 中包装 quantity: orders in multiples of it
  case_pack: number; // 件装 quantity
  min_order: number;
  batch_no: string;
  production_date: string; // YYYY-MM-DD
  expiry_date: string; // YYYY-MM-DD; some within 6 months (近效期)
  stocks: Array<{ ck_id: number; number: number }>;
  base_price: number; // fen, wholesale price
  retail_price: number; // fen, suggested retail price
  ladder_prices: Array<{ number: number; price: number }>; // ascending number, descending price
  tags: string[]; // tag codes from SeedTag
  is_yx: boolean; // preferred zone
  is_zy: boolean; // TCM zone
  is_kx: boolean; // controlled-sales zone
  is_free_shipping: boolean;
  free_shipping_number: number;
  is_welfare: boolean;
  is_buy: boolean;
  sales: number;
  status: 'on_sale' | 'off_sale';
  /** Where the row came from, for attribution (file and source_id). */
  source: string;
}

export interface SeedTag {
  code: string; // you, miao, man, huangou, zeng, te, xin, zengpin
  name: string; // 优 秒 满 换购 赠 特 新 赠品
  color: string; // hex
  describe: string;
}

export interface SeedCatalog {
  attribution: string[];
  business_scopes: SeedBusinessScope[];
  categories: SeedCategory[];
  brands: SeedBrand[];
  shops: SeedShop[];
  tags: SeedTag[];
  goods: SeedGoods[];
}

export interface SeedContent {
  config: Record<string, string>; // keys of contract SiteConfig
  service_reps: Array<{ id: number; name: string; phone: string; is_default: boolean }>;
  hot_words: Array<{ name: string; url: string; sort: number }>;
  nav: Array<{ id: number; parent_id: number | null; name: string; url: string; image: string; is_open: boolean; sort: number }>;
  /** Banner slots: 1 home carousel, 2 top banner above the header, 164 home bottom banner, others per zone. */
  banners: Array<{ id: number; slot: number; name: string; image: string; url: string; sort: number }>;
  ads: Array<{ id: number; position: string; name: string; image: string; url: string; sort: number }>;
  links: Array<{ id: number; name: string; url: string; image: string; sort: number }>;
  /** Help centre: groups (sorted) with articles; footer shows the first 4. */
  help_groups: Array<{ id: number; name: string; sort: number }>;
  articles: Array<{ id: number; group_id: number; title: string; route: string; body: string; sort: number }>;
  /** News posts: type 1 quality announcements (/news/hy), 2 company news, 3 activity notices/announcements. */
  posts: Array<{ id: number; type: 1 | 2 | 3; title: string; desc: string; body: string; published_at: string }>;
  /** Demo members; passwords are hashed at load. */
  members: Array<{
    id: number;
    username: string;
    password: string;
    company: string;
    company_type: string;
    contact_name: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    address: string;
    review_status: 'approved' | 'pending' | 'rejected';
    scope_codes: string[];
    service_rep_id: number | null;
  }>;
}
