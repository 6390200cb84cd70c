import type { StatedStock } from './batches.service.js';

interface StockForm {
  batch_no: string;
  expiry_date: string;
  stocks: Array<{ ck_id: number; number: number }>;
}

/**
 * The warehouses' stock a goods form (the editor's or an import row's) states: one batch, its units per warehouse.
 * Naming another batch or expiry than the goods showed restates the warehouses' units as that batch.
 */
export function statedStocks(goodsId: number, before: StockForm | null, form: StockForm): StatedStock[] {
  const restated = before !== null && (before.batch_no !== form.batch_no || before.expiry_date !== form.expiry_date);
  return form.stocks.map((s) => ({
    goodsId,
    ckId: s.ck_id,
    before: before?.stocks.find((b) => b.ck_id === s.ck_id)?.number ?? null,
    after: s.number,
    batchNo: form.batch_no,
    expiryDate: form.expiry_date,
    restated,
  }));
}
