import { useLocation, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { useUser } from '../../lib/user';

/** Where 联系商家 opens the chat: the shop, with the goods or order in view offered as a card. */
export function chatHref(shopId: number, about?: { goods?: number; order?: number }): string {
  const q = new URLSearchParams();
  if (about?.goods) q.set('goods', String(about.goods));
  if (about?.order) q.set('order', String(about.order));
  const query = q.toString();
  return `/chat/${shopId}${query ? `?${query}` : ''}`;
}

/** 联系商家: the conversation with the shop on its own page; a guest signs in first and comes back here (spec §6). */
export function ContactShop({ shopId, goods, order, className }: { shopId: number; goods?: number; order?: number; className?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only a known guest signs in first: while the member is still being read, the chat page itself checks.
  const user = useUser().data;
  const guest = user !== undefined && user.show !== 1;
  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      className={className}
      style={{ minHeight: 44, flex: 'none' }}
      data-testid="phone-contact-shop"
      onClick={() => navigate(guest ? `/login?redirect=${encodeURIComponent(pathname + search)}` : chatHref(shopId, { goods, order }))}
    >
      联系商家
    </Button>
  );
}
