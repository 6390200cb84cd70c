import { Link } from 'react-router';
import { Button, Tag, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaDay, fileHref, type InvoiceView } from '@yaocai/contract';
import { yuan } from '../../lib/money';
import styles from './invoices.module.css';

const pdfName = (i: InvoiceView) => `电子发票_${i.invoice_no}.pdf`;

/**
 * 分享: the PDF itself where the phone can share files (WeChat, mail, the files app), else the invoice's number and
 * check code, with which anyone can check it on /dzfp; where the browser cannot share at all, the text is copied.
 */
async function share(i: InvoiceView) {
  const text = `${i.seller_name}开具的电子发票\n发票号码：${i.invoice_no}\n校验码后6位：${i.check_code.slice(-6)}\n价税合计：${yuan(i.amount)}`;
  const checkUrl = `${location.origin}/dzfp?tab=query`;
  try {
    if (typeof navigator.share === 'function') {
      const res = await fetch(fileHref(api.invoices.pdf, { params: { id: i.id } }));
      const blob = res.ok ? await res.blob() : null;
      const file = blob ? new File([blob], pdfName(i), { type: 'application/pdf' }) : null;
      if (file && navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title: pdfName(i), text });
      else await navigator.share({ title: '电子发票', text, url: checkUrl });
      return;
    }
    await navigator.clipboard.writeText(`${text}\n查验：${checkUrl}`);
    Toast.show({ icon: 'success', content: '发票信息已复制' });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return; // the buyer closed the share sheet
    Toast.show({ content: '分享失败，请下载后发送' });
  }
}

/** Download (the PDF, by the browser) and share of one issued invoice. */
export function InvoiceActions({ invoice: i }: { invoice: InvoiceView }) {
  if (!i.issued_at) return null;
  return (
    <div className={styles.actions}>
      <a
        className={styles.download}
        href={fileHref(api.invoices.pdf, { params: { id: i.id } })}
        download={pdfName(i)}
        data-testid="phone-invoice-pdf"
      >
        下载PDF
      </a>
      <Button size="small" color="primary" fill="outline" onClick={() => void share(i)} data-testid="phone-invoice-share">
        分享
      </Button>
    </div>
  );
}

/** One e-invoice as the buyer reads it: number, state, order, header, amount with tax, date; download and share. */
export function InvoiceCard({ invoice: i, showOrder = true }: { invoice: InvoiceView; showOrder?: boolean }) {
  return (
    <section className={styles.card} data-testid="phone-invoice" data-invoice-no={i.invoice_no}>
      <header className={styles.head}>
        <span className={styles.no}>{i.invoice_no}</span>
        <Tag color={i.status === 1 ? 'success' : 'warning'} fill="outline">
          {i.status_text}
        </Tag>
      </header>
      <div className={styles.facts}>
        {showOrder && (
          <>
            <span>订单号</span>
            <Link to={`/order/info/${i.order_id}`}>{i.order_no}</Link>
          </>
        )}
        <span>发票类型</span>
        <span>{i.type_text}</span>
        <span>发票抬头</span>
        <span>{i.title}</span>
        <span>销售方</span>
        <span>{i.seller_name}</span>
        <span>开票日期</span>
        <span>{chinaDay(i.issued_at) || '—'}</span>
        <span>价税合计</span>
        <span>
          <span className="yc-price">{yuan(i.amount)}</span>
          <span className={styles.muted}> 税额 {yuan(i.tax_amount)}</span>
        </span>
      </div>
      <InvoiceActions invoice={i} />
    </section>
  );
}
