/** `1,2,3` (or a single `7`) from a URL parameter → [1, 2, 3]; junk, non-positive numbers and duplicates dropped. */
export function parseIdList(text: string | null | undefined): number[] {
  if (!text) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const n = Number(part.trim());
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
  }
  return out;
}
