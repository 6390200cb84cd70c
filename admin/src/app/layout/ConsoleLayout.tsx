import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Badge, Button, Dropdown, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { KeyOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_ROLE_NAMES, operatorMay } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { ME_QUERY_KEY, useOperator } from '../../lib/session';
import { TotpModal } from '../../features/account/TotpModal';
import { menuOf } from '../nav';
import { PasswordModal } from '../../features/account/PasswordModal';
import styles from './console-layout.module.css';

const { Sider, Header, Content } = Layout;

/** Side menu by area, the operator and sign-out on top, the page in the middle; nobody signed in → /login. */
export function ConsoleLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { data: op, isPending } = useOperator();
  const [security, setSecurity] = useState(false);
  const [password, setPassword] = useState(false);
  // 客服消息 shows how many conversations wait for an answer (refreshed every 30 s; the page itself is live).
  const waiting = useQuery({
    queryKey: ['console', 'chat', 'waiting'],
    queryFn: () => call(api.chatConsole.conversations, { query: { unread: 1, page_size: 1 } }),
    enabled: !!op && operatorMay(op.role, 'service', false) && !(op.totp_required && !op.totp),
    refetchInterval: 30_000,
  }).data?.total;
  // 资金审批 shows the requests waiting for a second account to those who may decide them.
  const approvals = useQuery({
    queryKey: ['console', 'money-approvals', 'counts'],
    queryFn: () => call(api.moneyApprovalsConsole.counts),
    enabled: !!op && operatorMay(op.role, 'finance', true),
    refetchInterval: 30_000,
  }).data?.pending;
  const badges: Record<string, number | undefined> = { '/service/chat': waiting, '/finance/approvals': approvals };
  if (isPending) return <Spin fullscreen />;
  if (!op) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  // Production asks the second factor of roles with money or member powers: until it is bound, nothing else opens.
  if (op.totp_required && !op.totp)
    return <Navigate to={`/security/totp?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const merchant = op.shop !== null;
  const groups = menuOf(op);
  // The most specific item whose path the address is in (/orders/gsp selects GSP销售记录, not 订单管理 too).
  const selected = groups
    .flatMap((g) => g.items)
    .filter((i) => (i.path === '/' ? location.pathname === '/' : location.pathname === i.path || location.pathname.startsWith(`${i.path}/`)))
    .map((i) => i.path)
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  const logout = async () => {
    await call(api.consoleAccount.logout);
    client.setQueryData(ME_QUERY_KEY, null);
    navigate('/login', { replace: true });
  };

  return (
    <Layout className={styles.shell}>
      <Sider width={220} theme="dark" className={styles.sider}>
        <div className={styles.menu} data-testid="console-menu">
          <div className={styles.brand}>
            <span className={styles.logo}>药</span>
            <span>{merchant ? '药采商家后台' : '药采运营后台'}</span>
          </div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={selected}
            defaultOpenKeys={groups.map((g) => g.area)}
            onClick={({ key }) => navigate(key)}
            items={groups.map((g) => ({
              key: g.area,
              type: 'group' as const,
              label: g.label,
              children: g.items.map((i) => ({
                key: i.path,
                icon: i.icon,
                label: badges[i.path] ? (
                  <Badge count={badges[i.path]} size="small" offset={[10, 0]}>
                    <span style={{ color: 'inherit' }}>{i.label}</span>
                  </Badge>
                ) : (
                  i.label
                ),
              })),
            }))}
          />
        </div>
      </Sider>
      <Layout>
        <Header className={styles.header}>
          <Typography.Text type="secondary">{merchant ? `商家后台 · ${op.shop!.name}` : '医药B2B批发平台 · 运营管理'}</Typography.Text>
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: '修改密码', onClick: () => setPassword(true) },
                { key: 'totp', icon: <SafetyOutlined />, label: op.totp ? '双重验证（已开启）' : '开启双重验证', onClick: () => setSecurity(true) },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: logout },
              ],
            }}
          >
            <Button type="text" className={styles.user}>
              <Avatar size="small" icon={<UserOutlined />} />
              <span>{op.name}</span>
              <Tag color={op.role === 'super' || op.role === 'shop_admin' ? 'gold' : op.role === 'audit' ? 'default' : 'green'}>
                {CONSOLE_ROLE_NAMES[op.role]}
              </Tag>
            </Button>
          </Dropdown>
        </Header>
        <Content className={styles.content}>
          <Suspense fallback={<Spin className={styles.loading} />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
      {security ? <TotpModal op={op} onClose={() => setSecurity(false)} /> : null}
      {password ? <PasswordModal onClose={() => setPassword(false)} /> : null}
    </Layout>
  );
}
