import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, SearchBar, Space, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { DeleteOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { facetsFromGoods, PHONE_PAGES, PHONE_SEARCH_PLACEHOLDER, type SearchResult } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { useReleaseBootScreen } from '../../lib/boot-screen';
import { nextPageOf } from '../../lib/paging';
import { FilterBar, filtersFrom, type SearchFilters } from './search-filters';
import { GoodsRow } from '../../components/goods-row';
import { forget, readHistory, remember } from './history';
import styles from './search.module.css';

const PAGE_SIZE = 20;

/** The first page of a search by keywords alone that the server drew into this page load (core/http/phone-first-screen.ts). */
const boot = (() => {
  try {
    return JSON.parse(document.getElementById('boot-search')?.textContent ?? 'null') as { keywords: string; result: SearchResult } | null;
  } catch {
    return null;
  }
})();
const bootAt = Date.now();

/** The query's start when it is the search the server answered with the HTML: its rows at once, refreshed as usual. */
function bootPageFor(keywords: string, params: URLSearchParams) {
  if (!boot || boot.keywords !== keywords || [...params.keys()].some((k) => k !== 'keywords')) return {};
  return { initialData: { pages: [boot.result], pageParams: [1] }, initialDataUpdatedAt: bootAt };
}

/** /search on a phone: the box first, history and hot words before a search, then the results as one endless list. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.home);
  const keywords = (params.get('keywords') ?? '').trim();
  const [text, setText] = useState(keywords);
  const [recent, setRecent] = useState(readHistory);
  const search = (k: string) => {
    const kw = k.trim();
    if (kw) setRecent(remember(kw));
    setText(kw);
    setParams(kw ? { keywords: kw } : {});
  };
  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.nav}>
        <SearchBar
          placeholder={PHONE_SEARCH_PLACEHOLDER}
          value={text}
          onChange={setText}
          onSearch={search}
          onClear={() => search('')}
          autoFocus={!keywords}
          aria-label="搜索商品"
        />
      </NavBar>
      {keywords ? (
        <Results keywords={keywords} params={params} onFilters={(f) => setParams({ keywords, ...f }, { replace: true })} />
      ) : (
        <Suggestions recent={recent} onPick={search} onForget={() => setRecent(forget())} />
      )}
    </div>
  );
}

function Suggestions({ recent, onPick, onForget }: { recent: string[]; onPick: (k: string) => void; onForget: () => void }) {
  const hot = useQuery({ queryKey: ['search', 'hot'], queryFn: () => call(api.search.hotWords, undefined, { silent: true }) }).data ?? [];
  return (
    <div className={styles.suggest}>
      {recent.length > 0 && (
        <section>
          <header className={styles.head}>
            <span>搜索历史</span>
            <DeleteOutline onClick={onForget} aria-label="清空搜索历史" role="button" />
          </header>
          <Space wrap>
            {recent.map((k) => (
              <Tag key={k} className={styles.chip} onClick={() => onPick(k)}>
                {k}
              </Tag>
            ))}
          </Space>
        </section>
      )}
      {hot.length > 0 && (
        <section>
          <header className={styles.head}>热门搜索</header>
          <Space wrap>
            {hot.map((w) => (
              <Tag key={w.name} className={styles.chip} onClick={() => onPick(w.name)}>
                {w.name}
              </Tag>
            ))}
          </Space>
        </section>
      )}
    </div>
  );
}

function Results({ keywords, params, onFilters }: { keywords: string; params: URLSearchParams; onFilters: (f: SearchFilters) => void }) {
  const filters = filtersFrom(params);
  const result = useInfiniteQuery({
    queryKey: ['search', 'page', keywords, filters],
    initialPageParam: 1,
    ...bootPageFor(keywords, params),
    queryFn: ({ pageParam }) => call(api.search.page, { query: { keywords, ...filters, page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: (last) => nextPageOf(last.data),
  });
  // The server drew the first rows of a search by keywords alone (core/http/phone-first-screen.ts).
  useReleaseBootScreen(result.isSuccess || result.isError);
  const pages = result.data?.pages ?? [];
  const goods = pages.flatMap((p) => p.data.list);
  const first = pages[0]?.data;
  // The sheet's 厂家 and 剂型 come from the keyword's first 100 matches (the filters themselves left out).
  const facetSource = {
    key: ['search', 'facets', keywords],
    load: () => call(api.search.page, { query: { keywords, page: 1, page_size: 100 } }, { silent: true }).then((r) => facetsFromGoods(r.data.list)),
  };
  const bar = <FilterBar facetSource={facetSource} filters={filters} onChange={onFilters} />;
  if (result.isSuccess && goods.length === 0)
    return (
      <>
        {bar}
        <Empty description={`没有找到“${keywords}”相关的商品`} />
      </>
    );
  return (
    <>
      {bar}
      {first && (
        <div className={styles.count} data-testid="phone-search-total">
          共 {first.total_capped ? `${first.total}+` : first.total} 个商品
        </div>
      )}
      {goods.map((g, i) => (
        // The first screen's rows at once: their pictures are those the server's drawing already loaded.
        <GoodsRow key={g.id} goods={g} eager={i < 6} />
      ))}
      <MoreOnScroll query={result} />
    </>
  );
}
