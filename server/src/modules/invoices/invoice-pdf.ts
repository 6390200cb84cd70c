import type { InvoiceView } from '@yaocai/contract';
import { chinaDay, formatFen, rmbUpper } from '@yaocai/contract';

import { PdfDocument } from '../../shared/pdf.js';

const yuan = formatFen;

/** The e-invoice laid out like the national 全电发票 form: header, buyer/seller, lines, totals, remarks. */
export function invoicePdf(inv: InvoiceView): Buffer {
  const doc = new PdfDocument();
  const page = doc.addPage(841.89, 595.28);
  const brown = '0.55 0.35 0.2';
  const L = 40;
  const R = page.width - 40;
  const W = R - L;
  doc.text(page, page.width / 2, 60, inv.type_text, 20, 'center', brown);
  doc.line(page, page.width / 2 - 120, 68, page.width / 2 + 120, 68, 1);
  doc.text(page, R - 190, 50, `发票号码：${inv.invoice_no}`, 9);
  doc.text(page, R - 190, 66, `开票日期：${chinaDay(new Date(inv.issued_at))}`, 9);
  doc.text(page, R - 190, 82, `校验码：${inv.check_code}`, 9);

  const top = 95;
  doc.rect(page, L, top, W, 380, 1);
  // Buyer and seller.
  const half = L + W / 2;
  doc.line(page, L, top + 70, R, top + 70);
  doc.line(page, half, top, half, top + 70);
  doc.text(page, L + 10, top + 20, '购买方信息', 10, 'left', brown);
  doc.text(page, L + 10, top + 40, `名称：${inv.title}`, 10);
  doc.text(page, L + 10, top + 58, `统一社会信用代码/纳税人识别号：${inv.tax_no || '—'}`, 9);
  doc.text(page, half + 10, top + 20, '销售方信息', 10, 'left', brown);
  doc.text(page, half + 10, top + 40, `名称：${inv.seller_name}`, 10);
  doc.text(page, half + 10, top + 58, `统一社会信用代码/纳税人识别号：${inv.seller_tax_no}`, 9);

  // Lines.
  const cols = [L + 8, L + 250, L + 370, L + 420, L + 480, L + 580, L + 660, L + 710];
  const heads = ['项目名称', '规格型号', '单位', '数量', '单价', '金额', '税率/征收率', '税额'];
  let y = top + 90;
  heads.forEach((h, i) => doc.text(page, cols[i], y, h, 9, 'left', brown));
  y += 18;
  // A drug line carries its batch and 有效期至 under the 规格型号 (GSP: the batch follows the goods onto the invoice).
  const shown = inv.lines.slice(0, 9);
  for (const l of shown) {
    doc.text(page, cols[0], y, l.name.length > 22 ? `${l.name.slice(0, 21)}…` : l.name, 9);
    doc.text(page, cols[1], y, l.spec.length > 12 ? `${l.spec.slice(0, 11)}…` : l.spec, 9);
    if (l.batch_no) doc.text(page, cols[1], y + 10, `批号${l.batch_no} 至${l.expiry_date}`, 7);
    doc.text(page, cols[2], y, l.unit, 9);
    doc.text(page, cols[3], y, String(l.number), 9);
    doc.text(page, cols[4], y, yuan(l.price), 9);
    doc.text(page, cols[5], y, yuan(l.amount), 9);
    doc.text(page, cols[6], y, `${l.tax_rate}%`, 9);
    doc.text(page, cols[7], y, yuan(l.tax), 9);
    y += 19;
  }
  if (inv.lines.length > shown.length) doc.text(page, cols[0], y, `（共${inv.lines.length}行，其余见销货清单）`, 9);
  const sumY = top + 300;
  doc.line(page, L, sumY - 14, R, sumY - 14);
  const net = inv.amount - inv.tax_amount;
  doc.text(page, cols[0], sumY, '合\u3000\u3000计', 10, 'left', brown);
  doc.text(page, cols[5], sumY, `¥${yuan(net)}`, 10);
  doc.text(page, cols[7], sumY, `¥${yuan(inv.tax_amount)}`, 10);
  doc.line(page, L, sumY + 10, R, sumY + 10);
  doc.text(page, cols[0], sumY + 30, '价税合计（大写）', 10, 'left', brown);
  doc.text(page, cols[1], sumY + 30, rmbUpper(inv.amount), 11);
  doc.text(page, cols[5], sumY + 30, `（小写）¥${yuan(inv.amount)}`, 11);
  doc.line(page, L, sumY + 42, R, sumY + 42);
  doc.text(page, cols[0], sumY + 62, '备\u3000\u3000注', 10, 'left', brown);
  doc.text(page, cols[1], sumY + 62, `订单号：${inv.order_no}\u3000药采 yaocai 平台订单`, 9);
  // The seller's 开票信息 (地址电话, 开户行及账号), as a 专票 prints them in its remarks on the 全电 form.
  if (inv.seller_address_phone) doc.text(page, cols[1], sumY + 78, `销售方地址、电话：${inv.seller_address_phone}`, 8);
  if (inv.seller_bank_account) doc.text(page, half + 10, sumY + 78, `销售方开户行及账号：${inv.seller_bank_account}`, 8);
  doc.text(page, L, top + 400, `开票人：${inv.drawer || '药采电子发票服务'}`, 9);
  return doc.render({ title: `${inv.type_text} ${inv.invoice_no}`, author: inv.seller_name });
}
