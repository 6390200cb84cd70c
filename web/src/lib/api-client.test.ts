import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, encodeForm, get, post, REQUEST_TIMEOUT_MS } from './api-client';
import { setFeedback } from './feedback';

describe('encodeForm', () => {
  it('encodes scalar lists as key[]', () => {
    expect(encodeForm({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });

  it('indexes lists of objects so their fields stay together', () => {
    expect(
      encodeForm({
        params: [
          { goods_id: 5, number: 2 },
          { goods_id: 7, number: 1 },
        ],
      }),
    ).toBe('params[0][goods_id]=5&params[0][number]=2&params[1][goods_id]=7&params[1][number]=1');
  });

  it('nests objects, skips null and undefined, sends flags as 1/0', () => {
    expect(encodeForm({ params: { number: 3 }, a: null, b: undefined, is_selected: true, c: false })).toBe('params[number]=3&is_selected=1&c=0');
  });

  it('escapes values and keys but keeps brackets literal', () => {
    expect(encodeForm({ keywords: '阿莫西林 胶囊&1', 'a b': [1] })).toBe(`keywords=${encodeURIComponent('阿莫西林 胶囊&1')}&a%20b[]=1`);
  });
});

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    setFeedback({ message: null, modal: null, navigate: null });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  /** A fetch that only settles when its signal aborts. */
  const hang = (_: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it('form-encodes POST bodies and unwraps data', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 10000, msg: 'ok', data: { n: 1 } }));
    await expect(post('/cart/batch_delete', { ids: [3] })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cart/batch_delete');
    expect(init?.body).toBe('ids[]=3');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sets the error code to the HTTP status', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 10001, msg: '请先登录' }));
    const err = await get('/cart/total', undefined, { silent: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(401);
    expect((err as ApiError).isLoginRequired).toBe(true);
  });

  it('times out after 30 s and shows the refresh alert', async () => {
    const warning = vi.fn();
    setFeedback({ modal: { warning, confirm: vi.fn() } });
    fetchMock.mockImplementation(hang);
    const p = get('/goods/list').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(((await p) as ApiError).kind).toBe('timeout');
    expect(warning).toHaveBeenCalledWith(expect.objectContaining({ title: '温馨提示', content: '请求超时，请刷新页面' }));
  });

  it('cancels an earlier pending request to the same path, silently', async () => {
    const warning = vi.fn();
    setFeedback({ modal: { warning, confirm: vi.fn() } });
    fetchMock.mockImplementationOnce(hang).mockResolvedValueOnce(json(200, { code: 10000, msg: '', data: 2 }));
    const first = get('/goods/search', { keywords: 'a' }).catch((e: unknown) => e);
    const second = get('/goods/search', { keywords: 'ab' });
    expect(((await first) as ApiError).kind).toBe('cancelled');
    await expect(second).resolves.toBe(2);
    expect(warning).not.toHaveBeenCalled();
  });

  it('does not cancel repeats of excepted paths', async () => {
    fetchMock.mockImplementation(async () => json(200, { code: 10000, msg: '', data: 1 }));
    await expect(Promise.all([get('/focus/demo', { banner_id: 1 }), get('/focus/demo', { banner_id: 164 })])).resolves.toEqual([1, 1]);
  });

  describe('error catalogue', () => {
    const ui = () => {
      const f = { message: { error: vi.fn(), warning: vi.fn(), success: vi.fn() }, modal: { warning: vi.fn(), confirm: vi.fn() }, navigate: vi.fn() };
      setFeedback(f);
      return f;
    };
    const fail = (status: number, body: unknown) => {
      fetchMock.mockResolvedValue(json(status, body));
      return get('/x').catch(() => undefined);
    };

    it('sends login-required to /login with a way back', async () => {
      const f = ui();
      await fail(401, { code: 10001, msg: '请先登录' });
      expect(f.navigate).toHaveBeenCalledWith('/login?redirect=%2F');
    });

    it('shows the message and goes to /dzht on 459, with the way back to the refused page', async () => {
      const f = ui();
      await fail(459, { code: 459, msg: '请先签署电子合同' });
      expect(f.message.warning).toHaveBeenCalledWith('请先签署电子合同');
      expect(f.navigate).toHaveBeenCalledWith('/dzht?redirect=%2F');
    });

    it('toasts the first field error on 422', async () => {
      const f = ui();
      await fail(422, { code: 422, msg: 'x', errors: { phone: ['手机号格式不正确', '2'], name: ['3'] } });
      expect(f.message.error).toHaveBeenCalledWith('手机号格式不正确');
    });

    it('toasts busy on 5xx and alerts anything else', async () => {
      const f = ui();
      await fail(502, {});
      expect(f.message.error).toHaveBeenCalledWith('系统繁忙，请稍候再试');
      await fail(200, { code: 40000, msg: '库存不足' });
      expect(f.modal.warning).toHaveBeenCalledWith(expect.objectContaining({ title: '温馨提示', content: '库存不足' }));
    });

    it('lets the caller handle or silence errors', async () => {
      const f = ui();
      fetchMock.mockResolvedValue(json(400, { code: 400, msg: 'no' }));
      const onError = vi.fn(() => true);
      await get('/x', undefined, { onError }).catch(() => undefined);
      await get('/y', undefined, { silent: true }).catch(() => undefined);
      expect(onError).toHaveBeenCalledOnce();
      expect(f.modal.warning).not.toHaveBeenCalled();
    });
  });
});
