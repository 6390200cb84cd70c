import { describe, expect, it } from 'vitest';
import type { TraceReceiptView } from '@yaocai/contract';
import { addScan, addTyped, lineProgress, markSent, missingBoxes, NO_SCANS, receiptBody, removePending, scannedText } from './receipt-scans';

const box = (n: number) => `81234560000000${String(n).padStart(2, '0')}0000`;
const GS = '\u001d';

describe('扫码验收 on the phone: the scanned codes of one receipt', () => {
  it('keeps each new code once, in the order read, and ignores the camera seeing it again', () => {
    let scans = NO_SCANS;
    for (const raw of [box(1), box(2), box(1), `${box(2).slice(0, 10)} ${box(2).slice(10)}`]) scans = addScan(scans, raw).scans;
    expect(scans.pending).toEqual([box(1), box(2)]);
    expect(addScan(scans, box(1)).outcome).toEqual({ kind: 'repeat', code: box(1) });
    expect(addScan(scans, box(3)).outcome).toEqual({ kind: 'added', code: box(3) });
  });

  it('reads a GS1 Data Matrix as the contract stores it, and refuses what is no 追溯码 with the reason', () => {
    const scanned = `]d20106901234567892${'17'}271231${'10'}B2401${GS}21SN0001`;
    expect(addScan(NO_SCANS, scanned).outcome).toEqual({ kind: 'added', code: '(01)06901234567892(17)271231(10)B2401(21)SN0001' });
    expect(addScan(NO_SCANS, '6901234567892').outcome).toEqual({ kind: 'invalid', error: '6901234567892是商品条形码（69码），不是追溯码' });
    expect(addScan(NO_SCANS, box(1).slice(1)).outcome.kind).toBe('invalid');
  });

  it('takes the one 20-digit code out of a QR code that links to the code’s page', () => {
    expect(scannedText(`https://m.example.cn/t?c=${box(4)}&s=1`)).toBe(box(4));
    expect(scannedText(`https://m.example.cn/t?a=${box(4)}&b=${box(5)}`)).toMatch(/^https:/);
    expect(scannedText(box(4))).toBe(box(4));
  });

  it('adds typed or pasted codes a line each, counting repeats and naming errors', () => {
    const first = addScan(NO_SCANS, box(1)).scans;
    const r = addTyped(first, `${box(1)}\n${box(2)}, ${box(3)}\n\n123\n${box(2)}`);
    expect(r.added).toEqual([box(2), box(3)]);
    expect(r.repeats).toBe(2);
    expect(r.refused).toEqual([{ text: '123', error: '追溯码123应为20位数字（现为3位）' }]);
    expect(r.scans.pending).toEqual([box(1), box(2), box(3)]);
  });

  it('sends the pending codes a line each; once answered they are sent, and a code read meanwhile stays pending', () => {
    let scans = addTyped(NO_SCANS, `${box(1)}\n${box(2)}`).scans;
    const sending = scans.pending;
    expect(receiptBody(sending)).toEqual({ codes: `${box(1)}\n${box(2)}` });
    scans = addScan(scans, box(3)).scans;
    scans = markSent(scans, sending);
    expect(scans).toEqual({ pending: [box(3)], sent: [box(1), box(2)] });
    expect(addScan(scans, box(1)).outcome.kind).toBe('repeat');
    expect(removePending(scans, box(3)).pending).toEqual([]);
  });
});

describe('扫码验收 on the phone: the answer', () => {
  const view = (lines: Array<Partial<TraceReceiptView['lines'][number]>>): TraceReceiptView => {
    const full = lines.map((l, i) => ({
      order_item_id: i + 1,
      name: `药${i + 1}`,
      spec: '',
      batch_no: '',
      number: 0,
      received: 0,
      missing: [],
      ...l,
    }));
    return {
      expected: full.reduce((n, l) => n + l.received + l.missing.length, 0),
      received: full.reduce((n, l) => n + l.received, 0),
      added: 0,
      lines: full,
      extra: [],
    };
  };

  it('says per line how many boxes came and how many are missing, once scanning has begun', () => {
    const started = view([{ number: 3, received: 2, missing: [box(3)] }]).lines[0]!;
    expect(lineProgress(started, true)).toEqual({ text: '已收 2 / 3 盒', missing: 1, state: 'missing' });
    const waiting = view([{ number: 3, missing: [box(1), box(2), box(3)] }]).lines[0]!;
    expect(lineProgress(waiting, false)).toEqual({ text: '已收 0 / 3 盒', missing: 3, state: 'waiting' });
    expect(lineProgress(view([{ number: 2, received: 2 }]).lines[0]!, true)).toEqual({ text: '已收 2 / 2 盒', missing: 0, state: 'done' });
    expect(lineProgress(view([{ number: 5 }]).lines[0]!, true).state).toBe('uncoded');
  });

  it('turns the missing boxes into a 少发 request like the desktop, once something was scanned', () => {
    expect(missingBoxes(view([{ number: 2, missing: [box(1), box(2)] }]))).toBeNull();
    expect(missingBoxes(view([{ number: 2, received: 2 }]))).toBeNull();
    const missing = Array.from({ length: 13 }, (_, i) => box(i + 10));
    const m = missingBoxes(
      view([
        { number: 1, received: 1 },
        { name: '阿莫西林胶囊', number: 20, received: 7, missing },
      ]),
    )!;
    expect(m.qty).toEqual({ 2: 13 });
    expect(m.description).toBe(`扫码验收少收：阿莫西林胶囊13盒。未收到的追溯码：${missing.slice(0, 12).join('、')}等`);
  });
});
