import * as api from '@yaocai/contract/api';
import type { QuickOrderLine, QuickOrderResult, QuickOrderSheet } from '@yaocai/contract';
import { call, upload } from '../../../lib/api-client';

export type { QuickOrderLine, QuickOrderResult, QuickOrderSheet };

/** POST /api/quick-order/match: lines[i][name|code|spec|maker|quantity], at most 200. */
export function matchLines(lines: QuickOrderLine[]) {
  return call(api.quickOrder.match, { body: { lines: lines.map((l) => ({ ...l })) } }, { timeoutMs: 60_000 });
}

/** POST /api/quick-order/parse (multipart `file`): an .xlsx or .csv purchase sheet read into lines. */
export function parseSheet(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return upload(api.quickOrder.parse, body, { timeoutMs: 60_000 });
}
