// The cart rows of `npm run bench`: signing in, checking the cart really is what the fixture meant, and measuring.
import { ADD_MEMBER, LIST_MEMBER, PASSWORD, type CartFixture } from './cart-fixture.js';
import { measure, type Figure } from './harness.js';

/** The parts of GET /api/cart/list's answer (contract `cartState`) the check reads. */
interface CartState {
  data: Array<{
    mjPrice: number;
    lines: Array<{
      id: number;
      is_selected: number;
      deselect_reason: string | null;
      flash_sale: { state: string } | null;
      combination: object | null;
      gift_data: object | null;
      jtmz_data: object | null;
    }>;
  }>;
  coupons: object[];
  coupon_discount: number;
  selected_total: number;
  payable: number;
}

/** POST /api/user/login; returns the `yc_sid=…` cookie pair to send back. */
export async function login(api: string, username: string): Promise<string> {
  const res = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('yc_sid='));
  if (!res.ok || !cookie) throw new Error(`cart bench: login as ${username} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** One GET /api/cart/list outside the measurement: every line must be a real, priced, selected line. */
async function checkCartList(api: string, cookie: string, fixture: CartFixture) {
  const res = await fetch(`${api}/api/cart/list`, { headers: { cookie } });
  const text = await res.text();
  if (!res.ok) throw new Error(`cart bench: /api/cart/list answered ${res.status}: ${text.slice(0, 300)}`);
  const cart = (JSON.parse(text) as { data: CartState }).data;
  const lines = cart.data.flatMap((s) => s.lines);
  const deselected = lines.filter((l) => !l.is_selected || l.deselect_reason);
  const summary = {
    bytes: text.length,
    shops: cart.data.length,
    lines: lines.length,
    deselected: deselected.length,
    flashActive: lines.filter((l) => l.flash_sale?.state === 'active').length,
    combinations: lines.filter((l) => l.combination).length,
    gifts: lines.filter((l) => l.gift_data || l.jtmz_data).length,
    shopsReduced: cart.data.filter((s) => s.mjPrice > 0).length,
    reduction: cart.data.reduce((a, s) => a + s.mjPrice, 0),
    couponsApplied: cart.coupons.length,
    couponDiscount: cart.coupon_discount,
    selectedTotal: cart.selected_total,
    payable: cart.payable,
  };
  console.log(`cart list check: ${JSON.stringify(summary)}`);
  const wrong = [
    summary.lines !== fixture.lines && `${summary.lines} lines instead of ${fixture.lines}`,
    summary.shops !== fixture.shops.length && `${summary.shops} shops instead of ${fixture.shops.length}`,
    deselected.length > 0 && `deselected lines: ${JSON.stringify(deselected.slice(0, 3).map((l) => [l.id, l.deselect_reason]))}`,
    summary.flashActive !== 2 && `${summary.flashActive} active flash-sale lines instead of 2`,
    summary.combinations !== 2 && `${summary.combinations} package lines instead of 2`,
    summary.gifts === 0 && 'no line reaches a gift',
    summary.shopsReduced === 0 && 'no shop reaches a 满减 tier',
    summary.couponsApplied === 0 && 'no coupon applies',
  ].filter(Boolean);
  if (wrong.length) throw new Error(`cart bench: the cart is not what the fixture meant: ${wrong.join('; ')}`);
}

/** Both cart rows (the list one after checking the cart is as meant). */
export async function measureCart(api: string, fixture: CartFixture): Promise<Figure[]> {
  const listCookie = await login(api, LIST_MEMBER);
  await checkCartList(api, listCookie, fixture);
  const list = await measure('cart: list 200 lines across 20 shops with active promotions', api, ['/api/cart/list'], {
    headers: { cookie: listCookie },
  });
  // The same with one connection: the latency of one cart on an otherwise idle server.
  const listAlone = await measure('cart: the same list, 1 connection', api, ['/api/cart/list'], { headers: { cookie: listCookie }, connections: 1 });

  const addCookie = await login(api, ADD_MEMBER);
  const ids = fixture.addGoodsIds;
  const add = await measure('cart: add to cart (POST /api/cart)', api, ['/api/cart'], {
    method: 'POST',
    headers: { cookie: addCookie, origin: api, 'content-type': 'application/x-www-form-urlencoded' },
    bodies: ids.map((id) => `params[0][goods_id]=${id}&params[0][number]=1`),
  });
  const figures = [list, listAlone, add];
  if (add.errors > 0) {
    // One add by hand to show what the server says.
    const res = await fetch(`${api}/api/cart`, {
      method: 'POST',
      headers: { cookie: addCookie, origin: api, 'content-type': 'application/x-www-form-urlencoded' },
      body: `params[0][goods_id]=${ids[0]}&params[0][number]=1`,
    });
    console.error(`cart bench: a sample add answered ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  return figures;
}

/** autocannon only counts non-2xx answers: the cart rows fail the bench (after the table is printed) if any. */
export function assertNoErrors(figures: Figure[]) {
  const failed = figures.filter((f) => f.errors > 0);
  if (failed.length) throw new Error(`cart bench: non-2xx or failed responses: ${failed.map((f) => `${f.name}: ${f.errors}`).join('; ')}`);
}
