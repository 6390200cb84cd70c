import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses the rest', () => {
    expect(safeRedirect('/order?page=2')).toBe('/order?page=2');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });
});

describe('safeRedirect against what the browser normalises', () => {
  it.each([
    ['/\t/evil.example'],
    ['/%09/evil.example'.replace('%09', '\t')],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['javascript:alert(1)'],
    ['/ /evil.example'.replace(' ', '\t')],
    ['https:evil.example'],
    [' /evil'],
    ['/LOGIN'.toLowerCase()],
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
  it('keeps a path with its query and hash, encoded as the browser would', () => {
    expect(safeRedirect('/cart/step3?ids=1,2#pay')).toBe('/cart/step3?ids=1,2#pay');
    expect(safeRedirect('/search?keywords=阿莫西林')).toBe(`/search?keywords=${encodeURIComponent('阿莫西林')}`);
  });
});
