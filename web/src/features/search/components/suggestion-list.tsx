import type { SearchResult } from '@yaocai/contract';
import styles from './suggestion-list.module.css';

type Suggestion = SearchResult['goods'][number];

interface Props {
  id: string;
  suggestions: Suggestion[];
  active: number;
  onHover: (index: number) => void;
  onPick: (s: Suggestion) => void;
  withTestIds: boolean;
}

/** The dropdown under the search box: each suggestion's name and its specifications (ypgg list). */
export function SuggestionList({ id, suggestions, active, onHover, onPick, withTestIds }: Props) {
  return (
    <ul id={id} role="listbox" className={styles.list} data-testid={withTestIds ? 'search-suggestions' : undefined}>
      {suggestions.map((s, i) => (
        <li
          key={s.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? `${styles.item} ${styles.active}` : styles.item}
          data-testid={withTestIds ? 'search-suggestion' : undefined}
          // Keep the focus in the input: a blur would close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(i)}
          onClick={() => onPick(s)}
        >
          {s.image ? <img src={s.image} alt="" className={styles.image} /> : null}
          <span className={styles.name}>{s.name}</span>
          <span className={styles.specs}>
            {s.ypgg.slice(0, 3).join(' / ')}
            {s.ypgg.length > 3 ? ' …' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
