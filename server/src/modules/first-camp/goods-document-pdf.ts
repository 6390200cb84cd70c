import { createHash } from 'node:crypto';
import { PdfDocument } from '../../shared/pdf.js';

/** What a drawn goods document shows: the goods as the catalogue holds it. */
export interface GoodsFacts {
  kind: DrawnGoodsKind;
  name: string;
  genericName: string;
  spec: string;
  dosageForm: string;
  unit: string;
  manufacturer: string;
  approvalNo: string;
  barcode: string;
  classification: string;
  scopeCode: string;
  shop: string;
  validUntil: string | null;
}

const KINDS = ['approval', 'maker_licence', 'package'] as const;
/** The goods documents a demo goods' facts can be drawn as. */
export type DrawnGoodsKind = (typeof KINDS)[number];
export const isDrawnGoodsKind = (k: string): k is DrawnGoodsKind => (KINDS as readonly string[]).includes(k);

const CLASSES: Record<string, string> = { rx: '处方药', otc_a: '甲类非处方药', otc_b: '乙类非处方药' };
const PROVINCES: Array<[string, string]> = [
  ['北京', '京'],
  ['天津', '津'],
  ['上海', '沪'],
  ['重庆', '渝'],
  ['河北', '冀'],
  ['山西', '晋'],
  ['辽宁', '辽'],
  ['吉林', '吉'],
  ['黑龙江', '黑'],
  ['江苏', '苏'],
  ['浙江', '浙'],
  ['安徽', '皖'],
  ['福建', '闽'],
  ['江西', '赣'],
  ['山东', '鲁'],
  ['河南', '豫'],
  ['湖北', '鄂'],
  ['湖南', '湘'],
  ['广东', '粤'],
  ['广州', '粤'],
  ['深圳', '粤'],
  ['海南', '琼'],
  ['四川', '川'],
  ['成都', '川'],
  ['贵州', '黔'],
  ['云南', '滇'],
  ['陕西', '陕'],
  ['西安', '陕'],
  ['甘肃', '甘'],
  ['青海', '青'],
  ['内蒙古', '蒙'],
  ['广西', '桂'],
  ['西藏', '藏'],
  ['宁夏', '宁'],
  ['新疆', '新'],
  ['石家庄', '冀'],
  ['哈药', '黑'],
  ['杭州', '浙'],
  ['济南', '鲁'],
  ['武汉', '鄂'],
  ['长沙', '湘'],
  ['南京', '苏'],
];

/**
 * A synthetic 生产许可证 number for a maker (the demo has the maker's name only): the province its name begins with, or
 * one picked from the name's hash, then digits from the hash — the same maker always gets the same number.
 */
export function makerLicenceNo(maker: string, device: boolean): string {
  const hash = createHash('sha256').update(maker).digest();
  const province = PROVINCES.find(([p]) => maker.startsWith(p))?.[1] ?? PROVINCES[hash[0]! % PROVINCES.length]![1];
  const year = 2016 + (hash[1]! % 8);
  const seq = String(hash.readUInt16BE(2) % 10000).padStart(4, '0');
  return device ? `${province}食药监械生产备${year}${seq}号` : `${province}${year}${seq}`;
}

const TITLE: Record<DrawnGoodsKind, (device: boolean) => string> = {
  approval: (device) => (device ? '第一类医疗器械备案凭证' : '药品注册证书'),
  maker_licence: (device) => (device ? '医疗器械生产备案凭证' : '药品生产许可证'),
  package: () => '药品包装标签（样张）',
};

function rowsOf(f: GoodsFacts, device: boolean): Array<[string, string]> {
  const until = f.validUntil ?? '长期';
  if (f.kind === 'approval')
    return device
      ? [
          ['备案号', f.approvalNo],
          ['备案人', f.manufacturer],
          ['产品名称', f.genericName || f.name],
          ['型号规格', f.spec],
          ['产品描述', `${f.dosageForm || '医疗器械'}，以${f.unit}计`],
          ['备案日期至', until],
        ]
      : [
          ['药品通用名称', f.genericName || f.name],
          ['商品名称', f.name],
          ['剂\u3000\u3000型', f.dosageForm],
          ['规\u3000\u3000格', f.spec],
          ['药品分类', CLASSES[f.classification] ?? '其他'],
          ['上市许可持有人', f.manufacturer],
          ['药品批准文号', f.approvalNo],
          ['批准文号有效期至', until],
          ['审批结论', '符合药品注册的有关要求，批准注册，发给药品注册证书。'],
        ];
  if (f.kind === 'maker_licence')
    return [
      ['企业名称', f.manufacturer],
      [device ? '备案编号' : '许可证编号', makerLicenceNo(f.manufacturer, device)],
      ['生产范围', device ? '第一类医疗器械' : `${f.dosageForm || '药品'}等（详见副本）`],
      ['代表产品', `${f.genericName || f.name} ${f.spec}`],
      ['有效期至', until],
    ];
  return [
    ['品\u3000\u3000名', f.genericName && f.genericName !== f.name ? `${f.genericName}（${f.name}）` : f.name],
    ['规\u3000\u3000格', f.spec],
    ['包装单位', f.unit],
    [device ? '备案号' : '批准文号', f.approvalNo || '—'],
    ['生产企业', f.manufacturer],
    ['条\u3000\u3000码', f.barcode || '—'],
    ['贮\u3000\u3000藏', '密封，置阴凉干燥处'],
    ['标\u3000\u3000识', CLASSES[f.classification] ?? (device ? '医疗器械' : '—')],
  ];
}

/**
 * A demo goods' 首营资料 drawn from its catalogue facts (the demo has no scans): its registration certificate, its
 * maker's manufacturing licence and its package label, each marked as demo data and naming the shop that supplies it.
 */
export function goodsDocumentPdf(f: GoodsFacts): Buffer {
  const device = f.scopeCode === 'device';
  const title = TITLE[f.kind](device);
  const doc = new PdfDocument();
  const page = doc.addPage();
  const W = page.width;
  const ink = '0.15 0.3 0.55';
  doc.rect(page, 36, 36, W - 72, page.height - 72, 2, ink);
  doc.text(page, W / 2, 110, title, 26, 'center', ink);
  doc.line(page, 80, 140, W - 80, 140, 0.8, ink);
  let y = 185;
  for (const [label, value] of rowsOf(f, device)) {
    doc.text(page, 80, y, label, 12, 'left', ink);
    doc.text(page, 200, y, value.length > 26 ? `${value.slice(0, 26)}…` : value, 12);
    y += 40;
  }
  doc.text(page, 80, page.height - 150, `供货单位：${f.shop}`, 11);
  doc.text(page, W / 2, page.height - 80, '演示数据 · 由药采平台按商品目录信息生成，非真实证照', 10, 'center', '0.5 0.5 0.5');
  return doc.render({ title: `${title} ${f.name}`, author: f.shop });
}
