import { readTraceCode, type TraceCode } from '@yaocai/contract';

/** One line of a packing relation as the console reads it before sending: its two codes, or what is wrong with it. */
export interface PackingLine {
  /** 1-based, counting the lines that are not empty (as the server numbers them in its refusals). */
  no: number;
  raw: string;
  parent?: TraceCode;
  child?: TraceCode;
  error?: string;
}

/** The server's separators of 父码 and 子码 (traceability.service importPacking): a comma, semicolon or tab, or 2+ spaces. */
const SEPARATOR = /\s*[,，;；\t]\s*|\s{2,}/;

/** Reads every line of a packing relation as the server will, so a bad line is named before the import is sent. */
export function readPackingLines(text: string): PackingLine[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((raw, i) => {
      const no = i + 1;
      const parts = raw.split(SEPARATOR).filter((p) => p !== '');
      if (parts.length !== 2) return { no, raw, error: '应为“父码,子码”两个追溯码' };
      const [parent, child] = parts.map((p) => readTraceCode(p));
      if (!parent.ok) return { no, raw, error: `父码：${parent.error}` };
      if (!child.ok) return { no, raw, error: `子码：${child.error}` };
      if (parent.value.code === child.value.code) return { no, raw, error: '父码与子码相同' };
      return { no, raw, parent: parent.value, child: child.value };
    });
}

/** What the preview shows: the first `head` lines, and the first `bad` lines with an error after them. */
export function previewLines(lines: PackingLine[], head = 5, bad = 5): PackingLine[] {
  const after = lines.slice(head).filter((l) => l.error);
  return [...lines.slice(0, head), ...after.slice(0, bad)];
}

/**
 * A packing file's text: UTF-8, or GBK as Excel saves a CSV on a Chinese Windows; a first line without a digit is a
 * column header and is dropped (`header`).
 */
export async function readPackingFile(file: Blob): Promise<{ text: string; header: string | null }> {
  const bytes = await file.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gbk').decode(bytes);
  }
  const [first, ...rest] = text.split(/\r?\n/);
  if (first !== undefined && first.trim() !== '' && !/\d/.test(first) && rest.length > 0) return { text: rest.join('\n'), header: first.trim() };
  return { text, header: null };
}
