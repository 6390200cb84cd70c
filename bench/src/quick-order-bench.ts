// The quick-order row of `npm run bench` (issue 13: 200 purchase lines match in under 2 s).
import { ADD_MEMBER } from './cart-fixture.js';
import { login } from './cart-bench.js';
import { measure, type Figure } from './harness.js';

/**
 * A purchase sheet as buyers send it: 200 lines, three in four by exact generic name (a quarter of those with the
 * maker), one in four by the first characters of a name only (the full-text path). One connection: the latency of
 * one buyer's sheet, which is what the 2 s target is about.
 */
export function purchaseSheet(names: Array<{ name: string; maker: string }>): string {
  const body = new URLSearchParams();
  names.slice(0, 200).forEach((g, i) => {
    const loose = i % 4 === 3;
    body.append(`lines[${i}][name]`, loose ? g.name.slice(0, Math.max(2, g.name.length - 2)) : g.name);
    if (i % 4 === 1) body.append(`lines[${i}][maker]`, g.maker);
    body.append(`lines[${i}][quantity]`, String(1 + (i % 10)));
  });
  return body.toString();
}

export async function measureQuickOrder(api: string, names: Array<{ name: string; maker: string }>): Promise<Figure> {
  const cookie = await login(api, ADD_MEMBER);
  const headers = { cookie, origin: api, 'content-type': 'application/x-www-form-urlencoded' };
  const sheet = purchaseSheet(names);
  // One call by hand first: the sheet must be understood, not refused.
  const res = await fetch(`${api}/api/quick-order/match`, { method: 'POST', headers, body: sheet });
  const answer = (await res.json()) as { data?: { lines: unknown[]; matched: number; ambiguous: number; not_found: number } };
  if (!res.ok || answer.data?.lines.length !== 200)
    throw new Error(`quick-order bench: match answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  console.log(`quick-order check: matched ${answer.data.matched}, ambiguous ${answer.data.ambiguous}, not found ${answer.data.not_found}`);
  return measure('quick order: match a 200-line purchase sheet, 1 connection', api, ['/api/quick-order/match'], {
    method: 'POST',
    headers,
    connections: 1,
    bodies: [sheet],
  });
}
