import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Empty, Flex, Input, List, Radio, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChatSendBody, CHAT_TEXT_MAX, formatYuan, type AdminConversation, type ChatMessage } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { GoodsSelect, GoodsSourceProvider } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { call } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { connectConsoleChat } from '../../lib/chat-socket';
import { useCatalogOptions } from '../../lib/reference-data';
import { checkWith } from '../../lib/schema-form';
import { useCanWrite, useMerchantCanWrite } from '../../lib/session';

const KEY = ['console', 'chat'] as const;

const merge = (list: ChatMessage[], more: ChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** A merchant's 客服 works its own shop's chats: its calls and live socket, no shop to choose. */
export function MerchantChatPage() {
  return <ChatPage merchant />;
}

/** 客服消息: members' conversations with the shops, answered live as the shop's service staff. */
export default function ChatPage({ merchant = false }: { merchant?: boolean }) {
  const platformWrites = useCanWrite('service');
  const merchantWrites = useMerchantCanWrite('service');
  const canWrite = merchant ? merchantWrites : platformWrites;
  const base = merchant ? '/merchant/im' : '/im';
  // The audience's conversations: a merchant's own shop's, or every shop's for the platform.
  const chat = merchant ? api.chatMerchant : api.chatConsole;
  const client = useQueryClient();
  const { shops } = useCatalogOptions();
  const [shopId, setShopId] = useState<number | undefined>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const pane = useRef<HTMLDivElement>(null);
  const openRef = useRef<number | null>(null);
  const list = useQuery({
    queryKey: [...KEY, 'list', base, shopId, unreadOnly],
    queryFn: ({ signal }) => call(chat.conversations, { query: { shop_id: shopId, unread: unreadOnly ? 1 : undefined, page_size: 50 } }, { signal }),
    refetchInterval: 30_000,
  });
  const current = list.data?.list.find((c) => c.id === openId);
  const scrollDown = () => requestAnimationFrame(() => pane.current?.scrollTo({ top: pane.current.scrollHeight }));

  const openConversation = async (id: number) => {
    openRef.current = id;
    setOpenId(id);
    setMessages([]);
    const page = await call(chat.messages, { params: { id }, query: { limit: 50 } });
    if (openRef.current !== id) return;
    setMessages(page.list);
    scrollDown();
    if (canWrite) await call(chat.read, { params: { id } });
    void client.invalidateQueries({ queryKey: KEY });
  };

  const onMessage = useCallback(
    (m: ChatMessage) => {
      if (m.conversation_id === openRef.current) {
        setMessages((l) => merge(l, [m]));
        scrollDown();
        if (m.sender === 'member' && canWrite) void call(chat.read, { params: { id: m.conversation_id } });
      }
      void client.invalidateQueries({ queryKey: KEY });
    },
    [client, canWrite, chat],
  );
  // The last message id seen, kept across reconnections and re-subscriptions: each resumes after it.
  const lastSeen = useRef(0);
  useEffect(
    () =>
      connectConsoleChat(
        (m) => {
          lastSeen.current = Math.max(lastSeen.current, m.id);
          onMessage(m);
        },
        () => lastSeen.current,
        `/admin/api${base}/ws`,
      ),
    [onMessage, base],
  );

  const send = async (body: { kind: 'text' | 'goods'; text?: string; ref_id?: number }) => {
    if (openId === null) return;
    const checked = checkWith(adminChatSendBody, body);
    if (!checked.ok) {
      feedback.message?.error(checked.fields[0]?.errors[0] ?? '请检查填写内容');
      return;
    }
    setBusy(true);
    try {
      const data = await call(chat.send, { params: { id: openId }, body });
      onMessage(data);
      if (body.kind === 'text') setText('');
      else setGoodsId(undefined);
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle title="客服消息">
        {merchant
          ? '会员对本店铺的在线咨询，实时收发；回复以本店客服身份发出。'
          : '会员与店铺的在线咨询，实时收发；回复以店铺客服身份发出并记入操作日志。'}
      </PageTitle>
      <Flex gap={16} align="stretch">
        <Card style={{ width: 340 }} styles={{ body: { padding: 0 } }}>
          <Flex vertical gap={8} style={{ padding: 12 }}>
            {merchant ? null : (
              <Select
                allowClear
                placeholder="全部店铺"
                value={shopId}
                onChange={setShopId}
                options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
              />
            )}
            <Radio.Group
              optionType="button"
              value={unreadOnly ? 'unread' : 'all'}
              onChange={(e) => setUnreadOnly(e.target.value === 'unread')}
              options={[
                { value: 'all', label: '全部会话' },
                { value: 'unread', label: '未读' },
              ]}
            />
          </Flex>
          <List<AdminConversation>
            loading={list.isFetching && !list.data}
            dataSource={list.data?.list}
            locale={{ emptyText: '暂无会话' }}
            style={{ maxHeight: 560, overflowY: 'auto' }}
            renderItem={(c) => (
              <List.Item
                onClick={() => void openConversation(c.id)}
                style={{ cursor: 'pointer', padding: '10px 12px', background: c.id === openId ? '#e6f4ee' : undefined }}
                data-testid="chat-conversation"
              >
                <List.Item.Meta
                  title={
                    <Flex justify="space-between">
                      <Badge count={c.unread} size="small" offset={[8, 0]}>
                        <span>{c.company}</span>
                      </Badge>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {chinaTime(c.last_at, 'MM-DD HH:mm')}
                      </Typography.Text>
                    </Flex>
                  }
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
                      【{c.shop}】{c.last_text}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
        <Card style={{ flex: 1 }} title={current ? `${current.company}（${current.phone}） · ${current.shop}` : '选择左侧会话'}>
          {openId === null ? (
            <Empty description="选择一个会话开始回复" />
          ) : (
            <>
              <div
                ref={pane}
                style={{ height: 420, overflowY: 'auto', background: '#f5f6f7', padding: 12, borderRadius: 6 }}
                data-testid="console-chat-messages"
              >
                {messages.map((m) => (
                  <Flex
                    key={m.id}
                    vertical
                    align={m.sender === 'shop' ? 'flex-end' : 'flex-start'}
                    style={{ marginBottom: 10 }}
                    data-sender={m.sender}
                  >
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {m.sender_name} · {chinaTime(m.created_at, 'MM-DD HH:mm')}
                    </Typography.Text>
                    <div style={{ maxWidth: '70%', padding: '8px 12px', borderRadius: 8, background: m.sender === 'shop' ? '#d9f2e6' : '#fff' }}>
                      {m.kind === 'text' ? <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.text}</span> : null}
                      {m.kind === 'image' && m.image ? (
                        <a href={m.image} target="_blank" rel="noreferrer">
                          <img src={m.image} alt="图片" style={{ maxWidth: 200, maxHeight: 200 }} />
                        </a>
                      ) : null}
                      {m.card ? (
                        <a href={m.card.link} target="_blank" rel="noreferrer">
                          {m.card.title} {m.card.subtitle} {m.card.amount !== null ? formatYuan(m.card.amount) : ''}
                        </a>
                      ) : null}
                    </div>
                  </Flex>
                ))}
              </div>
              {canWrite ? (
                <Flex vertical gap={8} style={{ marginTop: 12 }}>
                  <Input.TextArea
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    maxLength={CHAT_TEXT_MAX}
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    placeholder="回复内容，Enter 发送，Shift+Enter 换行"
                    onPressEnter={(e) => {
                      if (e.shiftKey) return;
                      e.preventDefault();
                      if (text.trim()) void send({ kind: 'text', text });
                    }}
                    aria-label="回复内容"
                  />
                  <Flex gap={8}>
                    <div style={{ flex: 1 }}>
                      <GoodsSourceProvider value={merchant ? '/merchant/goods' : '/goods'}>
                        <GoodsSelect shopId={current?.shop_id} value={goodsId} onChange={(v) => setGoodsId(v as number)} testId="chat-goods" />
                      </GoodsSourceProvider>
                    </div>
                    <Space>
                      <Button disabled={!goodsId} loading={busy} onClick={() => void send({ kind: 'goods', ref_id: goodsId })}>
                        发送商品
                      </Button>
                      <Button
                        type="primary"
                        disabled={!text.trim()}
                        loading={busy}
                        onClick={() => void send({ kind: 'text', text })}
                        data-testid="console-chat-send"
                      >
                        发送
                      </Button>
                    </Space>
                  </Flex>
                </Flex>
              ) : null}
            </>
          )}
        </Card>
      </Flex>
    </>
  );
}
