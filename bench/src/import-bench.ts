import writeXlsxFile from 'write-excel-file/node';
import { GOODS_IMPORT_COLUMNS } from '@yaocai/contract';
import { operatorCookie } from './console-bench.js';

/** 10,000 rows must be imported in under this (issue "Operator console"). */
export const IMPORT_LIMIT_MS = 60_000;

export interface ImportFigure {
  rows: number;
  /** Upload and dry run of every row. */
  checkMs: number;
  /** From start to the job's last chunk. */
  importMs: number;
  created: number;
  errors: number;
}

/** A goods file of `n` good rows in the template's columns, every row a distinct goods of shop 1. */
async function goodsFile(n: number, tag: string): Promise<Buffer> {
  const titles = GOODS_IMPORT_COLUMNS.goods.map((c) => c.title);
  const row = (i: number): Record<string, string | number> => ({
    店铺: '华康医药',
    分类: '青霉素类',
    通用名: '阿莫西林胶囊',
    商品名称: `阿莫西林胶囊（导入压测${tag}-${i}）`,
    规格: `0.25g*${(i % 48) + 1}粒/盒`,
    剂型: '胶囊剂',
    包装单位: '盒',
    生产厂家: '药采导入压测制药有限公司',
    批准文号: `国药准字H${tag}${String(i).padStart(5, '0')}`,
    条码: `69${tag.slice(-5)}${String(i).padStart(6, '0')}`,
    处方分类: '处方药',
    经营范围: '抗生素制剂',
    批号: `B${tag}`,
    生产日期: '2026-09-01',
    有效期至: '2028-08-31',
    '供货价（元）': '8.60',
    '建议零售价（元）': '12.00',
    阶梯价: '50:8.40;200:8.20',
    仓库: '武汉东西湖仓',
    库存: 100 + (i % 900),
    状态: '上架',
  });
  return writeXlsxFile([
    titles.map((value) => ({ value })),
    ...Array.from({ length: n }, (_, i) => {
      const r = row(i + 1);
      return titles.map((t) => ({ value: r[t] ?? '' }));
    }),
  ]).toBuffer();
}

/**
 * The console's bulk import end to end over HTTP, as an operator does it: upload a 10,000-row Excel (dry run), start,
 * and follow the job's progress until it is done. The job runs in the server's own worker.
 */
export async function measureImport(api: string, rows = 10_000): Promise<ImportFigure> {
  const headers = { cookie: await operatorCookie(api), origin: api };
  const tag = String(Date.now()).slice(-7);
  const file = await goodsFile(rows, tag);
  const form = new FormData();
  form.append('kind', 'goods');
  form.append('file', new Blob([file]), `bench-${rows}.xlsx`);
  let t = Date.now();
  const checked = await fetch(`${api}/admin/api/goods/imports`, { method: 'POST', headers, body: form });
  const view = (await checked.json()) as { msg: string; data: { id: string; valid_rows: number; error_rows: number } };
  if (!checked.ok) throw new Error(`import bench: upload ${checked.status} ${view.msg}`);
  const checkMs = Date.now() - t;
  t = Date.now();
  const started = await fetch(`${api}/admin/api/goods/imports/${view.data.id}/start`, { method: 'POST', headers });
  if (!started.ok) throw new Error(`import bench: start ${started.status} ${await started.text()}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const res = await fetch(`${api}/admin/api/goods/imports/${view.data.id}`, { headers });
    const v = (await res.json()) as { data: { state: string; created: number; failed: number } };
    if (v.data.state === 'done')
      return { rows, checkMs, importMs: Date.now() - t, created: v.data.created, errors: view.data.error_rows + v.data.failed };
    if (Date.now() - t > 5 * IMPORT_LIMIT_MS) throw new Error(`import bench: not done after ${(Date.now() - t) / 1000} s (${v.data.state})`);
  }
}
