import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Popup, Selector, Switch } from 'antd-mobile';
import type { FacetSource, SearchFilters } from './search-filters';
import styles from './search.module.css';

/** 筛选: narrowing a search (有货, 近效期, 厂家, 剂型) in a bottom sheet; 确定 applies, 重置 clears the draft. */
export default function FilterSheet({
  facetSource,
  filters,
  onDone,
  onClose,
}: {
  facetSource: FacetSource;
  filters: SearchFilters;
  onDone: (f: SearchFilters) => void;
  onClose: () => void;
}) {
  // Asked for when the sheet opens, not with every list: they are not worth a phone's line until someone narrows.
  const facetQuery = useQuery({ queryKey: facetSource.key, queryFn: facetSource.load, staleTime: 5 * 60_000 });
  const facets = facetQuery.data ?? { sccj: [], jx: [] };
  const [draft, setDraft] = useState(filters);
  const pick = (key: 'sccj' | 'jx', values: string[]) => {
    const { [key]: _old, ...rest } = draft;
    setDraft(values[0] ? { ...rest, [key]: values[0] } : rest);
  };
  const flag = (key: 'in_stock' | 'near_expiry', on: boolean) => {
    const { [key]: _old, ...rest } = draft;
    setDraft(on ? { ...rest, [key]: '1' } : rest);
  };
  return (
    <Popup visible onMaskClick={onClose} position="bottom" bodyClassName={styles.sheet}>
      <div data-testid="phone-search-filters">
        <div className={styles.sheetRow}>
          <span>只看有货</span>
          <Switch checked={draft.in_stock === '1'} onChange={(on) => flag('in_stock', on)} aria-label="只看有货" />
        </div>
        <div className={styles.sheetRow}>
          <span>近效期</span>
          <Switch checked={draft.near_expiry === '1'} onChange={(on) => flag('near_expiry', on)} aria-label="近效期" />
        </div>
        {facetQuery.isPending ? <div className={styles.sheetRow}>厂家、剂型加载中…</div> : null}
        {facets.sccj.length > 0 && (
          <section>
            <h3 className={styles.sheetHead}>生产厂家</h3>
            <Selector
              options={facets.sccj.slice(0, 30).map((v) => ({ label: v, value: v }))}
              value={draft.sccj ? [draft.sccj] : []}
              onChange={(v) => pick('sccj', v)}
            />
          </section>
        )}
        {facets.jx.length > 0 && (
          <section>
            <h3 className={styles.sheetHead}>剂型</h3>
            <Selector
              options={facets.jx.slice(0, 30).map((v) => ({ label: v, value: v }))}
              value={draft.jx ? [draft.jx] : []}
              onChange={(v) => pick('jx', v)}
            />
          </section>
        )}
        <div className={styles.sheetActions}>
          <Button block onClick={() => setDraft({ sort: draft.sort, ...(draft.order ? { order: draft.order } : {}) })}>
            重置
          </Button>
          <Button block color="primary" onClick={() => onDone(draft)}>
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}
