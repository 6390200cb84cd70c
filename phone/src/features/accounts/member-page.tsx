import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, List, NoticeBar, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import RecallBanner from '../../components/recall-banner';
import * as api from '@yaocai/contract/api';
import { ORDER_STATUS, PHONE_PAGES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useOpen } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import { switchView } from '../../lib/view-switch';
import { chatKeys, unreadCount } from '../chat/chat-api';
import styles from './accounts.module.css';

/** The member centre's entries in the groups 药师帮 and 1药城 use: phone pages where they exist, else the desktop's. */
const GROUPS = [
  {
    title: '资金与优惠',
    entries: [
      ['我的钱包', PHONE_PAGES.wallet],
      ['账期管理', PHONE_PAGES.credit],
      ['我的优惠券', PHONE_PAGES.myCoupons],
      ['领券中心', PHONE_PAGES.couponCentre],
      ['积分商城', PHONE_PAGES.pointsMall],
      ['积分订单', PHONE_PAGES.pointsOrders],
    ],
  },
  {
    title: '采购工具',
    entries: [
      ['常购清单', '/kjcg'],
      ['我的收藏', '/star'],
      ['品种求购', '/pzqg'],
      ['在线咨询', PHONE_PAGES.chats],
      ['电子发票', PHONE_PAGES.invoices],
    ],
  },
  {
    title: '服务与反馈',
    entries: [
      ['药品召回', PHONE_PAGES.recalls],
      ['自助服务', PHONE_PAGES.selfService],
      ['意见反馈', PHONE_PAGES.feedback],
      ['抽奖记录', PHONE_PAGES.drawRecords],
    ],
  },
  {
    title: '账户与资质',
    entries: [
      ['我的消息', '/wdxx'],
      ['资质证件', '/zzzj'],
      ['收货地址', '/addr'],
      ['账户信息', '/basic'],
      ['多门店管理', '/ddgl'],
    ],
  },
  {
    title: '专区与服务',
    entries: [
      ['快速下单', PHONE_PAGES.quickOrder],
      ['拼团专区', PHONE_PAGES.groupBuy],
      ['组合购', PHONE_PAGES.combinations],
      ['视频专区', PHONE_PAGES.videos],
      ['电子合同', PHONE_PAGES.eContract],
      ['控销代理', PHONE_PAGES.kxAgent],
    ],
  },
] as const;

/** 我的订单's shortcuts by state (the order list's own tabs, contract ORDER_STATUS). */
const ORDER_SHORTCUTS = [
  ['待付款', `?status=${ORDER_STATUS.unpaid}`],
  ['待发货', `?status=${ORDER_STATUS.paid}`],
  ['待收货', `?status=${ORDER_STATUS.shipped}`],
  ['已完成', `?status=${ORDER_STATUS.completed}`],
  ['退款/售后', '?status=after'],
] as const;

const REVIEW: Record<string, { text: string; color: 'success' | 'warning' | 'danger' | 'default' }> = {
  approved: { text: '资质已审核', color: 'success' },
  pending: { text: '资质审核中', color: 'warning' },
  rejected: { text: '资质未通过', color: 'danger' },
  incomplete: { text: '资质待完善', color: 'default' },
};

/** /user on a phone: who is signed in, the review state and licence warning, the member centre's entries, 电脑版. */
export default function MemberPage() {
  const user = useUser().data;
  const navigate = useNavigate();
  const open = useOpen();
  const queryClient = useQueryClient();
  const chatUnread = useQuery({ queryKey: chatKeys.unread, queryFn: unreadCount, enabled: user?.show === 1, refetchInterval: 30_000 }).data?.num ?? 0;
  const recallPending = user?.show === 1 ? user.recall_pending : 0;
  const badge = (name: string) =>
    (name === '我的消息' ? user?.message_count : name === '在线咨询' ? chatUnread : name === '药品召回' ? recallPending : 0) || null;
  const logout = async () => {
    await call(api.accounts.logout);
    await queryClient.invalidateQueries();
  };
  return (
    <div className={styles.member}>
      <NavBar back={null}>我的</NavBar>
      {user?.show === 1 ? (
        <>
          <header className={styles.card} data-testid="phone-member-card">
            <strong>{user.company || user.name || user.username}</strong>
            <div className={styles.muted}>
              {user.username} {REVIEW[user.review_status] && <Tag color={REVIEW[user.review_status]!.color}>{REVIEW[user.review_status]!.text}</Tag>}
            </div>
          </header>
          {user.recall_pending > 0 ? <RecallBanner count={user.recall_pending} /> : null}
          {user.zizhi_warning ? <NoticeBar content={user.zizhi_warning} color="alert" wrap /> : null}
          {user.review_status === 'rejected' && user.review_reason ? <NoticeBar content={user.review_reason} color="error" wrap /> : null}
          {user.review_status !== 'approved' && (
            <List mode="card">
              <List.Item onClick={() => navigate(user.review_status === 'incomplete' ? '/register/step2' : '/register/step3')}>
                {user.review_status === 'incomplete' ? '去上传资质' : '查看审核进度'}
              </List.Item>
            </List>
          )}
          <List mode="card">
            <List.Item onClick={() => navigate(PHONE_PAGES.orders)} extra="全部订单">
              我的订单
            </List.Item>
            <div className={styles.orderShortcuts}>
              {ORDER_SHORTCUTS.map(([name, query]) => (
                <button key={name} type="button" onClick={() => navigate(PHONE_PAGES.orders + query)}>
                  {name}
                </button>
              ))}
            </div>
          </List>
          {GROUPS.map((group) => (
            <List key={group.title} mode="card" header={group.title}>
              {group.entries.map(([name, href]) => (
                <List.Item
                  key={href}
                  onClick={() => open(href)}
                  extra={
                    badge(name) ? (
                      <Badge
                        content={badge(name)}
                        data-testid={name === '在线咨询' ? 'phone-chat-unread' : name === '药品召回' ? 'phone-recall-count' : undefined}
                      />
                    ) : null
                  }
                >
                  {name}
                </List.Item>
              ))}
            </List>
          ))}
        </>
      ) : (
        <header className={styles.card}>
          <div className={styles.muted}>登录后查看价格、下单采购</div>
          <Button color="primary" onClick={() => navigate('/login?redirect=%2Fuser')}>
            登录 / 注册
          </Button>
        </header>
      )}
      <List mode="card">
        <List.Item onClick={() => navigate('/help')}>帮助中心</List.Item>
        <List.Item onClick={() => switchView('desktop')}>电脑版</List.Item>
        {user?.show === 1 && (
          <List.Item onClick={() => void logout()} arrowIcon={false}>
            退出登录
          </List.Item>
        )}
      </List>
    </div>
  );
}
