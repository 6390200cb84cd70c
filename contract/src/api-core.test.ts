import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MALFORMED_MESSAGE, parseEnvelope, refusal, sendRequest, TIMEOUT_MESSAGE, withQuery } from './api-core.js';

describe('the envelope (spec §7–§8)', () => {
  it('reads an envelope only from JSON with a code', () => {
    expect(parseEnvelope('{"code":10000,"msg":"ok","data":1}')).toEqual({ code: 10000, msg: 'ok', data: 1 });
    expect(parseEnvelope('<html>502</html>')).toBeNull();
    expect(parseEnvelope('{"msg":"no code"}')).toBeNull();
    expect(parseEnvelope('')).toBeNull();
  });

  it('takes the HTTP status as the code of a non-2xx refusal and keeps the body as written', () => {
    const err = refusal(403, { code: 10403, msg: '请先绑定身份验证器' });
    expect([err.kind, err.code, err.status, err.message, err.body?.code]).toEqual(['http', 403, 403, '请先绑定身份验证器', 10403]);
    expect(refusal(401, { code: 10001, msg: '请先登录' }).isLoginRequired).toBe(true);
    expect(refusal(200, { code: 10001, msg: '请先登录' }).code).toBe(10001);
    expect(refusal(502, null).message).toBe('请求失败 (502)');
    expect(refusal(200, null).message).toBe(MALFORMED_MESSAGE);
  });

  it('gives the first field error of a 422, else the message', () => {
    const err = refusal(422, { code: 422, msg: '参数错误', errors: { phone: ['手机号格式不正确'], name: ['必填'] } });
    expect(err.firstFieldError).toBe('手机号格式不正确');
    expect(err.fieldErrors).toEqual({ phone: ['手机号格式不正确'], name: ['必填'] });
    expect(new ApiError('http', 409, '已注册').firstFieldError).toBe('已注册');
  });

  it('puts the query onto a URL', () => {
    expect(withQuery('/api/goods', { page: 2, ids: [1, 2] })).toBe('/api/goods?page=2&ids[]=1&ids[]=2');
    expect(withQuery('/api/goods?x=1', { page: 2 })).toBe('/api/goods?x=1&page=2');
    expect(withQuery('/api/goods', {})).toBe('/api/goods');
  });
});

describe('sendRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const hang = (_: Parameters<typeof fetch>[0], init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it('sends a form body with the cookie and resolves to the envelope of a success', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 10000, msg: '已保存', data: { id: 7 } }), { status: 200 }));
    await expect(sendRequest('/admin/api/x', { method: 'POST', body: { name: '华康' } })).resolves.toEqual({
      code: 10000,
      msg: '已保存',
      data: { id: 7 },
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe('name=%E5%8D%8E%E5%BA%B7');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('throws the refusal of a non-success', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 409, msg: '库存不足' }), { status: 409 }));
    const err = (await sendRequest('/api/cart', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect([err.kind, err.code, err.message]).toEqual(['http', 409, '库存不足']);
  });

  it('times out, and a caller or the app cancels', async () => {
    fetchMock.mockImplementation(hang);
    const timedOut = sendRequest('/api/slow', { method: 'GET' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await timedOut).toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE, status: 0 });

    const caller = new AbortController();
    const byCaller = sendRequest('/api/slow', { method: 'GET', signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await byCaller).toMatchObject({ kind: 'cancelled' });

    const own = new AbortController();
    const byRepeat = sendRequest('/api/slow', { method: 'GET', controller: own }).catch((e: unknown) => e);
    own.abort('repeat');
    expect(await byRepeat).toMatchObject({ kind: 'cancelled' });
  });

  it('is a network failure when fetch fails without an abort', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendRequest('/api/x', { method: 'GET' }).catch((e: unknown) => e)).toMatchObject({ kind: 'network', status: 0 });
  });
});
