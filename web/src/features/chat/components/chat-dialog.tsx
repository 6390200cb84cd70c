import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Empty, Input, Modal, Spin, Upload } from 'antd';
import { PictureOutlined, ShoppingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_TEXT_MAX, chinaFormat, type ChatMessage } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import { uploadFile } from '../../../lib/uploads';
import { chatKeys, connectChat, conversationsQuery, loadHistory, markRead, openAccount, sendMessage } from '../api/chat';
import { closeChat, openChat, useChatTarget } from '../chat-store';
import styles from './chat-dialog.module.css';

/** Adds messages to a list kept in id order, each once. */
function merge(list: ChatMessage[], more: ChatMessage[]) {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * 在线咨询: the member's conversations with shops on the left, the open one on the right. Messages arrive live over the
 * WebSocket while the dialog is open (resumed after the last id it has); text is shown as text, never as HTML.
 */
export function ChatDialog() {
  const target = useChatTarget();
  const client = useQueryClient();
  const open = target !== null;
  const shopId = target?.shopId ?? null;
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [olderMore, setOlderMore] = useState<Record<number, boolean>>({});
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const lastId = useRef(0);
  const conversationRef = useRef<number | null>(null);
  const pane = useRef<HTMLDivElement>(null);
  const conversations = useQuery({ ...conversationsQuery, enabled: open });

  // Opening a shop's conversation: the account (creates it), the latest messages, then read.
  const opened = useQuery({
    queryKey: [...chatKeys.all, 'open', shopId],
    queryFn: async () => {
      const account = await openAccount(shopId!);
      const page = await loadHistory(shopId!);
      void markRead(shopId!).then(() => client.invalidateQueries({ queryKey: chatKeys.unread }));
      return { account, page };
    },
    enabled: shopId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const conversationId = opened.data?.account.conversation_id ?? null;
  const shopName = opened.data?.account.shop.name ?? '';
  const messages = useMemo(
    () =>
      opened.data
        ? merge(
            opened.data.page.list,
            extra.filter((m) => m.conversation_id === conversationId),
          )
        : [],
    [opened.data, extra, conversationId],
  );
  const hasMore = conversationId !== null && (olderMore[conversationId] ?? opened.data?.page.has_more ?? false);
  const loading = opened.isFetching;

  useEffect(() => {
    conversationRef.current = conversationId;
    for (const m of opened.data?.page.list ?? []) lastId.current = Math.max(lastId.current, m.id);
  }, [conversationId, opened.data]);
  useEffect(() => {
    requestAnimationFrame(() => pane.current?.scrollTo({ top: pane.current.scrollHeight }));
  }, [messages.length]);

  const onPush = useCallback(
    (m: ChatMessage) => {
      lastId.current = Math.max(lastId.current, m.id);
      setExtra((list) => merge(list, [m]));
      if (m.conversation_id === conversationRef.current && m.sender === 'shop' && shopId !== null) void markRead(shopId);
      void client.invalidateQueries({ queryKey: chatKeys.conversations });
    },
    [client, shopId],
  );

  // The socket lives while the dialog is open.
  useEffect(() => {
    if (!open) return;
    return connectChat(onPush, () => lastId.current);
  }, [open, onPush]);

  const send = async (body: { kind: ChatMessage['kind']; text?: string; image?: string; ref_id?: number }) => {
    if (shopId === null) return;
    setSending(true);
    try {
      const m = await sendMessage({ sjly_id: shopId, ...body });
      onPush(m);
      if (body.kind === 'text') setText('');
    } catch {
      // The request client has shown the server's message (rate limit, bad input).
    } finally {
      setSending(false);
    }
  };

  const older = async () => {
    if (shopId === null || conversationId === null || messages.length === 0) return;
    const page = await loadHistory(shopId, messages[0]!.id);
    setExtra((list) => merge(list, page.list));
    setOlderMore((o) => ({ ...o, [conversationId]: page.has_more }));
  };

  return (
    <Modal
      open={open}
      onCancel={closeChat}
      footer={null}
      width={880}
      title={`在线咨询${shopName ? ` · ${shopName}` : ''}`}
      destroyOnHidden
      className={styles.modal}
      data-testid="chat-dialog"
    >
      <div className={styles.body}>
        <ul className={styles.list}>
          {(conversations.data ?? []).map((c) => (
            <li key={c.conversation_id}>
              <button
                type="button"
                className={c.shop_id === shopId ? `${styles.conv} ${styles.active}` : styles.conv}
                onClick={() => openChat({ shopId: c.shop_id })}
              >
                <Badge count={c.shop_id === shopId ? 0 : c.unread} size="small" offset={[6, 0]}>
                  <span className={styles.shop}>{c.shop}</span>
                </Badge>
                <span className={styles.last}>{c.last_text || '暂无消息'}</span>
              </button>
            </li>
          ))}
        </ul>
        <section className={styles.chat}>
          <div ref={pane} className={styles.pane} data-testid="chat-messages" data-conversation={conversationId ?? ''}>
            {loading ? <Spin className={styles.center} /> : null}
            {hasMore ? (
              <button type="button" className={styles.more} onClick={() => void older()}>
                查看更早的消息
              </button>
            ) : null}
            {!loading && messages.length === 0 ? <Empty className={styles.center} description="有问题请直接留言，店铺客服会尽快回复" /> : null}
            {messages.map((m) => (
              <Bubble key={m.id} m={m} />
            ))}
          </div>
          {target?.goodsId ? (
            <div className={styles.context}>
              <Button
                size="small"
                icon={<ShoppingOutlined />}
                onClick={() => void send({ kind: 'goods', ref_id: target.goodsId })}
                data-testid="chat-send-goods"
              >
                发送正在看的商品
              </Button>
            </div>
          ) : null}
          {target?.orderId ? (
            <div className={styles.context}>
              <Button size="small" onClick={() => void send({ kind: 'order', ref_id: target.orderId })} data-testid="chat-send-order">
                发送这个订单
              </Button>
            </div>
          ) : null}
          <div className={styles.compose}>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={CHAT_TEXT_MAX}
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder="输入消息，Enter 发送，Shift+Enter 换行"
              onPressEnter={(e) => {
                if (e.shiftKey) return;
                e.preventDefault();
                if (text.trim()) void send({ kind: 'text', text });
              }}
              aria-label="消息内容"
            />
            <div className={styles.actions}>
              <Upload
                accept="image/jpeg,image/png,image/webp"
                showUploadList={false}
                beforeUpload={(file) => {
                  void uploadFile(file).then((u) => send({ kind: 'image', image: u.url }));
                  return false;
                }}
              >
                <Button icon={<PictureOutlined />} aria-label="发送图片" />
              </Upload>
              <Button
                type="primary"
                loading={sending}
                disabled={!text.trim()}
                onClick={() => void send({ kind: 'text', text })}
                data-testid="chat-send"
              >
                发送
              </Button>
            </div>
          </div>
        </section>
      </div>
    </Modal>
  );
}

function Bubble({ m }: { m: ChatMessage }) {
  const mine = m.sender === 'member';
  return (
    <div className={mine ? `${styles.row} ${styles.mine}` : styles.row} data-testid="chat-message" data-sender={m.sender}>
      <div className={styles.meta}>
        {m.sender_name} · {chinaFormat(m.created_at, 'MM-DD HH:mm')}
      </div>
      <div className={styles.bubble}>
        {m.kind === 'text' ? <span className={styles.text}>{m.text}</span> : null}
        {m.kind === 'image' && m.image ? (
          <a href={m.image} target="_blank" rel="noreferrer">
            <img src={m.image} alt="图片" className={styles.image} />
          </a>
        ) : null}
        {m.card ? (
          <Link to={m.card.link} className={styles.card} onClick={closeChat}>
            {m.card.image ? <img src={m.card.image} alt="" /> : null}
            <span>
              <strong>{m.card.title}</strong>
              <small>{m.card.subtitle}</small>
              {m.card.amount !== null ? <em>{formatMoney(m.card.amount)}</em> : null}
            </span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
