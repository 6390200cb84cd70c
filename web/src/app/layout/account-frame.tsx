import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Menu, Spin } from 'antd';
import type { UserState } from '@yaocai/contract';
import { PageContainer } from '../../components/layout/page-container';
import { CountBadge } from '../../components/ui/count-badge';
import { userQuery } from '../../features/accounts/api/session';
import { accountMenuText as t } from './header-text';
import styles from './account-frame.module.css';

/** /zhzx shows the basic info, so its menu entry is 基本信息; an order's pages belong to 我的订单. */
const SELECTED_ALIAS: Record<string, string> = { '/zhzx': '/basic', '/zhzx_jcxx': '/basic' };

export function selectedMenuKey(pathname: string): string {
  if (pathname.startsWith('/order/')) return '/order';
  if (pathname.startsWith('/pzqg/')) return '/pzqg';
  return SELECTED_ALIAS[pathname] ?? pathname;
}

function menuItems(user: UserState) {
  const item = (to: string, label: ReactNode) => ({ key: to, label: <Link to={to}>{label}</Link> });
  return [
    item('/user', t.home),
    {
      type: 'group' as const,
      key: 'trade',
      label: t.trade,
      children: [
        item('/order', t.order),
        item(
          '/ypzh',
          <span className={styles.withBadge}>
            {t.ypzh}
            <CountBadge count={user.recall_pending} />
          </span>,
        ),
        item('/jfdd', t.jfdd),
        item('/cjjl', t.cjjl),
      ],
    },
    {
      type: 'group' as const,
      key: 'money',
      label: t.money,
      children: [item('/wdqb', t.wdqb), item('/yhq', t.yhq), item('/zqgl', t.zqgl), item('/tlzh', t.tlzh)],
    },
    {
      type: 'group' as const,
      key: 'self',
      label: t.selfService,
      children: [
        item('/zzfw', t.zzfw),
        item('/kjcg', t.kjcg),
        item('/star', t.star),
        item('/pzqg', t.pzqg),
        item('/dzfp', t.dzfp),
        item('/yjfk', t.yjfk),
      ],
    },
    {
      type: 'group' as const,
      key: 'account',
      label: t.account,
      children: [
        item('/basic', t.basic),
        item('/zzzj', t.zzzj),
        item('/ddgl', t.ddgl),
        item('/bdwx', t.bdwx),
        item('/addr', t.addr),
        item(
          '/wdxx',
          <span className={styles.withBadge}>
            {t.wdxx}
            <CountBadge count={user.message_count} />
          </span>,
        ),
      ],
    },
    { type: 'group' as const, key: 'service', label: t.service, children: [item('/dzht', t.dzht), item('/kxdl', t.kxdl)] },
  ];
}

/**
 * The member area: a left menu and the page. The profile is read here (the layout skips it on user_hyzx and
 * zhzx_bdwx, spec §4); a guest is sent to the login with the way back.
 */
export function AccountFrame({ children }: { children: (user: UserState) => ReactNode }) {
  const { data: user, isPending } = useQuery(userQuery);
  const { pathname, search } = useLocation();

  if (isPending) return <Spin className={styles.loading} />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <PageContainer className={styles.frame}>
      <aside className={styles.menu} data-testid="account-menu">
        <h2 className={styles.menuTitle}>{t.title}</h2>
        <Menu mode="inline" selectedKeys={[selectedMenuKey(pathname)]} items={menuItems(user)} />
      </aside>
      <div className={styles.content}>{children(user)}</div>
    </PageContainer>
  );
}
