import { useState } from 'react';
import { chinaMinute } from '@yaocai/contract';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, List, Modal, Pagination, Segmented, Tag } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { messagesQuery, MESSAGES_PAGE_SIZE, openMessage, readAllMessages, type MessageView } from '../api/messages';
import { messagesText as t } from '../text';
import styles from './message-centre.module.css';
import { USER_BASE_QUERY_KEY } from '../../../lib/query-keys';

const when = (iso: string) => chinaMinute(iso);

/** /wdxx: messages with unread dots; opening one marks it read; 全部已读. The header's message_count follows. */
export function MessageCentre() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('unread') === '1';
  const { data, isFetching } = useQuery(messagesQuery(page, unreadOnly));
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState<MessageView | null>(null);

  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['messages'] }), qc.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY })]);
  const go = (next: { page?: number; unread?: boolean }) => {
    const p = new URLSearchParams();
    if ((next.unread ?? unreadOnly) === true) p.set('unread', '1');
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const show = async (m: MessageView) => {
    setOpen(m);
    try {
      const full = await openMessage(m.id);
      setOpen(full);
      if (!m.is_read) await refresh();
    } catch {
      setOpen(null);
    }
  };

  const readAll = async () => {
    try {
      await readAllMessages();
      message.success(t.readAllDone);
      await refresh();
    } catch {
      // the common handler shows it
    }
  };

  return (
    <section className={styles.card} data-testid="message-centre">
      <div className={styles.head}>
        <h3 className={styles.title}>{t.title}</h3>
        <Segmented
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => go({ unread: v === 'unread' })}
          options={[
            { value: 'all', label: t.all },
            { value: 'unread', label: data?.unread ? `${t.unread}（${data.unread}）` : t.unread },
          ]}
        />
        <Button onClick={readAll} disabled={!data?.unread} data-testid="messages-read-all">
          {t.readAll}
        </Button>
      </div>
      {data && data.list.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <List<MessageView>
          loading={!data || isFetching}
          dataSource={data?.list ?? []}
          renderItem={(m) => (
            <List.Item className={styles.item} onClick={() => void show(m)} data-testid="message-row" data-read={m.is_read}>
              <Badge dot={!m.is_read} offset={[-2, 4]}>
                <span className={m.is_read ? styles.read : styles.unreadTitle}>{m.title}</span>
              </Badge>
              <Tag className={styles.type}>{t.types[m.type] ?? m.type}</Tag>
              <span className={styles.time}>{when(m.created_at)}</span>
            </List.Item>
          )}
        />
      )}
      {data && data.total > MESSAGES_PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={MESSAGES_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => go({ page: p })}
        />
      )}
      <Modal
        open={!!open}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={
          <Button type="primary" onClick={() => setOpen(null)}>
            {t.close}
          </Button>
        }
      >
        {open && (
          <>
            <p className={styles.modalTime}>{when(open.created_at)}</p>
            <p className={styles.body} data-testid="message-body">
              {open.body}
            </p>
          </>
        )}
      </Modal>
    </section>
  );
}
