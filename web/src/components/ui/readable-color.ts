/**
 * A server-defined tag colour, darkened just enough to read as small text on white (WCAG AA, 4.5:1): operators pick
 * bright colours (#13c2c2, #fa8c16) that make good borders but unreadable 11 px text. Anything not #rgb/#rrggbb is
 * returned as given.
 */
export function readableOnWhite(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  let rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  for (let step = 0; step < 20 && contrastWithWhite(rgb) < 4.5; step++) rgb = rgb.map((c) => Math.round(c * 0.9));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG contrast ratio of an sRGB colour against white. */
export function contrastWithWhite(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
