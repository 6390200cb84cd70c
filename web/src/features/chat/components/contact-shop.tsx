import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { openChat, type ChatTarget } from '../chat-store';

/** 联系商家: opens the chat with the shop (and the goods or order in view); a guest goes to /login first (spec §6). */
export function ContactShopButton({
  target,
  signedIn,
  block,
  size,
}: {
  target: ChatTarget;
  signedIn: boolean;
  block?: boolean;
  size?: 'small' | 'middle';
}) {
  const navigate = useNavigate();
  return (
    <Button
      block={block}
      size={size}
      icon={<MessageOutlined />}
      onClick={() => (signedIn ? openChat(target) : navigate('/login'))}
      data-testid="contact-shop"
      style={block ? { marginBottom: 8 } : undefined}
    >
      联系商家
    </Button>
  );
}
