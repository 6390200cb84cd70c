import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, ErrorBlock, Popup, Tabs, Tag, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaMinute, PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { USER_KEY } from '../../lib/query-client';
import { messagesText as t } from './text';
import styles from './messages.module.css';

type Message = OutputOf<typeof api.messages.open>;
const PAGE_SIZE = 20;
const MESSAGES_KEY = ['messages'] as const;

/**
 * /wdxx on a phone: 全部 / 未读 (the tab in the address), an endless list with unread ones dotted and bold; tapping one
 * opens it in a sheet and marks it read (the server's GET does); 全部已读. The member centre's badge follows.
 */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const [open, setOpen] = useState<Message | null>(null);
  const messages = useInfiniteQuery({
    queryKey: [...MESSAGES_KEY, unreadOnly],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.messages.list, { query: { page: pageParam, page_size: PAGE_SIZE, unread: unreadOnly ? 1 : 0 } }),
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const list = messages.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = messages.data?.pages[0]?.unread ?? 0;
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: MESSAGES_KEY }), qc.invalidateQueries({ queryKey: USER_KEY })]);

  const show = useMutation({
    mutationFn: (m: Message) => call(api.messages.open, { params: { id: m.id } }),
    onMutate: (m) => setOpen(m),
    onSuccess: async (full, m) => {
      setOpen(full);
      if (!m.is_read) await refresh();
    },
    onError: () => setOpen(null),
  });
  const readAll = useMutation({
    mutationFn: () => call(api.messages.readAll),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.readAllDone });
      await refresh();
    },
  });

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <div className={styles.bar}>
        <Tabs activeKey={unreadOnly ? 'unread' : 'all'} onChange={(k) => setParams(k === 'unread' ? { unread: '1' } : {}, { replace: true })}>
          <Tabs.Tab key="all" title={t.all} />
          <Tabs.Tab key="unread" title={unread ? `${t.unread}(${unread > 99 ? '99+' : unread})` : t.unread} />
        </Tabs>
        <button type="button" className={styles.readAll} disabled={!unread || readAll.isPending} onClick={() => readAll.mutate()}>
          {t.readAll}
        </button>
      </div>
      {messages.isError && list.length === 0 && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {messages.isSuccess && list.length === 0 && <Empty description={unreadOnly ? t.emptyUnread : t.empty} />}
      {list.map((m) => (
        <button
          type="button"
          key={m.id}
          className={`${styles.item} ${m.is_read ? '' : styles.unread}`}
          onClick={() => show.mutate(m)}
          data-testid="phone-message"
          data-read={m.is_read}
        >
          <div className={styles.line}>
            {m.is_read ? null : <span className={styles.dot} aria-label="未读" />}
            <span className={styles.title}>{m.title}</span>
            <Tag fill="outline">{t.types[m.type] ?? m.type}</Tag>
          </div>
          <div className={styles.preview}>{m.body}</div>
          <div className={styles.meta}>
            <span>{chinaMinute(m.created_at)}</span>
          </div>
        </button>
      ))}
      <MoreOnScroll query={messages} />
      <Popup visible={!!open} onMaskClick={() => setOpen(null)} onClose={() => setOpen(null)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        {open && (
          <div className={styles.sheet} data-testid="phone-message-open">
            <h3 className={styles.sheetTitle}>{open.title}</h3>
            <div className={styles.sheetTime}>
              {t.types[open.type] ?? open.type} · {chinaMinute(open.created_at)}
            </div>
            <p className={styles.sheetBody}>{open.body}</p>
            <Button block color="primary" onClick={() => setOpen(null)}>
              {t.close}
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}
