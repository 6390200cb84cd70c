import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { App } from 'antd';
import { CommentOutlined, CustomerServiceOutlined, MessageOutlined, ShoppingCartOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { CountBadge } from '../../components/ui/count-badge';
import { useChatEntry } from '../../features/chat/use-chat-entry';
import { useCommonData } from '../../features/content/api/common-data';
import { CartCountBadge } from './cart-count';
import { headerText as t } from './header-text';

// The panel (and the antd parts it uses) loads on the first open, not with every page.
const CartPanel = lazy(() => import('../../features/cart/components/cart-panel').then((m) => ({ default: m.CartPanel })));
import styles from './side-bar.module.css';

interface Props {
  user: UserState | null;
  /** On the step-1 cart page the panel does not reload the cart itself (spec §4). */
  cartStep1: boolean;
}

function Tab({ icon, label, children }: { icon: ReactNode; label: string; children?: ReactNode }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      {children}
      <span className={styles.tip}>{label}</span>
    </>
  );
}

/** The floating bar on the right edge: account, cart (with its 310 px panel), messages, service, back to top. */
export function SideBar({ user, cartStep1 }: Props) {
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const config = useCommonData()?.config;
  const root = useRef<HTMLDivElement>(null);
  const chat = useChatEntry(user !== null);

  // A click anywhere else folds the panel back to the 40 px column.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const openService = () => {
    const url = config?.wxkf || user?.wxkf;
    if (url) window.open(url, '_blank', 'noopener');
    else message.info(t.noService);
  };

  return (
    <aside ref={root} className={open ? `${styles.bar} ${styles.open}` : styles.bar} data-testid="side-bar">
      {open && (
        <Suspense fallback={null}>
          <CartPanel isMember={user !== null} reload={!cartStep1} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div className={styles.column}>
        <div className={styles.middle}>
          <Link to={user ? '/user' : '/login'} className={styles.item}>
            <Tab icon={<UserOutlined />} label={t.account} />
          </Link>
          <button type="button" className={`${styles.item} ${styles.cart}`} onClick={() => setOpen((o) => !o)} data-testid="side-bar-cart">
            <Tab icon={<ShoppingCartOutlined />} label={t.cart}>
              <span className={styles.vertical}>{t.cart}</span>
              {user && <CartCountBadge initial={user.cart} testId="side-bar-cart-badge" />}
            </Tab>
          </button>
          <Link to={user ? '/wdxx' : '/login'} className={styles.item}>
            <Tab icon={<MessageOutlined />} label={t.messages}>
              <CountBadge count={user?.message_count ?? 0} />
            </Tab>
          </Link>
          <button type="button" className={styles.item} onClick={() => void chat.open()} data-testid="side-bar-chat">
            <Tab icon={<CommentOutlined />} label={t.chat}>
              <CountBadge count={chat.unread} />
            </Tab>
          </button>
          <button type="button" className={styles.item} onClick={openService}>
            <Tab icon={<CustomerServiceOutlined />} label={t.service} />
          </button>
        </div>
        <button type="button" className={`${styles.item} ${styles.top}`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <Tab icon={<UpOutlined />} label={t.backTop} />
        </button>
      </div>
    </aside>
  );
}
