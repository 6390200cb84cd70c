import { chinaDay, mulDiv, ORDER_STATUS, type InvoiceReissueBody, type InvoiceView } from '@yaocai/contract';
import { randomInt } from 'node:crypto';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { Executor } from '../../db/client.js';
import { outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { prorate } from '../../shared/pricing/index.js';
import type { InvoiceLine } from './invoices.tables.js';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.js';
import { invoicePdf } from './invoice-pdf.js';

/** 增值税 rate for medicines (药品 13%). */
export const TAX_RATE = 13;
const TYPE_TEXT = ['', '电子发票（普通发票）', '电子发票（增值税专用发票）'];

function view(r: InvoiceRow): InvoiceView {
  return {
    id: r.id,
    invoice_no: r.invoice_no,
    check_code: r.check_code,
    order_id: r.order_id,
    order_no: r.order_no,
    type: r.type,
    type_text: TYPE_TEXT[r.type],
    title: r.buyer_name,
    tax_no: r.buyer_tax_no,
    seller_name: r.seller_name,
    seller_tax_no: r.seller_tax_no,
    seller_address_phone: r.seller_address_phone,
    seller_bank_account: r.seller_bank_account,
    drawer: r.drawer,
    amount: r.amount,
    tax_amount: r.tax_amount,
    status: r.status,
    status_text: r.status === 1 ? '已开具' : '已作废',
    issued_at: r.issued_at,
    lines: r.lines.map((l) => ({ ...l, batch_no: l.batch_no ?? '', expiry_date: l.expiry_date ?? '' })),
    pdf_url: `/api/invoice/${r.id}/pdf`,
  };
}

/**
 * E-invoices: issued in the transaction that completes an order (the buyer confirms receipt), over what was paid net
 * of refunds, split over the lines in proportion to what each line cost and taxed at 13% (tax included in the
 * price, 价税合计). Every split uses prorate, so lines and tax add up to the fen.
 */
export class InvoicesService {
  constructor(
    private readonly repo: InvoicesRepository,
    /** The audit trail's writer (admin's), inside the caller's transaction. */
    private readonly audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>,
  ) {}

  async issueIn(tx: Executor, orderId: number, now = new Date()) {
    const o = await this.repo.orderFacts(tx, orderId);
    if (!o) throw new Error(`invoice for a missing order ${orderId}`);
    const items = o.items;
    const total = o.paid_amount - o.refunded_amount;
    const parts = [
      ...items.map((i) => ({
        name: `*药品*${i.generic_name || i.name}`,
        spec: i.spec,
        unit: i.unit,
        number: i.number,
        weight: i.amount - i.manjian_amount - i.coupon_amount,
        batch: { batch_no: i.batch_no, expiry_date: i.expiry_date },
      })),
    ];
    if (o.shipping_fee > 0)
      parts.push({ name: '*物流辅助服务*运费', spec: '', unit: '次', number: 1, weight: o.shipping_fee, batch: { batch_no: '', expiry_date: '' } });
    const weights = parts.map((p) => Math.max(0, p.weight));
    const incl = weights.some((w) => w > 0) && total > 0 ? prorate(total, weights) : weights.map(() => 0);
    // Tax included in the price: total × 13 ÷ 113, to the nearest fen (nothing to tax when nothing was kept).
    const taxTotal = total > 0 ? mulDiv(total, TAX_RATE, 100 + TAX_RATE, 'half_up') : 0;
    const taxes = incl.some((a) => a > 0) ? prorate(taxTotal, incl) : incl.map(() => 0);
    const lines: InvoiceLine[] = parts.map((p, k) => {
      const amount = incl[k] - taxes[k];
      return {
        name: p.name,
        spec: p.spec,
        unit: p.unit,
        number: p.number,
        price: Math.round(amount / p.number),
        amount,
        tax_rate: TAX_RATE,
        tax: taxes[k],
        ...p.batch,
      };
    });
    const id = await this.repo.nextId(tx);
    const invoiceNo = `${chinaDay(now).slice(2, 4)}42${String(id).padStart(16, '0')}`;
    const checkCode = Array.from({ length: 20 }, () => randomInt(0, 10)).join('');
    await this.repo.insert(tx, {
      id,
      invoiceNo,
      checkCode,
      orderId,
      memberId: o.member_id,
      type: o.invoice.type,
      buyerName: o.invoice.title,
      buyerTaxNo: o.invoice.tax_no,
      sellerName: o.seller,
      sellerTaxNo: o.seller_tax_no,
      sellerAddressPhone: o.seller_address_phone,
      sellerBankAccount: o.seller_bank_account,
      drawer: o.drawer,
      lines,
      amount: total,
      taxAmount: taxTotal,
    });
  }

  /** The console's view of an order's invoices (the valid one first, then voided ones). */
  private async ofOrder(orderId: number): Promise<InvoiceView[]> {
    return (await this.repo.ofOrder(orderId)).map(view);
  }

  /** …for the platform any order's (an unknown order has none), for a merchant its own shop's order only. */
  async ofConsoleOrder(orderId: number, shop: ShopScope): Promise<Result<InvoiceView[]>> {
    if (shop !== undefined && (await this.repo.orderShop(orderId)) !== shop) return failure('not_found', '订单不存在');
    return success(await this.ofOrder(orderId));
  }

  /** An invoice's PDF, for the console (`shop`: a merchant's own shop's invoices only). */
  async pdfForOperator(id: number, shop?: ShopScope): Promise<Result<{ file: Buffer; name: string }>> {
    const r = await this.repo.byId(id);
    if (!r || outOfShop(shop, r.shop_id)) return failure('not_found', '发票不存在');
    return success({ file: invoicePdf(view(r)), name: `电子发票_${r.invoice_no}.pdf` });
  }

  /**
   * Issues a completed order's invoice again with the header given: the valid one is voided (红冲) and the new one
   * issued over what is paid net of refunds now — one transaction under the order's row lock, audited.
   */
  reissue(actor: Actor, orderId: number, body: InvoiceReissueBody, shop?: ShopScope): Promise<Result<InvoiceView[]>> {
    return refusable(async () => {
      await this.repo.transaction(async (tx) => {
        const order = await this.repo.lockOrder(tx, orderId);
        if (!order || outOfShop(shop, order.shop_id)) refuse('订单不存在', 'not_found');
        if (order.status !== ORDER_STATUS.completed) refuse('订单完成（买家确认收货）后才能开具发票');
        const header = { type: body.type as 1 | 2, title: body.title, tax_no: body.tax_no };
        const voided = await this.repo.voidValid(tx, orderId);
        await this.repo.setOrderHeader(tx, orderId, header);
        await this.issueIn(tx, orderId);
        await this.audit(tx, actor, {
          action: voided ? 'invoice.reissue' : 'invoice.issue',
          targetId: orderId,
          detail: { voided, reason: body.reason, before: order.invoice, after: header },
        });
      });
      return this.ofOrder(orderId);
    });
  }

  /** The member's invoices, newest first; `orderId`: that order's only. */
  async list(memberId: number, page: number, pageSize: number, orderId?: number) {
    const { rows, total } = await this.repo.page(memberId, pageSize, (page - 1) * pageSize, orderId);
    return { list: rows.map(view), total, page, page_size: pageSize };
  }

  /** The PDF of the member's own invoice. */
  async pdf(memberId: number, id: number): Promise<Result<{ file: Buffer; name: string }>> {
    const r = await this.repo.byId(id);
    if (!r || r.member_id !== memberId) return failure('not_found', '发票不存在');
    return success({ file: invoicePdf(view(r)), name: `电子发票_${r.invoice_no}.pdf` });
  }

  /** Public 发票查验: both numbers must match. */
  async query(invoiceNo: string, checkCode: string): Promise<Result<InvoiceView>> {
    const r = await this.repo.byNumber(invoiceNo);
    if (!r || !(r.check_code === checkCode || r.check_code.endsWith(checkCode)))
      return failure('not_found', '未查询到该发票，请核对发票号码和校验码');
    return success(view(r));
  }
}
