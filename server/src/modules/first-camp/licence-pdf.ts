import { PdfDocument } from '../../shared/pdf.js';

/** What a drawn licence shows: the shop's facts as the platform checked them at onboarding. */
export interface LicenceFacts {
  kind: DrawnShopKind;
  name: string;
  province: string;
  city: string;
  businessLicenceNo: string;
  licenceNo: string;
  gspCertNo: string;
  invoiceAddressPhone: string;
  invoiceBankAccount: string;
  validUntil: string | null;
}

const TITLES = {
  business_licence: '营 业 执 照',
  drug_licence: '药品经营许可证',
  gsp_cert: '药品经营质量管理规范认证证书',
  quality_agreement: '药品质量保证协议',
  invoice_info: '开 票 资 料',
} as const;
/** The shop documents a demo shop's facts can be drawn as. */
export type DrawnShopKind = keyof typeof TITLES;
export const isDrawnShopKind = (k: string): k is DrawnShopKind => k in TITLES;

export const DEMO_MARK = '演示数据 · 由药采平台按入驻审核登记的信息生成，非真实证照';

/**
 * A demo shop's licence drawn from its facts (the demo has no scans): laid out like the certificate, marked as demo
 * data so it is never mistaken for a real one. Uploaded documents are served as uploaded.
 */
export function licencePdf(f: LicenceFacts): Buffer {
  const doc = new PdfDocument();
  const page = doc.addPage(841.89, 595.28);
  const red = '0.7 0.1 0.1';
  const W = page.width;
  doc.rect(page, 30, 30, W - 60, page.height - 60, 2.5, red);
  doc.rect(page, 40, 40, W - 80, page.height - 80, 0.8, red);
  doc.text(page, W / 2, 110, TITLES[f.kind], 30, 'center', red);
  const where = `${f.province}${f.city === f.province ? '' : f.city}`;
  const rows: Array<[string, string]> =
    f.kind === 'quality_agreement'
      ? [
          ['供货单位', f.name],
          ['购货单位', '在药采平台采购本单位药品的客户'],
          ['质量责任', '所供药品合法、符合国家标准，随货附同批号检验报告与随货同行单'],
          ['运输储存', '按药品说明书要求储存运输，冷链药品全程温控并留存记录'],
          ['退换货', '质量问题药品按平台售后规则退换，双方按GSP要求记录'],
          ['协议有效期', f.validUntil ? `至 ${f.validUntil}` : '长期'],
        ]
      : f.kind === 'invoice_info'
        ? [
            ['单位名称', f.name],
            ['纳税人识别号', f.businessLicenceNo],
            ['地址、电话', f.invoiceAddressPhone || where],
            ['开户行及账号', f.invoiceBankAccount || '—'],
            ['发票类型', '增值税电子普通发票 / 增值税电子专用发票'],
          ]
        : f.kind === 'business_licence'
          ? [
              ['统一社会信用代码', f.businessLicenceNo],
              ['名\u3000\u3000称', f.name],
              ['类\u3000\u3000型', '有限责任公司'],
              ['住\u3000\u3000所', where],
              ['经营范围', '药品批发；医疗器械经营；保健食品销售（依法须经批准的项目，经相关部门批准后方可开展经营活动）'],
              ['营业期限', f.validUntil ? `至 ${f.validUntil}` : '长期'],
            ]
          : f.kind === 'drug_licence'
            ? [
                ['编\u3000\u3000号', f.licenceNo],
                ['企业名称', f.name],
                ['注册地址', where],
                ['经营方式', '批发'],
                ['经营范围', '中成药、化学药制剂、抗生素制剂、生化药品、生物制品（除疫苗）'],
                ['有效期至', f.validUntil ?? '—'],
              ]
            : [
                ['证书编号', f.gspCertNo],
                ['企业名称', f.name],
                ['地\u3000\u3000址', where],
                ['认证范围', '药品批发'],
                ['有效期至', f.validUntil ?? '—'],
              ];
  let y = 180;
  for (const [label, value] of rows) {
    doc.text(page, 120, y, label, 14, 'left', red);
    doc.text(page, 270, y, value.length > 40 ? `${value.slice(0, 40)}…` : value, 14);
    y += 42;
  }
  doc.text(page, W / 2, page.height - 70, DEMO_MARK, 11, 'center', '0.5 0.5 0.5');
  return doc.render({ title: `${TITLES[f.kind].replace(/\s/g, '')} ${f.name}`, author: f.name });
}
