import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRETS } from './config.js';

const key = (c: string) => c.repeat(64);
/** A production environment that lacks nothing. */
const LIVE = {
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: 'false',
  PAY_SANDBOX_SECRET: key('a'),
  CHAT_SECRET: key('b'),
  PUBLIC_URL: 'https://shop.example.com',
};
const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('started');
};

describe('a production server refuses to start without its own keys and its https address', () => {
  it('starts with every key its own and PUBLIC_URL on https', () => {
    const c = loadConfig(LIVE);
    expect(c).toMatchObject({ LIVE: true, PAYMENTS_SANDBOX: false, PUBLIC_URL: 'https://shop.example.com', CHAT_SECRET: key('b') });
  });

  it('names every secret that is unset (the sandbox being off does not matter), and PUBLIC_URL', () => {
    const msg = refusal({ NODE_ENV: 'production' });
    expect(msg).toContain('拒绝启动');
    for (const name of [...Object.keys(SECRETS), 'PUBLIC_URL']) expect(msg).toMatch(new RegExp(`- ${name}: 未设置`));
    // Empty is unset.
    expect(refusal({ ...LIVE, CHAT_SECRET: '' })).toMatch(/- CHAT_SECRET: 未设置/);
  });

  it('refuses each development key (public in the source), in its own variable or another', () => {
    for (const [name, { dev }] of Object.entries(SECRETS)) {
      const msg = refusal({ ...LIVE, [name]: dev });
      expect(msg).toMatch(new RegExp(`- ${name}: 仍是开发用的默认值`));
      expect(msg.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(1);
    }
    expect(refusal({ ...LIVE, CHAT_SECRET: SECRETS.PAY_SANDBOX_SECRET.dev })).toMatch(/- CHAT_SECRET: 仍是开发用的默认值/);
  });

  it('refuses short keys, one key used twice, and PUBLIC_URL without https', () => {
    expect(refusal({ ...LIVE, CHAT_SECRET: 'x'.repeat(20) })).toMatch(/- CHAT_SECRET: 生产环境至少32个字符/);
    expect(refusal({ ...LIVE, CHAT_SECRET: LIVE.PAY_SANDBOX_SECRET })).toMatch(/- CHAT_SECRET: 不得与 PAY_SANDBOX_SECRET 相同/);
    expect(refusal({ ...LIVE, PUBLIC_URL: 'http://shop.example.com' })).toMatch(/- PUBLIC_URL: 生产环境须为 https 地址/);
  });

  it('keeps a malformed value a configuration error wherever it runs', () => {
    for (const url of ['shop.example.com', 'https://shop.example.com/path', 'https://user:pw@shop.example.com', 'ftp://x', 'https://a b']) {
      expect(refusal({ PUBLIC_URL: url }), url).toMatch(/PUBLIC_URL 须形如/);
    }
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000/' }).PUBLIC_URL).toBe('http://192.168.1.20:3000');
    expect(refusal({ CHAT_SECRET: 'short' })).toMatch(/CHAT_SECRET 至少16个字符/);
  });
});

describe('demo, development and tests need no configuration', () => {
  it('`npm start` (production with the sandbox on) runs on the development keys with links from the request', () => {
    const c = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    expect(c).toMatchObject({
      LIVE: false,
      PAYMENTS_SANDBOX: true,
      PAY_SANDBOX_SECRET: SECRETS.PAY_SANDBOX_SECRET.dev,
      CHAT_SECRET: SECRETS.CHAT_SECRET.dev,
    });
    expect(c.PUBLIC_URL).toBeUndefined();
  });

  it('development and tests too', () => {
    expect(loadConfig({}).LIVE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).LIVE).toBe(false);
  });
});
