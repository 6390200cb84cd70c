import { Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, AppstoreOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { PHONE_PAGES } from '@yaocai/contract';
import { useCartCount } from '../../lib/cart';

/** The bottom tab bar of 药师帮 and 1药城: 首页, 分类, 购物车 (with its count), 我的. */
export function TabShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const count = useCartCount();
  const tabs = [
    { key: PHONE_PAGES.home, title: '首页', icon: <AppOutline /> },
    { key: PHONE_PAGES.categories, title: '分类', icon: <AppstoreOutline /> },
    { key: PHONE_PAGES.cart, title: '购物车', icon: <ShopbagOutline />, badge: count > 0 ? (count > 99 ? '99+' : String(count)) : undefined },
    { key: PHONE_PAGES.member, title: '我的', icon: <UserOutline /> },
  ];
  return (
    <div className="yc-tab-shell">
      <main className="yc-tab-main">
        <Outlet />
      </main>
      <nav className="yc-tab-bar" aria-label="主导航">
        <TabBar safeArea activeKey={pathname} onChange={(key) => navigate(key)}>
          {tabs.map((t) => (
            <TabBar.Item key={t.key} title={t.title} icon={t.badge ? <Badge content={t.badge}>{t.icon}</Badge> : t.icon} />
          ))}
        </TabBar>
        <SafeArea position="bottom" />
      </nav>
    </div>
  );
}
