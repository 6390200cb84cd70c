import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, ImageViewer, TextArea, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { PictureOutline } from 'antd-mobile-icons';
import { CHAT_TEXT_MAX, chinaFormat, hasPhonePage, type ChatMessage } from '@yaocai/contract';
import { useBack } from '../../lib/navigation';
import { yuan } from '../../lib/money';
import { photoProblem, uploadPhoto } from '../../lib/photo';
import { useUser } from '../../lib/user';
import { chatKeys, connectChat, loadHistory, markRead, mergeMessages, openAccount, sendMessage } from './chat-api';
import { useViewportBox } from './use-viewport-box';
import styles from './chat.module.css';

/**
 * /chat/:shopId — a conversation with a shop, full screen (phone only; the desktop has its 在线咨询 dialog): the
 * messages, newest at the bottom, arriving live over the socket; text (as text, never HTML), a picture from the camera
 * or album, and the goods or order the buyer came from as a card. The page is as tall as what the keyboard leaves, so
 * the input always shows above it.
 */
export default function ChatPage() {
  const shopId = Number(useParams().shopId);
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goods')) || undefined;
  const orderId = Number(params.get('order')) || undefined;
  const { pathname, search } = useLocation();
  const user = useUser();
  const back = useBack('/chat');
  const box = useViewportBox();
  const signedIn = user.data?.show === 1;

  // A guest signs in first and comes back to this conversation.
  if (user.isSuccess && !signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <div className={styles.chat} style={box} data-testid="phone-chat">
      {shopId > 0 && signedIn ? (
        <Conversation shopId={shopId} goodsId={goodsId} orderId={orderId} onBack={back} />
      ) : (
        <>
          <NavBar onBack={back}>在线咨询</NavBar>
          {shopId > 0 ? (
            <div className="yc-loading">加载中…</div>
          ) : (
            <ErrorBlock status="empty" title="店铺不存在" description="请从商品或订单联系商家" />
          )}
        </>
      )}
    </div>
  );
}

function Conversation({ shopId, goodsId, orderId, onBack }: { shopId: number; goodsId?: number; orderId?: number; onBack: () => void }) {
  const client = useQueryClient();
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [olderMore, setOlderMore] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState(false);
  const [offered, setOffered] = useState({ goods: !!goodsId, order: !!orderId });
  const lastId = useRef(0);
  const pane = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const stick = useRef(true);

  // Opening: the account (creates the conversation), the latest messages, then read.
  const opened = useQuery({
    queryKey: [...chatKeys.all, 'open', shopId],
    queryFn: async () => {
      const account = await openAccount(shopId);
      const page = await loadHistory(shopId);
      void markRead(shopId).then(() => {
        // Not chatKeys.all: that holds this very query, which would open (and read) again, and again.
        void client.invalidateQueries({ queryKey: chatKeys.unread });
        void client.invalidateQueries({ queryKey: chatKeys.conversations });
      });
      return { account, page };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const conversationId = opened.data?.account.conversation_id ?? null;
  const messages = useMemo(
    () =>
      opened.data
        ? mergeMessages(
            opened.data.page.list,
            extra.filter((m) => m.conversation_id === conversationId),
          )
        : [],
    [opened.data, extra, conversationId],
  );
  const hasMore = olderMore ?? opened.data?.page.has_more ?? false;

  const onPush = useCallback(
    (m: ChatMessage) => {
      lastId.current = Math.max(lastId.current, m.id);
      setExtra((list) => mergeMessages(list, [m]));
      if (m.conversation_id === conversationId && m.sender === 'shop') {
        void markRead(shopId).then(() => client.invalidateQueries({ queryKey: chatKeys.unread }));
      }
      void client.invalidateQueries({ queryKey: chatKeys.conversations });
    },
    [client, conversationId, shopId],
  );

  // The socket opens once the history is in (it resumes after the newest message shown) and lives with the page.
  useEffect(() => {
    if (conversationId === null) return;
    for (const m of opened.data?.page.list ?? []) lastId.current = Math.max(lastId.current, m.id);
    return connectChat(onPush, () => lastId.current, setLive);
  }, [conversationId, opened.data, onPush]);

  // New messages (and the keyboard taking room) keep the newest in view, unless the buyer has scrolled back to read.
  useLayoutEffect(() => {
    const el = pane.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  });

  const send = async (body: { kind: ChatMessage['kind']; text?: string; image?: string; ref_id?: number }) => {
    setSending(true);
    try {
      const m = await sendMessage({ sjly_id: shopId, ...body });
      stick.current = true;
      onPush(m);
      if (body.kind === 'text') setText('');
      if (body.kind === 'goods') setOffered((o) => ({ ...o, goods: false }));
      if (body.kind === 'order') setOffered((o) => ({ ...o, order: false }));
    } catch {
      // the request client has shown the server's message (rate limit, bad input)
    } finally {
      setSending(false);
    }
  };

  const sendPicture = async (f: File | undefined) => {
    if (!f) return;
    const problem = photoProblem(f);
    if (problem || f.type === 'application/pdf') return void Toast.show({ icon: 'fail', content: problem ?? '请选择图片' });
    setSending(true);
    try {
      const stored = await uploadPhoto(f);
      await send({ kind: 'image', image: stored.url });
    } catch (e) {
      if (e instanceof Error && !('kind' in e)) Toast.show({ icon: 'fail', content: e.message });
    } finally {
      setSending(false);
      if (file.current) file.current.value = '';
    }
  };

  const older = async () => {
    const first = messages[0];
    if (!first) return;
    stick.current = false;
    const page = await loadHistory(shopId, first.id);
    setExtra((list) => mergeMessages(list, page.list));
    setOlderMore(page.has_more);
  };

  return (
    <>
      <NavBar onBack={onBack} right={live ? null : <span className={styles.offline}>连接中</span>}>
        <span data-testid="phone-chat-shop">{opened.data?.account.shop.name ?? '在线咨询'}</span>
      </NavBar>
      <div
        ref={pane}
        className={styles.pane}
        data-testid="phone-chat-messages"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {opened.isPending && (
          <div className="yc-loading">
            <DotLoading color="primary" />
          </div>
        )}
        {opened.isError && <ErrorBlock status="default" title="暂时无法连接客服" description="请稍后再试" />}
        {hasMore && (
          <button type="button" className={styles.more} onClick={() => void older()}>
            查看更早的消息
          </button>
        )}
        {opened.isSuccess && messages.length === 0 && <div className={styles.hint}>有问题请直接留言，店铺客服会尽快回复</div>}
        {messages.map((m) => (
          <Bubble key={m.id} m={m} />
        ))}
      </div>
      {(offered.goods || offered.order) && opened.isSuccess && (
        <div className={styles.context}>
          {offered.goods && (
            <Button
              size="small"
              fill="outline"
              disabled={sending}
              onClick={() => void send({ kind: 'goods', ref_id: goodsId })}
              data-testid="phone-chat-send-goods"
            >
              发送正在看的商品
            </Button>
          )}
          {offered.order && (
            <Button
              size="small"
              fill="outline"
              disabled={sending}
              onClick={() => void send({ kind: 'order', ref_id: orderId })}
              data-testid="phone-chat-send-order"
            >
              发送这个订单
            </Button>
          )}
        </div>
      )}
      <div className={styles.compose}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="发送图片"
          disabled={!opened.isSuccess || sending}
          onClick={() => file.current?.click()}
        >
          <PictureOutline fontSize={26} />
        </button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void sendPicture(e.target.files?.[0])}
          data-testid="phone-chat-picture"
        />
        <div className={styles.input}>
          <label htmlFor="phone-chat-input" className={styles.srOnly}>
            消息内容
          </label>
          <TextArea
            id="phone-chat-input"
            value={text}
            onChange={setText}
            maxLength={CHAT_TEXT_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            rows={1}
            placeholder="输入消息"
            enterKeyHint="send"
            onFocus={() => {
              stick.current = true;
            }}
            onKeyDown={(e) => {
              // A hardware keyboard's Enter sends (Shift+Enter: a new line); a phone keyboard's return key sends too.
              if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              if (text.trim() && !sending) void send({ kind: 'text', text });
            }}
          />
        </div>
        <Button
          color="primary"
          size="small"
          className={styles.send}
          disabled={!text.trim() || !opened.isSuccess}
          loading={sending}
          onClick={() => void send({ kind: 'text', text })}
          data-testid="phone-chat-send"
        >
          发送
        </Button>
      </div>
    </>
  );
}

function Bubble({ m }: { m: ChatMessage }) {
  const mine = m.sender === 'member';
  const card = m.card;
  return (
    <div className={mine ? `${styles.row} ${styles.mine}` : styles.row} data-testid="phone-chat-message" data-sender={m.sender}>
      <div className={styles.meta}>
        {mine ? '' : `${m.sender_name} · `}
        {chinaFormat(m.created_at, 'MM-DD HH:mm')}
      </div>
      <div className={styles.bubble}>
        {m.kind === 'text' && <span className={styles.text}>{m.text}</span>}
        {m.kind === 'image' && m.image && (
          <button type="button" className={styles.imageButton} onClick={() => ImageViewer.show({ image: m.image! })} aria-label="查看图片">
            <img src={m.image} alt="图片" className={styles.image} />
          </button>
        )}
        {card && (
          <CardLink to={card.link}>
            {card.image ? <img src={card.image} alt="" /> : null}
            <span>
              <strong>{card.title}</strong>
              <small>{card.subtitle}</small>
              {card.amount !== null ? <em>{yuan(card.amount)}</em> : null}
            </span>
          </CardLink>
        )}
      </div>
    </div>
  );
}

/** A card opens its goods or order: the phone page where there is one, else the desktop page at that address. */
function CardLink({ to, children }: { to: string; children: React.ReactNode }) {
  return hasPhonePage(to.split('?')[0]!) ? (
    <Link to={to} className={styles.card}>
      {children}
    </Link>
  ) : (
    <a href={to} className={styles.card}>
      {children}
    </a>
  );
}
