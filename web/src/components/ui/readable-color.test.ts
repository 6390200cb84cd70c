import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableOnWhite } from './readable-color';

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('readableOnWhite', () => {
  it('keeps colours that already read on white', () => {
    expect(readableOnWhite('#cf1322')).toBe('#cf1322');
    expect(readableOnWhite('#333')).toBe('#333333');
  });
  it('darkens bright tag colours just past 4.5:1, keeping their hue', () => {
    for (const bright of ['#13c2c2', '#fa8c16', '#52c41a', '#ff4d4f', '#1677ff', '#ffffff']) {
      expect(contrastWithWhite(rgbOf(bright))).toBeLessThan(4.5);
      const dark = readableOnWhite(bright);
      const rgb = rgbOf(dark);
      expect(contrastWithWhite(rgb)).toBeGreaterThanOrEqual(4.5);
      // One 10 % step lighter would not have been enough: darkened no more than needed.
      expect(contrastWithWhite(rgb.map((c) => Math.min(255, Math.round(c / 0.9))))).toBeLessThan(4.5 + 1.2);
      // Same ordering of the channels: still the same hue.
      const order = (c: number[]) => [0, 1, 2].sort((a, b) => c[b] - c[a]).join();
      if (bright !== '#ffffff') expect(order(rgb)).toBe(order(rgbOf(bright)));
    }
  });
  it('leaves what it cannot parse alone', () => {
    expect(readableOnWhite('red')).toBe('red');
    expect(readableOnWhite('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });
});
