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
