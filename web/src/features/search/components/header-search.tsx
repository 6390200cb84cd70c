import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SmartLink } from '../../../components/ui/smart-link';
import { parseSearchType, placeholderFor, SEARCH_TYPES, searchUrl, type SearchType } from '../model/search-type';
import { searchText } from '../text';
import styles from './header-search.module.css';

interface Props {
  hotWords?: { name: string; url: string }[];
  /** The sticky bar's slimmer variant (no hot words, no test ids: the main header keeps those). */
  compact?: boolean;
}

/** Search type selector, keyword box and button; hot words underneath. Goes to /search?keywords=…&type=…. */
export function HeaderSearch({ hotWords = [], compact = false }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlKeywords = params.get('keywords');
  const [keywords, setKeywords] = useState(urlKeywords ?? '');
  const [type, setType] = useState<SearchType>(parseSearchType(params.get('type')));
  // Follow the URL when a search page is opened with other keywords (adjusting state during render, not in an effect).
  const [seen, setSeen] = useState(urlKeywords);
  if (urlKeywords !== seen) {
    setSeen(urlKeywords);
    if (urlKeywords !== null) setKeywords(urlKeywords);
  }

  const submit = () => navigate(searchUrl(keywords, type));
  const testId = (id: string) => (compact ? undefined : id);

  return (
    <div className={compact ? `${styles.search} ${styles.compact}` : styles.search}>
      <div className={styles.box}>
        <Select
          className={styles.type}
          value={type}
          onChange={setType}
          options={SEARCH_TYPES}
          variant="borderless"
          popupMatchSelectWidth={false}
          data-testid={testId('header-search-type')}
        />
        <Input
          className={styles.input}
          variant="borderless"
          value={keywords}
          onChange={(e) => setKeywords(e.target.value)}
          onPressEnter={submit}
          placeholder={placeholderFor(type)}
          maxLength={50}
          allowClear
          data-testid={testId('header-search-input')}
        />
        <Button type="primary" className={styles.button} icon={<SearchOutlined />} onClick={submit}>
          {searchText.button}
        </Button>
      </div>
      {!compact && hotWords.length > 0 && (
        <div className={styles.hot}>
          <span className={styles.hotLabel}>{searchText.hot}</span>
          {hotWords.slice(0, 8).map((w) => (
            <SmartLink key={w.name} href={w.url || searchUrl(w.name, 0)}>
              {w.name}
            </SmartLink>
          ))}
        </div>
      )}
    </div>
  );
}
