import { chinaDay } from '../../shared/china-time.js';
import type { InvoiceView } from '@yaocai/contract';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Database, Executor } from '../../db/client.js';
import { prorate } from '../../shared/pricing/index.js';

import type { InvoiceLine } from './invoices.tables.js';
import { invoicePdf } from './invoice-pdf.js';

/** 增值税 rate for medicines (药品 13%). */
export const TAX_RATE = 13;
const TYPE_TEXT = ['', '电子发票（普通发票）', '电子发票（增值税专用发票）'];
const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

interface InvoiceRow {
  id: number; invoice_no: string; check_code: string; order_id: number; order_no: string; member_id: number; type: number; buyer_name: string;
  buyer_tax_no: string; seller_name: string; seller_tax_no: string; lines: InvoiceLine[]; amount: number; tax_amount: number; status: number; issued_at: string;
}

const COLUMNS = sql`i.id, i.invoice_no, i.check_code, i.order_id, o.order_no, i.member_id, i.type, i.buyer_name, i.buyer_tax_no, i.seller_name,
  i.seller_tax_no, i.lines, i.amount, i.tax_amount, i.status, ${iso('i.issued_at')} as issued_at`;

function view(r: InvoiceRow): InvoiceView {
  return {
    id: r.id, invoice_no: r.invoice_no, check_code: r.check_code, order_id: r.order_id, order_no: r.order_no, type: r.type, type_text: TYPE_TEXT[r.type],
    title: r.buyer_name, tax_no: r.buyer_tax_no, seller_name: r.seller_name, seller_tax_no: r.seller_tax_no, amount: Number(r.amount),
    tax_amount: Number(r.tax_amount), status: r.status, status_text: r.status === 1 ? '已开具' : '已作废', issued_at: r.issued_at, lines: r.lines,
    pdf_url: `/api/invoice/${r.id}/pdf`,
  };
}

/**
 * E-invoices: issued in the transaction that completes an order (the buyer confirms receipt), over what was paid net
 * of refunds, split over the lines in proportion to what each line cost and taxed at 13% (tax included in the
 * price, 价税合计). Every split uses prorate, so lines and tax add up to the fen.
 */
export class InvoicesService {
  constructor(private readonly database: Database) {}

  async issueIn(tx: Executor, orderId: number, now = new Date()) {
    const [o] = await this.database.rows<{ member_id: number; paid_amount: number; refunded_amount: number; shipping_fee: number; invoice: { type: number; title: string; tax_no: string }; seller: string; seller_tax_no: string }>(sql`
      select o.member_id, o.paid_amount, o.refunded_amount, o.shipping_fee, o.invoice, s.name as seller, s.business_licence_no as seller_tax_no
      from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`, tx);
    const items = await this.database.rows<{ name: string; generic_name: string; spec: string; unit: string; number: number; amount: number; manjian_amount: number; coupon_amount: number }>(sql`
      select name, generic_name, spec, unit, number, amount, manjian_amount, coupon_amount from order_items where order_id = ${orderId} order by id`, tx);
    const total = Number(o.paid_amount) - Number(o.refunded_amount);
    const parts = [...items.map((i) => ({ name: `*药品*${i.generic_name || i.name}`, spec: i.spec, unit: i.unit, number: Number(i.number), weight: Number(i.amount) - Number(i.manjian_amount) - Number(i.coupon_amount) }))];
    if (Number(o.shipping_fee) > 0) parts.push({ name: '*物流辅助服务*运费', spec: '', unit: '次', number: 1, weight: Number(o.shipping_fee) });
    const weights = parts.map((p) => Math.max(0, p.weight));
    const incl = weights.some((w) => w > 0) && total > 0 ? prorate(total, weights) : weights.map(() => 0);
    const taxTotal = Math.round((total * TAX_RATE) / (100 + TAX_RATE));
    const taxes = incl.some((a) => a > 0) ? prorate(taxTotal, incl) : incl.map(() => 0);
    const lines: InvoiceLine[] = parts.map((p, k) => {
      const amount = incl[k] - taxes[k];
      return { name: p.name, spec: p.spec, unit: p.unit, number: p.number, price: Math.round(amount / p.number), amount, tax_rate: TAX_RATE, tax: taxes[k] };
    });
    const [{ id }] = await this.database.rows<{ id: number }>(sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`, tx);
    const invoiceNo = `${chinaDay(now).slice(2, 4)}42${String(id).padStart(16, '0')}`;
    const checkCode = Array.from({ length: 20 }, () => randomInt(0, 10)).join('');
    await this.database.rows(sql`
      insert into invoices (id, invoice_no, check_code, order_id, member_id, type, buyer_name, buyer_tax_no, seller_name, seller_tax_no, lines, amount, tax_amount)
      values (${id}, ${invoiceNo}, ${checkCode}, ${orderId}, ${o.member_id}, ${o.invoice.type}, ${o.invoice.title}, ${o.invoice.tax_no}, ${o.seller}, ${o.seller_tax_no},
              ${JSON.stringify(lines)}::jsonb, ${total}, ${taxTotal})
      on conflict (order_id) do nothing`, tx);
  }

  async list(memberId: number, page: number, pageSize: number) {
    const [rows, [count]] = await Promise.all([
      this.database.rows<InvoiceRow>(sql`select ${COLUMNS} from invoices i join orders o on o.id = i.order_id where i.member_id = ${memberId} order by i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from invoices where member_id = ${memberId}`),
    ]);
    return { list: rows.map(view), total: Number(count.n), page, page_size: pageSize };
  }

  /** The PDF of the member's own invoice. */
  async pdf(memberId: number, id: number): Promise<Result<{ file: Buffer; name: string }>> {
    const [r] = await this.database.rows<InvoiceRow>(sql`select ${COLUMNS} from invoices i join orders o on o.id = i.order_id where i.id = ${id}`);
    if (!r || r.member_id !== memberId) return failure('not_found', '发票不存在');
    return success({ file: invoicePdf(view(r)), name: `电子发票_${r.invoice_no}.pdf` });
  }

  /** Public 发票查验: both numbers must match. */
  async query(invoiceNo: string, checkCode: string): Promise<Result<InvoiceView>> {
    const [r] = await this.database.rows<InvoiceRow>(sql`select ${COLUMNS} from invoices i join orders o on o.id = i.order_id where i.invoice_no = ${invoiceNo}`);
    if (!r || !(r.check_code === checkCode || r.check_code.endsWith(checkCode))) return failure('not_found', '未查询到该发票，请核对发票号码和校验码');
    return success(view(r));
  }
}
