import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idListField, intField, phoneField } from '@yaocai/contract';
import { createTestApp, MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { ok } from './envelope.js';

/** Routes that exist only in this test, to exercise the conventions every endpoint shares. */
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/__probe/echo',
    { schema: { body: z.object({ ids: idListField('商品'), phone: phoneField(), page: intField('页码', { min: 1 }) }) } },
    async (req) => ok(req.body),
  );
  app.get('/api/__probe/boom', async () => {
    throw new Error('secret database password leaked in stack');
  });
};

describe.each(MODULE_KINDS)('HTTP conventions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, extend: (app) => void app.register(probe) });
  });
  afterAll(() => t.close());

  it('accepts form-encoded nested arrays beyond 20 items', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const res = await t.call({ method: 'POST', url: '/api/__probe/echo', ...form({ ids, phone: '13800138000', page: '2' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10000, msg: 'success', data: { ids, phone: '13800138000', page: 2 } });
  });

  it('accepts JSON bodies too', async () => {
    const res = await t.call({ method: 'POST', url: '/api/__probe/echo', payload: { ids: [3], phone: '15900000000', page: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ids).toEqual([3]);
  });

  it('answers bad input with 422, Laravel-style errors and the first message naming the field in Chinese', async () => {
    const res = await t.call({ method: 'POST', url: '/api/__probe/echo', ...form({ ids: [1], phone: '12800138000', page: '0' }) });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(422);
    expect(body.msg).toBe('手机号格式不正确');
    expect(body.errors.phone).toEqual(['手机号格式不正确']);
    expect(body.errors.page).toEqual(['页码不能小于1']);
  });

  it('names a missing list field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/__probe/echo', ...form({ phone: '13800138000', page: 1 }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ids[0]).toContain('商品');
  });

  it('refuses malformed JSON with a 400 in Chinese, not a 500', async () => {
    const res = await t.call({ method: 'POST', url: '/api/__probe/echo', payload: '{"ids": [', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请求格式不正确');
  });

  it('hides server faults behind a generic message with a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/__probe/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.msg).toBe('系统繁忙，请稍候再试');
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  it('refuses a state change from a foreign origin (CSRF) and allows its own', async () => {
    const body = form({ ids: [1], phone: '13800138000', page: 1 });
    const foreign = await t.call({ method: 'POST', url: '/api/__probe/echo', ...body, headers: { ...body.headers, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe('非法的跨站请求');
    const own = await t.call({
      method: 'POST',
      url: '/api/__probe/echo',
      ...body,
      headers: { ...body.headers, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/focus/common', '/api/user/login', '/api/cart/list']));
  });

  it('reports health with the database kind', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: kind });
  });
});
