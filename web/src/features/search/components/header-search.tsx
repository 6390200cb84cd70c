import { useEffect, useId, useReducer, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { SearchResult } from '@yaocai/contract';
import { isExternalUrl, SmartLink } from '../../../components/ui/smart-link';
import { hotWordsQuery, searchAdsQuery, searchKeys, suggestQuery } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { parseSearchType, placeholderFor, SEARCH_TYPES, searchUrl, type SearchType } from '../model/search-type';
import { initialSuggestState, resolveSearch, suggestReducer } from '../model/suggest-state';
import { searchText } from '../text';
import { SuggestionList } from './suggestion-list';
import styles from './header-search.module.css';

/** Spec §9: suggestions are fetched 500 ms after typing stops. */
const DEBOUNCE_MS = 500;
const NO_SUGGESTIONS: SearchResult['goods'] = [];

interface Props {
  /** Fallback hot words (common data) until GET /api/goods/hot answers. */
  hotWords?: { name: string; url: string }[];
  /** The sticky bar's slimmer variant (no hot words, no test ids: the main header keeps those). */
  compact?: boolean;
}

/**
 * Search type selector, keyword box with the suggestions dropdown (spec §4, §5) and button; hot words underneath.
 * Enter opens the highlighted suggestion, else the ad named exactly like the keyword, else /search?keywords=…&type=….
 */
export function HeaderSearch({ hotWords = [], compact = false }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listId = useId();
  const [params] = useSearchParams();
  const urlKeywords = params.get('keywords');
  const [keywords, setKeywords] = useState(urlKeywords ?? '');
  const [type, setType] = useState<SearchType>(parseSearchType(params.get('type')));
  const [focused, setFocused] = useState(false);
  const [state, dispatch] = useReducer(suggestReducer, initialSuggestState);
  // Follow the URL when a search page is opened with other keywords (adjusting state during render, not in an effect).
  const [seen, setSeen] = useState(urlKeywords);
  if (urlKeywords !== seen) {
    setSeen(urlKeywords);
    if (urlKeywords !== null) setKeywords(urlKeywords);
  }

  const trimmed = keywords.trim();
  const settled = useDebouncedValue(trimmed, DEBOUNCE_MS);
  // Only while the box has the focus: keywords taken over from the URL must not fetch suggestions nobody sees.
  const suggest = useQuery({ ...suggestQuery(settled, type), enabled: focused && settled !== '' && trimmed !== '' });
  const suggestions = trimmed ? (suggest.data?.goods ?? NO_SUGGESTIONS) : NO_SUGGESTIONS;
  // Ads are fetched once the box is used, not on every page load (the header's own ad loads first); cached after.
  const searchAds = useQuery({ ...searchAdsQuery, enabled: focused }).data;
  const hot = useQuery({ ...hotWordsQuery, enabled: !compact }).data ?? hotWords;

  // Spec §5: an empty keyword clears the cached suggestions.
  useEffect(() => {
    if (trimmed === '') queryClient.removeQueries({ queryKey: searchKeys.suggest });
  }, [trimmed, queryClient]);
  useEffect(() => {
    dispatch({ type: 'suggestions', count: suggestions.length });
  }, [suggestions.length]);

  const go = (active: number) => {
    const target = resolveSearch({ keyword: keywords, type, active, suggestions, ads: [...(suggest.data?.ads ?? []), ...(searchAds ?? [])] });
    dispatch({ type: 'close' });
    if (target.kind === 'search') setKeywords(trimmed);
    if (target.kind === 'ad' && isExternalUrl(target.href)) window.open(target.href, '_blank', 'noopener');
    else navigate(target.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms a pinyin composition is not a search.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (trimmed) dispatch({ type: 'move', delta: e.key === 'ArrowDown' ? 1 : -1, count: suggestions.length });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(state.open ? state.active : -1);
    } else if (e.key === 'Escape') {
      dispatch({ type: 'close' });
    }
  };

  const testId = (id: string) => (compact ? undefined : id);
  const showList = state.open && trimmed !== '' && suggestions.length > 0;

  return (
    <div className={compact ? `${styles.search} ${styles.compact}` : styles.search}>
      <div className={styles.field}>
        <div className={styles.box}>
          {/* Plain controls, styled like antd's: the header is on every page and must not wait for the form library. */}
          <select
            className={styles.type}
            value={type}
            onChange={(e) => setType(parseSearchType(e.target.value))}
            aria-label={searchText.typeLabel}
            data-testid={testId('header-search-type')}
          >
            {SEARCH_TYPES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <input
            className={styles.input}
            value={keywords}
            onChange={(e) => {
              setKeywords(e.target.value);
              dispatch({ type: 'input', keyword: e.target.value });
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setFocused(true);
              dispatch({ type: 'focus', keyword: keywords });
            }}
            onBlur={() => {
              setFocused(false);
              dispatch({ type: 'close' });
            }}
            placeholder={placeholderFor(type)}
            maxLength={50}
            autoComplete="off"
            role="combobox"
            aria-label={searchText.inputLabel}
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && state.active >= 0 ? `${listId}-${state.active}` : undefined}
            data-testid={testId('header-search-input')}
          />
          {keywords !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={searchText.clear}
              // Keeps the focus (and the suggestions) in the box.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setKeywords('');
                dispatch({ type: 'input', keyword: '' });
              }}
            >
              <CloseCircleFilled />
            </button>
          )}
          <button type="button" className={styles.button} onClick={() => go(-1)} data-testid={testId('header-search-button')}>
            <SearchOutlined />
            <span>{searchText.button}</span>
          </button>
        </div>
        {showList && (
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            active={state.active}
            onHover={(index) => dispatch({ type: 'hover', index })}
            onPick={(s) => {
              dispatch({ type: 'close' });
              navigate(`/list/info/${s.id}`);
            }}
            withTestIds={!compact}
          />
        )}
      </div>
      {/* The line keeps its height before the words arrive, so the header does not grow under the reader. */}
      {!compact &&
        (hot.length > 0 ? (
          <div className={styles.hot} data-testid="hot-words">
            <span className={styles.hotLabel}>{searchText.hot}</span>
            {hot.slice(0, 8).map((w) => (
              <SmartLink key={w.name} href={w.url || searchUrl(w.name, 0)}>
                {w.name}
              </SmartLink>
            ))}
          </div>
        ) : (
          <div className={styles.hot} aria-hidden />
        ))}
    </div>
  );
}
