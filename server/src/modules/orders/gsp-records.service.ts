import writeXlsxFile from 'write-excel-file/node';
import {
  addChinaDays,
  chinaDay,
  chinaDayRange,
  chinaDaysBetween,
  chinaMinute,
  fenToYuanInput,
  GSP_EXPORT_MAX_ROWS,
  GSP_RANGE_MAX_DAYS,
  type GspSaleRow,
  type GspSalesQuery,
} from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { GspFilter, GspRecordsRepository } from './gsp-records.repository.js';

type Range = Pick<GspSalesQuery, 'from' | 'to' | 'goods' | 'batch_no' | 'buyer' | 'shop_id'>;

/** The columns of the register as exported (GSP 销售记录: what was sold, to whom, which batch, when, how many, at what price). */
const COLUMNS: Array<{ title: string; width: number; value: (r: GspSaleRow) => string | number }> = [
  { title: '销售日期', width: 18, value: (r) => chinaMinute(r.sold_at) },
  { title: '订单号', width: 22, value: (r) => r.order_no },
  { title: '购货单位', width: 28, value: (r) => r.buyer },
  { title: '销售单位', width: 24, value: (r) => r.shop },
  { title: '通用名', width: 20, value: (r) => r.generic_name },
  { title: '商品名称', width: 26, value: (r) => r.name },
  { title: '规格', width: 16, value: (r) => r.spec },
  { title: '剂型', width: 10, value: (r) => r.dosage_form },
  { title: '生产厂家', width: 28, value: (r) => r.manufacturer },
  { title: '批准文号', width: 20, value: (r) => r.approval_no },
  { title: '批号', width: 14, value: (r) => r.batch_no },
  { title: '有效期至', width: 12, value: (r) => r.expiry_date },
  { title: '数量', width: 8, value: (r) => r.number },
  { title: '单位', width: 6, value: (r) => r.unit },
  { title: '单价（元）', width: 10, value: (r) => fenToYuanInput(r.price) },
  { title: '金额（元）', width: 12, value: (r) => fenToYuanInput(r.amount) },
];

/**
 * GSP 销售记录 (《药品经营质量管理规范》第八十八条): every line of every paid order with buyer, goods, batch, expiry,
 * quantity, price and date, searched and exported for inspection. The records are the order lines as copied when the
 * order was placed and the instant it was paid; nothing here changes them.
 */
export class GspRecordsService {
  constructor(private readonly repo: GspRecordsRepository) {}

  async list(
    q: GspSalesQuery,
    now = new Date(),
  ): Promise<Result<{ list: GspSaleRow[]; total: number; from: string; to: string; page: number; page_size: number }>> {
    const range = this.filter(q, now);
    if (!range.ok) return range;
    const [list, total] = await Promise.all([
      this.repo.rows(range.value.filter, q.page_size, (q.page - 1) * q.page_size),
      this.repo.count(range.value.filter),
    ]);
    return success({ list, total, from: range.value.from, to: range.value.to, page: q.page, page_size: q.page_size });
  }

  /** The register of the range as an Excel file (oldest first), at most GSP_EXPORT_MAX_ROWS records. */
  async export(q: Range, now = new Date()): Promise<Result<{ data: Buffer; from: string; to: string }>> {
    const range = this.filter(q, now);
    if (!range.ok) return range;
    const rows = await this.repo.rows(range.value.filter, GSP_EXPORT_MAX_ROWS + 1);
    if (rows.length > GSP_EXPORT_MAX_ROWS) return failure('invalid', `导出最多${GSP_EXPORT_MAX_ROWS}条，请缩短日期范围后分次导出`, 'from');
    const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
    const data = await writeXlsxFile([COLUMNS.map((c) => bold(c.title)), ...rows.map((r) => COLUMNS.map((c) => ({ value: c.value(r) })))], {
      sheet: '药品销售记录',
      columns: COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
    }).toBuffer();
    return success({ data, from: range.value.from, to: range.value.to });
  }

  /** The query's China days as instants (to exclusive); the last 30 days when absent. */
  private filter(q: Range, now: Date): Result<{ filter: GspFilter; from: string; to: string }> {
    const to = q.to ?? chinaDay(now);
    const from = q.from ?? addChinaDays(to, -29);
    if (from > to) return failure('invalid', '开始日期不能晚于结束日期', 'from');
    const { start, end } = chinaDayRange(from, to);
    if (chinaDaysBetween(from, to) + 1 > GSP_RANGE_MAX_DAYS) return failure('invalid', `查询范围最多${GSP_RANGE_MAX_DAYS}天`, 'from');
    return success({
      filter: {
        from: start,
        to: end,
        goods: q.goods?.trim() || undefined,
        batchNo: q.batch_no?.trim() || undefined,
        buyer: q.buyer?.trim() || undefined,
        shopId: q.shop_id,
      },
      from,
      to,
    });
  }
}
