import { describe, expect, it } from 'vitest';
import { linesFromRows, rowsFromText } from './quick-order-sheet.js';

describe('purchase sheets', () => {
  it('reads pasted Excel cells (tabs) and CSV with quotes and Chinese commas', () => {
    expect(rowsFromText('阿莫西林胶囊\t\t0.25g*24粒\t石药\t10\r\n\n')).toEqual([['阿莫西林胶囊', '', '0.25g*24粒', '石药', '10']]);
    expect(rowsFromText('\uFEFF"感冒灵, 颗粒",国药准字Z44021940，10g*9袋,,"5"')).toEqual([['感冒灵, 颗粒', '国药准字Z44021940', '10g*9袋', '', '5']]);
  });

  it('finds the header by its titles, in any order; without one, takes the template order', () => {
    const rows = [['采购单'], ['数量', '药品名称', '厂家'], ['3', '布洛芬缓释胶囊', '中美史克'], ['', '', '']];
    expect(linesFromRows(rows)).toEqual({ lines: [{ name: '布洛芬缓释胶囊', code: '', spec: '', maker: '中美史克', quantity: 3 }], skipped: [] });
    expect(linesFromRows([['布洛芬缓释胶囊', '', '0.3g*20粒', '中美史克', '2']]).lines[0]).toMatchObject({ spec: '0.3g*20粒', quantity: 2 });
  });

  it('skips rows without a name or code and rows with a bad quantity, saying which row', () => {
    const { lines, skipped } = linesFromRows([
      ['商品名称', '数量'],
      ['', '3'],
      ['阿莫西林', '0'],
      ['阿莫西林', '1,200'],
      ['阿莫西林', '2.5'],
    ]);
    expect(lines).toEqual([{ name: '阿莫西林', code: '', spec: '', maker: '', quantity: 1200 }]);
    expect(skipped).toEqual([
      { row: 2, reason: '缺少商品名称或批准文号/条形码' },
      { row: 3, reason: '数量应为1-100000的整数' },
      { row: 5, reason: '数量应为1-100000的整数' },
    ]);
  });

  it('stops at 200 lines', () => {
    const rows = Array.from({ length: 205 }, (_, i) => [`药品${i}`, '', '', '', '1']);
    const sheet = linesFromRows(rows);
    expect([sheet.lines.length, sheet.skipped.length, sheet.skipped[0].reason]).toEqual([200, 5, '超过200行，请分批导入']);
  });
});
