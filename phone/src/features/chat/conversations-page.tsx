import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, ErrorBlock, List } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { chinaFormat, chinaToday, chinaDay, PHONE_PAGES } from '@yaocai/contract';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import { chatKeys, conversations } from './chat-api';
import styles from './conversations.module.css';

/** Today's messages by their time, older ones by their day. */
function when(at: string | null): string {
  if (!at) return '';
  return chinaDay(at) === chinaToday() ? chinaFormat(at, 'HH:mm') : chinaFormat(at, 'MM-DD');
}

/**
 * /chat — 在线咨询 on a phone: the buyer's conversations with shops, the latest first, each with its last message and
 * what is unread; opening one reads it. Refreshed while open, so a shop's answer shows up here too.
 */
export default function ConversationsPage() {
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.member);
  const user = useUser();
  const signedIn = user.data?.show === 1;
  const list = useQuery({ queryKey: chatKeys.conversations, queryFn: conversations, enabled: signedIn, refetchInterval: 10_000 });
  if (user.isSuccess && !signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent('/chat')}`} replace />;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>在线咨询</NavBar>
      {list.isPending && <div className="yc-loading">加载中…</div>}
      {list.isError && <ErrorBlock status="default" title="加载失败" description="请稍后再试" />}
      {list.isSuccess && list.data.length === 0 && (
        <ErrorBlock status="empty" title="暂无会话" description="在商品页或订单详情点“联系商家”，向店铺客服咨询" />
      )}
      {list.isSuccess && list.data.length > 0 && (
        <List data-testid="phone-conversations">
          {list.data.map((c) => (
            <List.Item
              key={c.conversation_id}
              onClick={() => navigate(`/chat/${c.shop_id}`)}
              prefix={
                <Badge content={c.unread > 0 ? (c.unread > 99 ? '99+' : c.unread) : null}>
                  <span className={styles.avatar}>{c.shop.slice(0, 1)}</span>
                </Badge>
              }
              description={<span className={styles.last}>{c.last_text || '暂无消息'}</span>}
              extra={<span className={styles.time}>{when(c.last_at)}</span>}
              data-testid="phone-conversation"
            >
              {c.shop}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
