/** Synthetic merchants (invented wholesale companies), their warehouses, the promotion tags and the brand table. */
import type { SeedBrand, SeedShop, SeedTag } from '../../src/seed/seed-types.js';
import { manufacturerShort } from './names.js';
import type { Product } from './product.js';

/** What a shop tends to stock, for distributing goods. */
export interface ShopProfile {
  id: number;
  /** Relative weights by product kind and for originator/imported brands. */
  weights: { chemical: number; tcm_patent: number; tcm_pieces: number; biological: number; device: number; brand: number };
}

export const SHOPS: SeedShop[] = [
  {
    id: 1,
    name: '华康医药有限公司',
    short_name: '华康医药',
    province: '湖北省',
    city: '武汉市',
    shipping_amount: 80000,
    shipping_fee: 1500,
    min_order_amount: 20000,
    licence_no: '鄂AA0270168',
    business_licence_no: '91420100MA4K3H2X7D',
    gsp_cert_no: 'HB-GSP-2024-0168',
    description: '华中地区综合性医药批发企业，经营化学药、中成药、生物制品等三千余个品规，武汉、襄阳双仓发货，GSP冷链全程可追溯。',
    invoicing: {
      address_phone: '湖北省武汉市东西湖区金银湖路100号 027-8066100',
      bank_account: '中国工商银行武汉分行 4200 1068 0100 0088 2000',
      drawer: '李会计',
    },
    warehouses: [
      { id: 1, name: '武汉东西湖仓' },
      { id: 2, name: '襄阳高新区仓' },
    ],
  },
  {
    id: 2,
    name: '国瑞药业批发有限公司',
    short_name: '国瑞药业',
    province: '北京市',
    city: '北京市',
    shipping_amount: 100000,
    shipping_fee: 2000,
    min_order_amount: 30000,
    licence_no: '京AA0100357',
    business_licence_no: '91110112MA01R7KQ5U',
    gsp_cert_no: 'BJ-GSP-2023-0357',
    description: '专注原研药与进口药品配送，覆盖京津冀地区医疗机构与连锁药店，提供冷藏药品次日达服务。',
    invoicing: {
      address_phone: '北京市通州区新华西街137号 010-8166137',
      bank_account: '中国建设银行北京分行 4200 1168 0137 0188 2001',
      drawer: '王会计',
    },
    warehouses: [{ id: 3, name: '北京通州物流中心' }],
  },
  {
    id: 3,
    name: '江南百草堂医药有限公司',
    short_name: '百草堂医药',
    province: '浙江省',
    city: '杭州市',
    shipping_amount: 50000,
    shipping_fee: 1200,
    min_order_amount: 10000,
    licence_no: '浙AA5710922',
    business_licence_no: '91330110MA2H0C8L3N',
    gsp_cert_no: 'ZJ-GSP-2024-0922',
    description: '以中药饮片、中成药为特色的医药批发企业，自有道地药材采购渠道，饮片按批次附检验报告。',
    invoicing: {
      address_phone: '浙江省杭州市余杭区文一西路174号 0571-8266174',
      bank_account: '招商银行杭州分行 4200 1268 0174 0288 2002',
      drawer: '陈会计',
    },
    warehouses: [
      { id: 4, name: '杭州余杭仓' },
      { id: 5, name: '亳州药材仓' },
    ],
  },
  {
    id: 4,
    name: '粤康达医药有限公司',
    short_name: '粤康达',
    province: '广东省',
    city: '广州市',
    shipping_amount: 80000,
    shipping_fee: 1500,
    min_order_amount: 20000,
    licence_no: '粤AA0201436',
    business_licence_no: '91440101MA5CQ2R48P',
    gsp_cert_no: 'GD-GSP-2023-1436',
    description: '华南地区药品批发企业，品类覆盖处方药、OTC与医疗器械，珠三角地区当日送达。',
    invoicing: {
      address_phone: '广东省广州市白云区云城西路211号 020-8366211',
      bank_account: '中国银行广州分行 4200 1368 0211 0388 2003',
      drawer: '赵会计',
    },
    warehouses: [{ id: 6, name: '广州白云仓' }],
  },
  {
    id: 5,
    name: '蜀通医药贸易有限公司',
    short_name: '蜀通医药',
    province: '四川省',
    city: '成都市',
    shipping_amount: 60000,
    shipping_fee: 1000,
    min_order_amount: 10000,
    licence_no: '川AA0280519',
    business_licence_no: '91510100MA6DF3U21K',
    gsp_cert_no: 'SC-GSP-2024-0519',
    description: '西南地区基层医疗机构与单体药店的一站式采购平台，川产道地药材与常用普药价格优势明显。',
    invoicing: {
      address_phone: '四川省成都市高新区天府大道248号 028-8466248',
      bank_account: '交通银行成都分行 4200 1468 0248 0488 2004',
      drawer: '周会计',
    },
    warehouses: [
      { id: 7, name: '成都新都仓' },
      { id: 8, name: '重庆两江仓' },
    ],
  },
  {
    id: 6,
    name: '鲁安泰医药有限公司',
    short_name: '鲁安泰',
    province: '山东省',
    city: '济南市',
    shipping_amount: 80000,
    shipping_fee: 1500,
    min_order_amount: 15000,
    licence_no: '鲁AA5310287',
    business_licence_no: '91370100MA3R9TY60F',
    gsp_cert_no: 'SD-GSP-2023-0287',
    description: '山东省内医药流通企业，主营普药、输液与医疗器械，县域诊所配送网络完善。',
    invoicing: {
      address_phone: '山东省济南市历下区经十路285号 0531-8566285',
      bank_account: '中国农业银行济南分行 4200 1568 0285 0588 2005',
      drawer: '吴会计',
    },
    warehouses: [{ id: 9, name: '济南章丘仓' }],
  },
];

export const SHOP_PROFILES: ShopProfile[] = [
  { id: 1, weights: { chemical: 5, tcm_patent: 3, tcm_pieces: 1, biological: 4, device: 2, brand: 4 } },
  { id: 2, weights: { chemical: 4, tcm_patent: 1, tcm_pieces: 0, biological: 5, device: 1, brand: 8 } },
  { id: 3, weights: { chemical: 1, tcm_patent: 6, tcm_pieces: 9, biological: 0, device: 1, brand: 1 } },
  { id: 4, weights: { chemical: 4, tcm_patent: 2, tcm_pieces: 1, biological: 3, device: 4, brand: 5 } },
  { id: 5, weights: { chemical: 3, tcm_patent: 4, tcm_pieces: 5, biological: 1, device: 2, brand: 1 } },
  { id: 6, weights: { chemical: 5, tcm_patent: 2, tcm_pieces: 1, biological: 1, device: 5, brand: 1 } },
];

export const shopWeight = (profile: ShopProfile, p: Product) => (p.brand || p.foreign ? profile.weights.brand : 0) + profile.weights[p.kind];

/** The eight promotion tags (spec §9: colours per tag, values chosen here). */
export const TAGS: SeedTag[] = [
  { code: 'you', name: '优', color: '#f5222d', describe: '优选好货：平台精选品种，品质与价格双重保障' },
  { code: 'miao', name: '秒', color: '#fa8c16', describe: '限时秒杀：活动期间限量特价，售完即止' },
  { code: 'man', name: '满', color: '#eb2f96', describe: '满额立减：单店订单满指定金额立减' },
  { code: 'huangou', name: '换购', color: '#722ed1', describe: '加价换购：满额后可加价换购指定商品' },
  { code: 'zeng', name: '赠', color: '#52c41a', describe: '买赠活动：购买指定数量赠送商品' },
  { code: 'te', name: '特', color: '#fa541c', describe: '特价促销：限时特价，价格已含优惠' },
  { code: 'xin', name: '新', color: '#1677ff', describe: '新品上市：近期首次上架的品种' },
  { code: 'zengpin', name: '赠品', color: '#13c2c2', describe: '赠品：随单赠送，不单独销售' },
];

/** Brands: the originator list's manufacturer_short values (plus 修正 for the synthetic staples). */
export function buildBrands(products: Product[]): { brands: SeedBrand[]; idOf: Map<string, number> } {
  const makers = new Map<string, Map<string, number>>();
  for (const p of products) {
    if (!p.brand) continue;
    const m = makers.get(p.brand) ?? new Map<string, number>();
    m.set(p.manufacturer, (m.get(p.manufacturer) ?? 0) + 1);
    makers.set(p.brand, m);
  }
  const names = [...makers.keys()].sort((a, b) => a.localeCompare(b, 'zh-Hans-CN'));
  const brands: SeedBrand[] = names.map((name, i) => {
    const counts = [...makers.get(name)!.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const total = counts.reduce((a, [, n]) => a + n, 0);
    return {
      id: i + 1,
      name,
      manufacturer: counts[0][0],
      description:
        name === '修正'
          ? '修正药业集团，国内知名中西药生产企业（演示数据，商品为合成补充）。'
          : `${name}旗下原研及品牌药品，本站收录 ${total} 个品种（品牌名称与生产企业来自原研药名单）。`,
    };
  });
  // his rows from the same company (拜耳医药保健有限公司 → 拜耳) join the brand through the derived short name.
  const idOf = new Map<string, number>();
  for (const b of brands) {
    idOf.set(b.name, b.id);
    const derived = manufacturerShort(b.manufacturer);
    if (!idOf.has(derived)) idOf.set(derived, b.id);
  }
  return { brands, idOf };
}
