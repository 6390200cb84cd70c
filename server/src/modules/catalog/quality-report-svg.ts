import { esc, svgOpen, textLines, wrapText } from '../../shared/svg-text.js';

export interface ReportDrawing {
  goods_name: string;
  spec: string;
  manufacturer: string;
  approval_no: string;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  report_no: string;
  inspector: string;
  inspected_on: string;
  conclusion: string;
}

const W = 794;
const H = 1123;
const ITEMS: [string, string, string][] = [
  ['性状', '应符合规定', '符合规定'],
  ['鉴别', '应呈正反应', '符合规定'],
  ['检查', '应符合规定', '符合规定'],
  ['含量测定', '应为标示量的90.0%～110.0%', '符合规定'],
  ['微生物限度', '应符合规定', '符合规定'],
];

/**
 * A batch's 药品检验报告书 as an A4 page (96 dpi): the goods and batch, the tests of the pharmacopoeia with their
 * results, the conclusion and the inspecting body's seal — for batches whose scan was not attached.
 */
export function qualityReportSvg(r: ReportDrawing): string {
  const rows: [string, string][] = [
    ['检品名称', r.goods_name],
    ['规格', r.spec],
    ['批号', r.batch_no],
    ['生产单位', r.manufacturer],
    ['批准文号', r.approval_no || '—'],
    ['生产日期', r.production_date],
    ['有效期至', r.expiry_date],
    ['检验依据', '《中华人民共和国药典》2020年版'],
    ['检验日期', r.inspected_on],
  ];
  const left = 70;
  const right = W - 70;
  let y = 190;
  let out = svgOpen(W, H, `药品检验报告书 ${r.goods_name} 批号${r.batch_no}`);
  out += `<rect width="${W}" height="${H}" fill="#fff"/>`;
  out += `<text x="${W / 2}" y="100" font-size="32" font-weight="bold" text-anchor="middle" fill="#111">药品检验报告书</text>`;
  out += `<text x="${right}" y="150" font-size="14" text-anchor="end" fill="#333">报告编号：${esc(r.report_no)}</text>`;
  for (const [k, v] of rows) {
    out += `<rect x="${left}" y="${y}" width="${right - left}" height="40" fill="none" stroke="#333"/>`;
    out += `<line x1="${left + 130}" y1="${y}" x2="${left + 130}" y2="${y + 40}" stroke="#333"/>`;
    out += `<text x="${left + 65}" y="${y + 26}" font-size="15" text-anchor="middle" fill="#111">${esc(k)}</text>`;
    out += textLines(wrapText(v, right - left - 160, 15, 1), left + 145, y + 26, 15, 18, 'fill="#111"');
    y += 40;
  }
  y += 30;
  const cols = [left, left + 170, left + 470, right];
  const head = ['检验项目', '标准规定', '检验结果'];
  out += `<rect x="${left}" y="${y}" width="${right - left}" height="40" fill="#f2f2f2" stroke="#333"/>`;
  head.forEach((h, i) => {
    out += `<text x="${(cols[i]! + cols[i + 1]!) / 2}" y="${y + 26}" font-size="15" font-weight="bold" text-anchor="middle" fill="#111">${h}</text>`;
  });
  for (const c of cols.slice(1, -1)) out += `<line x1="${c}" y1="${y}" x2="${c}" y2="${y + 40 * (ITEMS.length + 1)}" stroke="#333"/>`;
  y += 40;
  for (const item of ITEMS) {
    out += `<rect x="${left}" y="${y}" width="${right - left}" height="40" fill="none" stroke="#333"/>`;
    item.forEach((v, i) => {
      out += `<text x="${(cols[i]! + cols[i + 1]!) / 2}" y="${y + 26}" font-size="14" text-anchor="middle" fill="#111">${esc(v)}</text>`;
    });
    y += 40;
  }
  y += 50;
  out += `<text x="${left}" y="${y}" font-size="16" font-weight="bold" fill="#111">检验结论：</text>`;
  out += textLines(wrapText(r.conclusion, right - left - 100, 16, 3), left + 95, y, 16, 26, 'fill="#111"');
  y += 140;
  out += `<text x="${right - 40}" y="${y}" font-size="16" text-anchor="end" fill="#111">${esc(r.inspector)}</text>`;
  out += `<text x="${right - 40}" y="${y + 32}" font-size="15" text-anchor="end" fill="#111">${esc(r.inspected_on)}</text>`;
  // The seal: a red ring with the inspecting body's name, over its signature line.
  const cx = right - 120;
  const cy = y - 10;
  out += `<g opacity="0.78"><circle cx="${cx}" cy="${cy}" r="62" fill="none" stroke="#d4282d" stroke-width="4"/>`;
  out += `<text x="${cx}" y="${cy + 10}" font-size="30" text-anchor="middle" fill="#d4282d">★</text>`;
  out += textLines(wrapText(r.inspector, 100, 12, 2), cx, cy - 24, 12, 14, 'text-anchor="middle" fill="#d4282d"');
  out += `<text x="${cx}" y="${cy + 38}" font-size="12" text-anchor="middle" fill="#d4282d">检验专用章</text></g>`;
  out += `<text x="${W / 2}" y="${H - 50}" font-size="12" text-anchor="middle" fill="#888">本报告仅对所检批次负责 · 药采平台质检报告查询</text>`;
  return out + '</svg>';
}
