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
import styles from './centre.module.css';

interface Service {
  to: string;
  title: string;
  desc: string;
  icon: ReactNode;
}

/** What a buyer can do alone, without calling the service rep (spec §2 /zzfw and its children). */
const SERVICES: Service[] = [
  { to: '/kjcg', title: '快捷采购', desc: '按历史采购记录一键再次采购', icon: <ShoppingCartOutlined /> },
  { to: '/pzqg', title: '品种求购', desc: '找不到的品种，发布求购由平台帮您找货', icon: <SearchOutlined /> },
  { to: '/star', title: '我的收藏', desc: '收藏的商品，查看最新价格与库存', icon: <HeartOutlined /> },
  { to: '/dzfp', title: '电子发票', desc: '查询、下载订单的电子发票', icon: <FileTextOutlined /> },
  { to: '/tlzh', title: '我的通联账户', desc: '支付账户开户状态与信息', icon: <WalletOutlined /> },
  { to: '/yjfk', title: '意见反馈', desc: '对商品、服务或网站提出意见与建议', icon: <MessageOutlined /> },
  { to: '/lqzx', title: '领券中心', desc: '领取平台与店铺优惠券', icon: <TagsOutlined /> },
  { to: '/jfsc', title: '积分商城', desc: '用采购积分兑换礼品', icon: <GiftOutlined /> },
];

/** /zzfw: the self-service hub, one card per service. */
export function SelfService() {
  return (
    <section className={styles.card} data-testid="self-service">
      <h2 className={styles.cardTitle}>自助服务</h2>
      <div className={styles.services}>
        {SERVICES.map((s) => (
          <Link key={s.to} to={s.to} className={styles.service}>
            <span className={styles.serviceIcon}>{s.icon}</span>
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
