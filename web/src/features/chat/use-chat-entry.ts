import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationsQuery, unreadQuery } from './api/chat';
import { openChat } from './chat-store';

/**
 * The header's and side bar's 在线咨询: the shops' unread messages, and opening the chat on the latest conversation
 * (the first shop when there is none yet); a guest goes to /login (spec §6).
 */
export function useChatEntry(signedIn: boolean) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const unread = useQuery(unreadQuery(signedIn)).data?.num ?? 0;
  const open = async () => {
    if (!signedIn) return navigate('/login');
    const list = await client.fetchQuery(conversationsQuery).catch(() => []);
    openChat({ shopId: list[0]?.shop_id ?? 1 });
  };
  return { unread, open };
}
