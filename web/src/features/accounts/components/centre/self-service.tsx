import { Link } from 'react-router';
import {
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  MessageOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { SELF_SERVICES } from '@yaocai/contract';
import styles from './centre.module.css';

/** Each service's icon (the services themselves are the contract's, shared with the phone's /zzfw). */
const ICONS: Record<(typeof SELF_SERVICES)[number]['to'], ReactNode> = {
  '/kjcg': <ShoppingCartOutlined />,
  '/pzqg': <SearchOutlined />,
  '/star': <HeartOutlined />,
  '/dzfp': <FileTextOutlined />,
  '/tlzh': <WalletOutlined />,
  '/yjfk': <MessageOutlined />,
  '/lqzx': <TagsOutlined />,
  '/jfsc': <GiftOutlined />,
};

/** /zzfw: the self-service hub, one card per service. */
export function SelfService() {
  return (
    <section className={styles.card} data-testid="self-service">
      <h2 className={styles.cardTitle}>自助服务</h2>
      <div className={styles.services}>
        {SELF_SERVICES.map((s) => (
          <Link key={s.to} to={s.to} className={styles.service}>
            <span className={styles.serviceIcon}>{ICONS[s.to]}</span>
            <span>
              <strong>{s.title}</strong>
              <small>{s.desc}</small>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
