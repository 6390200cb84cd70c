import { readTraceCode, splitTraceCodes, type TraceReceiptView } from '@yaocai/contract';

/**
 * 扫码验收 on the phone, the pure part: the codes of one receipt session — read by the camera box after box, typed or
 * pasted — as the contract reads them, each once; what is sent to 核对; the boxes a 少发 request names.
 */

/** The session's codes: waiting for 核对 (in the order read) and already sent. */
export interface ReceiptScans {
  pending: readonly string[];
  sent: readonly string[];
}

export const NO_SCANS: ReceiptScans = { pending: [], sent: [] };

export type ScanOutcome =
  | { kind: 'added'; code: string }
  /** Already waiting or sent this session: ignored (the camera sees the same box many times a second). */
  | { kind: 'repeat'; code: string }
  | { kind: 'invalid'; error: string };

/**
 * What a camera read holds: the code itself — or, for a QR code that is a web address (some 码上放心 labels link to
 * the code's page), the one 20-digit code inside it.
 */
export function scannedText(raw: string): string {
  if (!/^https?:\/\//i.test(raw.trim())) return raw;
  const digits = raw.match(/(?<!\d)\d{20}(?!\d)/g);
  return digits?.length === 1 ? digits[0]! : raw;
}

/** One scanned or typed code, read by the contract's readTraceCode: new codes join `pending`, others say why not. */
export function addScan(scans: ReceiptScans, raw: string): { scans: ReceiptScans; outcome: ScanOutcome } {
  const read = readTraceCode(scannedText(raw));
  if (!read.ok) return { scans, outcome: { kind: 'invalid', error: read.error } };
  const code = read.value.code;
  if (scans.pending.includes(code) || scans.sent.includes(code)) return { scans, outcome: { kind: 'repeat', code } };
  return { scans: { ...scans, pending: [...scans.pending, code] }, outcome: { kind: 'added', code } };
}

/**
 * What was typed or pasted (one code a line, or separated by commas or tabs): the codes added, how many were there
 * already, and the entries refused (to be corrected in the field) with the reason.
 */
export function addTyped(
  scans: ReceiptScans,
  text: string,
): { scans: ReceiptScans; added: string[]; repeats: number; refused: Array<{ text: string; error: string }> } {
  const added: string[] = [];
  const refused: Array<{ text: string; error: string }> = [];
  let repeats = 0;
  let next = scans;
  for (const raw of splitTraceCodes(text)) {
    const r = addScan(next, raw);
    next = r.scans;
    if (r.outcome.kind === 'added') added.push(r.outcome.code);
    else if (r.outcome.kind === 'repeat') repeats++;
    else refused.push({ text: raw, error: r.outcome.error });
  }
  return { scans: next, added, repeats, refused };
}

export function removePending(scans: ReceiptScans, code: string): ReceiptScans {
  return { ...scans, pending: scans.pending.filter((c) => c !== code) };
}

/** The body of 核对: the pending codes, one a line (a carton's code stands for its boxes on the server). */
export function receiptBody(codes: readonly string[]): { codes: string } {
  return { codes: codes.join('\n') };
}

/** Once 核对 has answered: the codes it carried are sent (codes the camera read meanwhile stay pending). */
export function markSent(scans: ReceiptScans, codes: readonly string[]): ReceiptScans {
  const done = new Set(codes);
  return { pending: scans.pending.filter((c) => !done.has(c)), sent: [...scans.sent, ...codes] };
}

type Line = TraceReceiptView['lines'][number];

/**
 * A line's state: its boxes scanned of those shipped, and how many are still missing — named missing once the parcel's
 * scanning has begun (before the first box, every line is simply waiting).
 */
export function lineProgress(l: Line, started: boolean): { text: string; missing: number; state: 'done' | 'missing' | 'waiting' | 'uncoded' } {
  const boxes = l.received + l.missing.length;
  if (boxes === 0) return { text: `共 ${l.number} 盒`, missing: 0, state: 'uncoded' };
  const state = l.missing.length === 0 ? 'done' : started ? 'missing' : 'waiting';
  return { text: `已收 ${l.received} / ${boxes} 盒`, missing: l.missing.length, state };
}

/** What the pharmacy reports missing from a parcel (the desktop's MissingBoxes): per line the boxes not scanned. */
export interface MissingBoxes {
  qty: Record<number, number>;
  description: string;
}

/**
 * The 少发 request the missing boxes become (as the desktop words it): their lines and counts, and the codes not
 * received (the first twelve) in the description; null once nothing is missing, or before any box was scanned.
 */
export function missingBoxes(view: TraceReceiptView): MissingBoxes | null {
  const missing = view.lines.filter((l) => l.missing.length > 0);
  if (missing.length === 0 || view.received === 0) return null;
  const codes = missing.flatMap((l) => l.missing);
  const description = `扫码验收少收：${missing.map((l) => `${l.name}${l.missing.length}盒`).join('，')}。未收到的追溯码：${codes
    .slice(0, 12)
    .join('、')}${codes.length > 12 ? '等' : ''}`;
  return { qty: Object.fromEntries(missing.map((l) => [l.order_item_id, l.missing.length])), description: description.slice(0, 500) };
}
