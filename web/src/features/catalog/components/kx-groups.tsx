import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import type { KxGroupCard } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { kxAdsQuery, kxGroupQuery, kxGroupsQuery } from '../api/goods';
import { catalogText as t } from '../text';
import { ZoneHeader } from './zone-header';
import styles from './kx-groups.module.css';

/** A group's address: /kxzq/goods/{url}/{ads}, its banners named in the last segment. */
export function kxGroupHref(g: Pick<KxGroupCard, 'url' | 'ad_ids'>): string {
  return `/kxzq/goods/${g.url}${g.ad_ids.length > 0 ? `/${g.ad_ids.join(',')}` : ''}`;
}

/** The 控销 groups as cards under the zone heading; the open one marked. Nothing when there are none. */
export function KxGroupNav({ current }: { current?: string }) {
  const { data } = useQuery(kxGroupsQuery);
  if (!data || data.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t.kxGroups} data-testid="kx-group-nav">
      {data.map((g) => (
        <Link
          key={g.id}
          to={kxGroupHref(g)}
          className={g.url === current ? `${styles.group} ${styles.current}` : styles.group}
          data-testid="kx-group-link"
          data-url={g.url}
        >
          <span className={styles.images}>
            {g.images.slice(0, 3).map((src) => (
              <img key={src} src={src} alt="" loading="lazy" />
            ))}
          </span>
          <span className={styles.text}>
            <strong>{g.title}</strong>
            <small>{g.subtitle}</small>
            <em>{t.kxGroupCount(g.goods_count)}</em>
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** /kxzq/goods/{url}/{ads?}: the group's name and what it is, the banners its address names, then the groups. */
export function KxGroupHeading({ url, ads }: { url: string; ads: number[] }) {
  const group = useQuery(kxGroupQuery(url));
  const banners = useQuery(kxAdsQuery(ads)).data ?? [];
  if (group.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!group.data)
    return (
      <div data-testid="kx-group-missing">
        <EmptyState text={t.kxGroupMissing}>
          <Link to="/kxzq">
            <Button type="primary">{t.kxBack}</Button>
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div data-testid="kx-group-heading">
      <ZoneHeader zone={{ key: 'kxzq', title: '' }} title={group.data.title} />
      <p className={styles.intro}>
        <span className={styles.subtitle}>{group.data.subtitle}</span>
        {group.data.intro}
      </p>
      {banners.length > 0 && (
        <div className={styles.ads} data-testid="kx-group-ads">
          {banners.map((b) => (
            <Link key={b.id} to={b.url || '/kxdl'} className={styles.ad}>
              <img src={b.image} alt={b.name} />
            </Link>
          ))}
        </div>
      )}
      <KxGroupNav current={url} />
    </div>
  );
}
