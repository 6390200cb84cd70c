import { searchUrl, type SearchType } from './search-type';

/**
 * The header search dropdown (spec §2, §4, §5) as a pure reducer: it opens on focus with a non-empty keyword,
 * closes on blur, Enter or Escape; ArrowUp/ArrowDown move the highlight through the suggestions and back to the
 * typed keyword (-1).
 */
export interface SuggestState {
  open: boolean;
  /** Highlighted suggestion, -1 for none (the typed keyword). */
  active: number;
}

export type SuggestAction =
  | { type: 'focus'; keyword: string }
  | { type: 'input'; keyword: string }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  | { type: 'suggestions'; count: number }
  | { type: 'close' };

export const initialSuggestState: SuggestState = { open: false, active: -1 };

export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  switch (action.type) {
    case 'focus':
      return { open: action.keyword.trim() !== '', active: -1 };
    case 'input':
      return { open: action.keyword.trim() !== '', active: -1 };
    case 'move': {
      if (action.count <= 0) return state;
      if (!state.open) return { open: true, active: action.delta === 1 ? 0 : action.count - 1 };
      // Positions -1 … count-1 form a ring: past the last suggestion comes the keyword again.
      const ring = action.count + 1;
      const next = ((state.active + 1 + action.delta + ring) % ring) - 1;
      return { ...state, active: next };
    }
    case 'hover':
      return { ...state, active: action.index };
    case 'suggestions':
      return state.active >= action.count ? { ...state, active: -1 } : state;
    case 'close':
      return state.open || state.active !== -1 ? initialSuggestState : state;
  }
}

export interface SuggestionLike {
  id: number;
}
export interface AdLike {
  name: string;
  url: string;
}

export type SearchTarget = { kind: 'detail' | 'ad' | 'search'; href: string };

/** Spec §5: a keyword exactly equal to an advertisement's name jumps to that ad (after trimming). */
export function matchAd(keyword: string, ads: AdLike[]): AdLike | undefined {
  const k = keyword.trim();
  return k ? ads.find((a) => a.name.trim() === k && a.url) : undefined;
}

/**
 * Where Enter (or the 搜索 button, with no highlight) goes: the highlighted suggestion's detail page, else the ad
 * named exactly like the keyword, else the search page with the trimmed keyword.
 */
export function resolveSearch(opts: {
  keyword: string;
  type: SearchType;
  active: number;
  suggestions: SuggestionLike[];
  ads: AdLike[];
}): SearchTarget {
  const picked = opts.active >= 0 ? opts.suggestions[opts.active] : undefined;
  if (picked) return { kind: 'detail', href: `/list/info/${picked.id}` };
  const ad = matchAd(opts.keyword, opts.ads);
  if (ad) return { kind: 'ad', href: ad.url };
  return { kind: 'search', href: searchUrl(opts.keyword, opts.type) };
}
