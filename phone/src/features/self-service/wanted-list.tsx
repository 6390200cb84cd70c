import { Link, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Empty, Tabs, Tag, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES, WANTED_STATUS, WANTED_STATUS_NAMES, type WantedView } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { wantedText as t } from './wanted-text';
import styles from './self-service.module.css';

export const STATUS_COLORS: Record<number, 'warning' | 'success' | 'default'> = { 0: 'warning', 1: 'success', 2: 'default', 3: 'default' };
const TABS = [{ key: 'all', title: t.all }, ...Object.entries(WANTED_STATUS_NAMES).map(([key, title]) => ({ key, title }))];
export const infoHref = (id: number) => `/pzqg/info?id=${id}`;
export const priceText = (fen: number | null) => (fen === null ? t.negotiable : yuan(fen));

async function wantedPage(page: number, status: number | undefined) {
  return call(api.wanted.list, { query: { page, page_size: 10, ...(status === undefined ? {} : { status }) } });
}

/** /pzqg on a phone: the member's wanted-variety requests by state, with the platform's answers; 撤销 while pending. */
export function WantedList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const raw = params.get('status');
  const status = raw !== null && raw in WANTED_STATUS_NAMES ? Number(raw) : undefined;
  const wanted = useInfiniteQuery({
    queryKey: ['wanted', 'list', 'phone', status ?? 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => wantedPage(pageParam, status),
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => call(api.wanted.cancel, { params: { id } }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.withdrawn });
      await qc.invalidateQueries({ queryKey: ['wanted'] });
    },
  });
  const list = wanted.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <Tabs
        className={styles.sticky}
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(k) => setParams(k === 'all' ? {} : { status: k }, { replace: true })}
      >
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
      <p className={styles.intro}>{t.intro}</p>
      {wanted.isSuccess && list.length === 0 && <Empty description={t.empty} />}
      {list.map((w) => (
        <WantedCard
          key={w.id}
          w={w}
          onWithdraw={() =>
            void Dialog.confirm({ content: t.withdrawConfirm, confirmText: t.confirm, cancelText: t.cancel, onConfirm: () => withdraw.mutate(w.id) })
          }
        />
      ))}
      {(wanted.isPending || list.length > 0) && <MoreOnScroll query={wanted} />}
      <div className={styles.footer}>
        <Button block color="primary" size="large" onClick={() => navigate('/pzqg/add')} data-testid="phone-wanted-add">
          {t.addTitle}
        </Button>
      </div>
    </div>
  );
}

function WantedCard({ w, onWithdraw }: { w: WantedView; onWithdraw: () => void }) {
  return (
    <section className={styles.card} data-testid="phone-wanted" data-name={w.name}>
      <Link to={infoHref(w.id)}>
        <div className={styles.head}>
          <span className={styles.name}>{w.name}</span>
          <Tag color={STATUS_COLORS[w.status]} fill="outline">
            {w.status_name}
          </Tag>
        </div>
        <div className={styles.facts}>
          {[w.spec, w.maker].filter(Boolean).join(' · ') || '—'}
          <br />
          {t.quantity} {w.quantity}
          {w.unit} · {t.price} {priceText(w.expected_price)}
        </div>
      </Link>
      <div className={styles.actions}>
        <span className={styles.muted}>{chinaMinute(w.created_at)}</span>
        {w.status === WANTED_STATUS.pending && (
          <button type="button" className={styles.action} onClick={onWithdraw}>
            {t.withdraw}
          </button>
        )}
      </div>
    </section>
  );
}
