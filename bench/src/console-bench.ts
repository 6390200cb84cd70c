import { measure, type Figure } from './harness.js';

/** The console's list endpoints must answer with p99 under this on the 100k catalogue (issue "Operator console"). */
export const CONSOLE_P99_MS = 100;

export async function operatorCookie(api: string): Promise<string> {
  const res = await fetch(`${api}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api },
    body: JSON.stringify({ username: 'admin', password: 'admin123456' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('yc_sid='));
  if (!res.ok || !cookie) throw new Error(`console bench: operator login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/**
 * The operator console's lists over the 100k catalogue, signed in as an operator: goods with the filters an operator
 * uses (state, stock, near expiry, category subtree, shop, keyword, sorts), the order queue and the dashboard.
 */
export async function measureConsole(api: string, categoryIds: number[]): Promise<Figure[]> {
  const headers = { cookie: await operatorCookie(api) };
  const goods = [
    '/admin/api/goods',
    '/admin/api/goods?status=on_sale&stock=low',
    '/admin/api/goods?near_expiry=1&sort=expiry&order=asc',
    '/admin/api/goods?shop_id=3&sort=sales',
    '/admin/api/goods?status=off_sale',
    '/admin/api/goods?zone=kx&sort=stock',
    `/admin/api/goods?keyword=${encodeURIComponent('阿莫西林')}`,
    `/admin/api/goods?keyword=${encodeURIComponent('国药准字H')}`,
    '/admin/api/goods?page=200&page_size=50',
    ...categoryIds.slice(0, 8).map((id) => `/admin/api/goods?category_id=${id}`),
  ];
  return [
    await measure('console: goods list, 17 filter mixes over 100k', api, goods, { headers }),
    await measure(
      'console: order queue and counts',
      api,
      ['/admin/api/orders?status=1', '/admin/api/orders', '/admin/api/orders/counts', '/admin/api/members?status=all'],
      { headers },
    ),
    await measure('console: dashboard, last 30 days', api, ['/admin/api/dashboard'], { headers }),
  ];
}
