import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { cartItems } from '../cart/cart.tables.js';
import { goods, goodsStocks } from '../catalog/catalog.tables.js';
import { memberAddresses } from '../addresses/addresses.tables.js';
import { memberMessages } from '../messages/messages.tables.js';
import { memberLinks, members } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';
import { approve, inDays, registerMember, uploadId } from './member-test-kit.js';

/**
 * Member A calls every member endpoint with member B's ids (addresses, certificates, uploads, messages, stores, cart
 * lines): every call is refused and nothing of B's appears in any answer.
 */
describe.each(MODULE_KINDS)('ownership: member A cannot reach member B’s resources on %s', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerMember>>;
  let b: Awaited<ReturnType<typeof registerMember>>;
  let c: Awaited<ReturnType<typeof registerMember>>;
  const bOf = {
    address: 0,
    addressDefault: false,
    upload: '',
    certificate: 0,
    message: 0,
    cartLine: 0,
    company: 'B药房（私密）',
    consignee: '乙收货人',
  };

  useApiSuite(kind, (s) => ({ t } = s));
  beforeAll(async () => {
    a = await registerMember(t);
    b = await registerMember(t, { extra: { company: bOf.company } });
    c = await registerMember(t);
    for (const m of [a, b, c]) await approve(t, m.id);
    for (const m of [a, b])
      await t.call({ method: 'POST', url: '/api/contract/sign', cookie: m.cookie, ...form({ signer_name: '签署人', agree: 1 }) });
    const [cRow] = await t.database.db.select().from(members).where(eq(members.id, c.id));
    const link = await t.call({
      method: 'POST',
      url: '/api/user/stores',
      cookie: b.cookie,
      remoteAddress: newIp(),
      ...form({ username: cRow.username, password: c.password }),
    });
    expect(link.statusCode).toBe(200);
    const addr = await t.call({
      method: 'POST',
      url: '/api/user/address',
      cookie: b.cookie,
      ...form({ consignee: bOf.consignee, phone: '13912345678', province: '湖北省', city: '武汉市', district: '江汉区', address: '乙的仓库' }),
    });
    bOf.address = addr.json().data.id;
    // B's registered company address is its default since approval; this second one is not.
    bOf.addressDefault = addr.json().data.is_default === 1;
    bOf.upload = await uploadId(t, b.cookie);
    const [cert] = await t.database.db.select().from(memberCertificates).where(eq(memberCertificates.memberId, b.id)).limit(1);
    bOf.certificate = cert.id;
    const [msg] = await t.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, b.id)).limit(1);
    bOf.message = msg.id;
    const [stock] = await t.database.db
      .select({ goodsId: goodsStocks.goodsId, ckId: goodsStocks.ckId, price: goods.basePrice })
      .from(goodsStocks)
      .innerJoin(goods, eq(goods.id, goodsStocks.goodsId))
      .where(gt(goodsStocks.number, 5))
      .limit(1);
    const [line] = await t.database.db
      .insert(cartItems)
      .values({ memberId: b.id, goodsId: stock.goodsId, ckId: stock.ckId, number: 2, addedPrice: stock.price })
      .returning();
    bOf.cartLine = line.id;
    await t.database.db.insert(cartItems).values({ memberId: a.id, goodsId: stock.goodsId, ckId: stock.ckId, number: 1, addedPrice: stock.price });
  });

  /** Nothing identifying B in a response body. */
  const leaksNothing = (body: string) => {
    for (const secret of [bOf.company, bOf.consignee, '乙的仓库', b.phone, bOf.upload]) expect(body).not.toContain(secret);
  };

  it('addresses: read, edit, default and delete of B’s address are refused; B’s address is untouched', async () => {
    const calls = [
      t.call({ method: 'GET', url: `/api/user/address/${bOf.address}`, cookie: a.cookie }),
      t.call({
        method: 'PUT',
        url: `/api/user/address/${bOf.address}`,
        cookie: a.cookie,
        ...form({ consignee: '甲', phone: '13800138000', province: '湖北省', city: '武汉市', district: '江汉区', address: '甲改的', is_default: 1 }),
      }),
      t.call({ method: 'POST', url: `/api/user/address/${bOf.address}/default`, cookie: a.cookie }),
      t.call({ method: 'DELETE', url: `/api/user/address/${bOf.address}`, cookie: a.cookie }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('收货地址不存在');
      leaksNothing(res.body);
    }
    const list = await t.call({ method: 'GET', url: '/api/user/address', cookie: a.cookie });
    leaksNothing(list.body);
    const [row] = await t.database.db.select().from(memberAddresses).where(eq(memberAddresses.id, bOf.address));
    expect(row).toMatchObject({ memberId: b.id, consignee: bOf.consignee, address: '乙的仓库', isDefault: bOf.addressDefault });
  });

  it('uploads and certificates: B’s file is not served to A, cannot be attached by A, and B’s certificates never show', async () => {
    const file = await t.call({ method: 'GET', url: `/api/uploads/${bOf.upload}`, cookie: a.cookie });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
    const renew = await t.call({
      method: 'POST',
      url: '/api/user/zizhi/renew',
      cookie: a.cookie,
      ...form({ kind: 'business_licence', number: '91420100MA4K777777', expires_on: inDays(300), upload_id: bOf.upload }),
    });
    expect(renew.statusCode).toBe(422);
    expect(renew.json().errors.upload_id).toEqual(['营业执照的文件不存在，请重新上传']);
    const fresh = await registerMember(t, { submit: false });
    const step2 = await t.call({
      method: 'POST',
      url: '/api/register/step2',
      cookie: fresh.cookie,
      ...form({ certificates: [{ kind: 'business_licence', number: '91420100MA4K777777', expires_on: inDays(300), upload_id: bOf.upload }] }),
    });
    expect(step2.statusCode).toBe(422);
    for (const url of ['/api/user/zizhi', '/api/register/status']) {
      const res = await t.call({ method: 'GET', url, cookie: a.cookie });
      expect(res.statusCode).toBe(200);
      const ids = JSON.stringify(res.json().data);
      expect(ids).not.toContain(`"id":${bOf.certificate},`);
      leaksNothing(res.body);
    }
    for (const url of [`/admin/api/members/${b.id}`, `/admin/api/members/${b.id}/certificates`]) {
      const res = await t.call({ method: 'GET', url, cookie: a.cookie });
      expect(res.statusCode).toBe(403);
      leaksNothing(res.body);
    }
    const decide = await t.call({
      method: 'POST',
      url: `/admin/api/certificates/${bOf.certificate}/reject`,
      cookie: a.cookie,
      ...form({ reason: '甲想驳回' }),
    });
    expect(decide.statusCode).toBe(403);
    const [cert] = await t.database.db.select().from(memberCertificates).where(eq(memberCertificates.id, bOf.certificate));
    expect(cert.status).toBe('approved');
  });

  it('messages: B’s message cannot be opened or marked read by A', async () => {
    const open = await t.call({ method: 'GET', url: `/api/user/messages/${bOf.message}`, cookie: a.cookie });
    expect(open.statusCode).toBe(404);
    const read = await t.call({ method: 'POST', url: '/api/user/messages/read', cookie: a.cookie, ...form({ ids: [bOf.message] }) });
    expect(read.json().data.updated).toBe(0);
    const list = await t.call({ method: 'GET', url: '/api/user/messages?page_size=100', cookie: a.cookie });
    expect(list.json().data.list.map((m: { id: number }) => m.id)).not.toContain(bOf.message);
    const [row] = await t.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.id, bOf.message), isNull(memberMessages.readAt)));
    expect(row).toBeTruthy();
  });

  it('stores: A cannot switch to, unlink, read the phone of, or copy a cart to B or B’s store', async () => {
    for (const id of [b.id, c.id]) {
      const sw = await t.call({ method: 'POST', url: '/api/user/stores/switch', cookie: a.cookie, ...form({ id }) });
      expect(sw.statusCode).toBe(404);
      leaksNothing(sw.body);
      const phone = await t.call({ method: 'GET', url: `/api/user/phone/${id}`, cookie: a.cookie });
      expect(phone.statusCode).toBe(404);
      leaksNothing(phone.body);
      expect(phone.body).not.toContain(c.phone);
    }
    const unlink = await t.call({ method: 'DELETE', url: `/api/user/stores/${c.id}`, cookie: a.cookie });
    expect(unlink.statusCode).toBe(404);
    expect(await t.database.db.select().from(memberLinks).where(eq(memberLinks.masterId, b.id))).toHaveLength(1);
    const stores = await t.call({ method: 'GET', url: '/api/user/stores', cookie: a.cookie });
    expect(stores.json().data.list.map((s: { id: number }) => s.id)).toEqual([a.id]);
    // Linking B's store needs C's password: a wrong one is refused like any wrong password.
    const [cRow] = await t.database.db.select().from(members).where(eq(members.id, c.id));
    const link = await t.call({
      method: 'POST',
      url: '/api/user/stores',
      cookie: a.cookie,
      remoteAddress: newIp(),
      ...form({ username: cRow.username, password: 'guess12345' }),
    });
    expect(link.statusCode).toBe(422);

    const [ownLine] = await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, a.id));
    const toB = await t.call({ method: 'POST', url: '/api/cart/copy', cookie: a.cookie, ...form({ ids: [ownLine.id], other_user_ids: [b.id] }) });
    expect(toB.statusCode).toBe(404);
    const bLine = await t.call({ method: 'POST', url: '/api/cart/copy', cookie: a.cookie, ...form({ ids: [bOf.cartLine], other_user_ids: [c.id] }) });
    expect(bLine.statusCode).toBe(404);
    const bCart = await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, b.id));
    expect(bCart.map((l) => l.number)).toEqual([2]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, c.id))).toHaveLength(0);
  });

  it('account data: A’s own calls answer only A’s data', async () => {
    for (const url of ['/api/user/base', '/api/user/jyfw', '/api/agent/apply', '/api/contract', '/api/user/messages/unread_count']) {
      const res = await t.call({ method: 'GET', url, cookie: a.cookie });
      expect(res.statusCode, url).toBe(200);
      leaksNothing(res.body);
    }
  });
});
