const KEY = 'yc_search_history';
const MAX = 10;

/** The buyer's last searches on this phone, newest first. */
export function readHistory(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function remember(keywords: string): string[] {
  const next = [keywords, ...readHistory().filter((k) => k !== keywords)].slice(0, MAX);
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function forget(): string[] {
  localStorage.removeItem(KEY);
  return [];
}
