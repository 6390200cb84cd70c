import { chinaDay, formatFen } from '@yaocai/contract';
import { PdfDocument } from '../../shared/pdf.js';

export interface DeliveryNote {
  noteNo: string;
  orderNo: string;
  shippedAt: string;
  carrier: string;
  trackingNo: string;
  seller: { name: string; licenceNo: string; businessLicenceNo: string; gspCertNo: string };
  buyer: { company: string; consignee: string; phone: string; address: string };
  lines: Array<{
    name: string;
    spec: string;
    dosageForm: string;
    unit: string;
    manufacturer: string;
    approvalNo: string;
    batchNo: string;
    expiryDate: string;
    number: number;
    price: number;
    amount: number;
  }>;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const PER_PAGE = 14;

/**
 * 随货同行单 (GSP accompanying delivery note) of one shipment, A4 landscape: seller with its licences, buyer and the
 * delivery address, each line with 批准文号, 批号, 有效期, 数量, 单价, 金额, the 出库日期, and signature and stamp areas.
 * Long shipments continue on further pages, each with the header and 第 n / m 页.
 */
export function deliveryNotePdf(note: DeliveryNote): Buffer {
  const doc = new PdfDocument();
  const pages = Math.max(1, Math.ceil(note.lines.length / PER_PAGE));
  const total = note.lines.reduce((s, l) => s + l.amount, 0);
  const units = note.lines.reduce((s, l) => s + l.number, 0);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage(841.89, 595.28);
    const L = 36;
    const R = page.width - 36;
    doc.text(page, page.width / 2, 48, `${note.seller.name}`, 13, 'center');
    doc.text(page, page.width / 2, 72, '随 货 同 行 单', 18, 'center');
    doc.text(page, R, 72, `第 ${p + 1} / ${pages} 页`, 9, 'right');
    doc.text(page, L, 98, `单据编号：${note.noteNo}`, 9);
    doc.text(page, L + 250, 98, `订单号：${note.orderNo}`, 9);
    doc.text(page, L + 500, 98, `出库日期：${chinaDay(new Date(note.shippedAt))}`, 9);
    doc.text(page, L, 114, `购货单位：${note.buyer.company}`, 9);
    doc.text(page, L + 500, 114, `承运：${note.carrier} ${note.trackingNo}`, 9);
    doc.text(page, L, 130, `收货地址：${clip(note.buyer.address, 60)}  收货人：${note.buyer.consignee} ${note.buyer.phone}`, 9);
    doc.text(
      page,
      L,
      146,
      `供货单位许可证号：${note.seller.licenceNo}  营业执照：${note.seller.businessLicenceNo}  GSP证书：${note.seller.gspCertNo}`,
      9,
    );

    // Left edges of the text columns; 数量, 单价 and 金额 are right-aligned at their right edges.
    const cols = [L, L + 22, L + 165, L + 237, L + 280, L + 308, L + 425, L + 530, L + 592];
    const heads = ['序号', '通用名称（商品名）', '规格', '剂型', '单位', '生产厂家', '批准文号', '批号', '有效期至'];
    const qtyR = L + 685;
    const priceR = L + 735;
    const top = 158;
    doc.rect(page, L - 4, top, R - L + 8, 22 + PER_PAGE * 18 + 22, 0.8, '0 0 0');
    heads.forEach((h, i) => doc.text(page, cols[i], top + 15, h, 8.5));
    doc.text(page, qtyR, top + 15, '数量', 8.5, 'right');
    doc.text(page, priceR, top + 15, '单价', 8.5, 'right');
    doc.text(page, R, top + 15, '金额', 8.5, 'right');
    doc.line(page, L - 4, top + 22, R + 4, top + 22, 0.6, '0 0 0');
    let y = top + 37;
    note.lines.slice(p * PER_PAGE, (p + 1) * PER_PAGE).forEach((l, k) => {
      doc.text(page, cols[0], y, String(p * PER_PAGE + k + 1), 8.5);
      doc.text(page, cols[1], y, clip(l.name, 16), 8.5);
      doc.text(page, cols[2], y, clip(l.spec, 14), 8.5);
      doc.text(page, cols[3], y, clip(l.dosageForm, 5), 8.5);
      doc.text(page, cols[4], y, l.unit, 8.5);
      doc.text(page, cols[5], y, clip(l.manufacturer, 13), 8.5);
      doc.text(page, cols[6], y, l.approvalNo, 8.5);
      doc.text(page, cols[7], y, l.batchNo, 8.5);
      doc.text(page, cols[8], y, l.expiryDate, 8.5);
      doc.text(page, qtyR, y, String(l.number), 8.5, 'right');
      doc.text(page, priceR, y, formatFen(l.price), 8.5, 'right');
      doc.text(page, R, y, formatFen(l.amount), 8.5, 'right');
      y += 18;
    });
    const sumY = top + 22 + PER_PAGE * 18;
    doc.line(page, L - 4, sumY, R + 4, sumY, 0.6, '0 0 0');
    if (p === pages - 1) {
      doc.text(page, cols[1], sumY + 15, `合计：${note.lines.length} 个品种，${units} 件`, 9);
      doc.text(page, R, sumY + 15, `金额合计：¥${formatFen(total)}`, 9, 'right');
    }
    const foot = sumY + 58;
    doc.text(page, L, foot, '发货人：__________', 9);
    doc.text(page, L + 170, foot, '复核人：__________', 9);
    doc.text(page, L + 340, foot, '收货人：__________', 9);
    doc.text(page, L, foot + 20, '说明：本单随货同行，收货时请核对品名、批号、数量，验收后签字并加盖收货单位印章。', 8.5);
    // The seller's stamp goes here (出库复核后盖章).
    doc.rect(page, R - 150, foot - 18, 150, 64, 0.6, '0.7 0 0');
    doc.text(page, R - 75, foot + 18, '（供货单位出库专用章）', 8.5, 'center', '0.7 0 0');
  }
  return doc.render({ title: `随货同行单 ${note.noteNo}`, author: note.seller.name });
}
