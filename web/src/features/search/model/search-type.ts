import { searchText } from '../text';

/** Spec §9: 0 drug (also brand/manufacturer/merchant), 1 manufacturer, anything else merchant. */
export type SearchType = 0 | 1 | 2;

export const SEARCH_TYPES: { value: SearchType; label: string }[] = searchText.types.map((label, i) => ({
  value: i as SearchType,
  label,
}));

/** No type means a drug search; 0 drug, 1 manufacturer, and any other type a merchant search (spec §9). */
export function parseSearchType(raw: string | null | undefined): SearchType {
  if (raw === null || raw === undefined || raw.trim() === '') return 0;
  const n = Number(raw);
  return n === 0 ? 0 : n === 1 ? 1 : 2;
}

export function placeholderFor(type: number): string {
  return type === 0 ? searchText.placeholders[0] : type === 1 ? searchText.placeholders[1] : searchText.placeholders[2];
}

/** Spec §5: the keyword is trimmed before searching. */
export function searchUrl(keywords: string, type: SearchType): string {
  return `/search?keywords=${encodeURIComponent(keywords.trim())}&type=${type}`;
}
