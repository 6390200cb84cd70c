import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DotLoading, List } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import type { ShopInfo } from '@yaocai/contract';
import { DocumentList } from '../../components/document-list';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useOpen } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { contentText as t } from './text';
import styles from './content.module.css';

const place = (s: ShopInfo) => `${s.province}${s.city === s.province ? '' : s.city}`;
const detailHref = (id: number) => `/help/us/linkDetails?id=${id}`;

/** /help/us/link (under its article) and /help/us/linkDetails without a merchant: every merchant's first-camp numbers. */
export function FirstCampList() {
  const open = useOpen();
  const shops = useInfiniteQuery({
    queryKey: ['first-camp', 'list'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.catalog.firstCamp, { query: { page: pageParam, page_size: 10 } }),
    getNextPageParam: nextPageOf,
  });
  const list = shops.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <List mode="card" header={t.firstCampTitle} data-testid="phone-first-camp-list">
        {list.map((s) => (
          <List.Item
            key={s.id}
            onClick={() => open(detailHref(s.id))}
            description={
              <>
                <div>
                  {t.licenceNo} {s.licence_no}
                </div>
                <div>
                  {t.gsp} {s.gsp_cert_no}
                </div>
              </>
            }
            extra={place(s)}
          >
            {s.name}
          </List.Item>
        ))}
      </List>
      <MoreOnScroll query={shops} />
    </>
  );
}

/** /help/us/linkDetails?id=: one merchant's licences and agreements (the files open once signed in); else the list. */
export function FirstCampMerchant({ id, signedIn, loginHref }: { id: number; signedIn: boolean; loginHref: string }) {
  const shop = useQuery({
    queryKey: ['merchant', id],
    queryFn: () => call(api.catalog.shop, { query: { id } }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
  const documents = useQuery({
    queryKey: ['first-camp', 'shop', id],
    queryFn: () => call(api.firstCamp.shop, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
  if (id > 0 && shop.isPending)
    return (
      <div className="yc-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (!shop.data) return <FirstCampList />;
  const s = shop.data;
  return (
    <div data-testid="phone-first-camp-detail">
      <List mode="card" header={t.firstCampDetail(s.name)}>
        <List.Item extra={s.name}>{t.company}</List.Item>
        <List.Item extra={place(s)}>{t.location}</List.Item>
        <List.Item extra={s.business_licence_no}>{t.creditCode}</List.Item>
        <List.Item extra={s.licence_no}>{t.licenceNo}</List.Item>
        <List.Item extra={s.gsp_cert_no}>{t.gsp}</List.Item>
        {s.description ? <List.Item description={s.description}>{t.intro}</List.Item> : null}
      </List>
      <section className={styles.card}>
        {documents.isPending ? (
          <DotLoading color="primary" />
        ) : (
          <DocumentList header={t.documents} list={documents.data ?? []} signedIn={signedIn} loginHref={loginHref} />
        )}
        <p className={styles.note}>{t.firstCampNote}</p>
      </section>
    </div>
  );
}
