import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  BarcodeOutlined,
  RollbackOutlined,
  AuditOutlined,
  ScheduleOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  MedicineBoxOutlined,
  ImportOutlined,
  GiftOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  FlagOutlined,
  TrophyOutlined,
  WechatOutlined,
  MessageOutlined,
  SafetyOutlined,
  BankOutlined,
  FieldTimeOutlined,
  FileProtectOutlined,
  StopOutlined,
  ShoppingCartOutlined,
  DashboardOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  PictureOutlined,
  ThunderboltOutlined,
  ApartmentOutlined,
  VideoCameraOutlined,
  TagsOutlined,
  UsergroupAddOutlined,
  ShopOutlined,
  CommentOutlined,
  FileSearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import {
  CONSOLE_AREA_NAMES,
  MERCHANT_AREA_NAMES,
  merchantMay,
  operatorMay,
  type ConsoleArea,
  type MerchantArea,
  type OperatorView,
} from '@yaocai/contract';

export interface NavItem {
  path: string;
  label: string;
  icon: ReactNode;
}
export interface NavGroup {
  area: ConsoleArea;
  label: string;
  items: NavItem[];
}

/** The side menu, by console area (a role sees the areas it may read: contract `operatorMay`). */
export const NAV: NavGroup[] = [
  { area: 'dashboard', label: CONSOLE_AREA_NAMES.dashboard, items: [{ path: '/', label: '数据概览', icon: <DashboardOutlined /> }] },
  {
    area: 'members',
    label: CONSOLE_AREA_NAMES.members,
    items: [
      { path: '/members', label: '会员与资质审核', icon: <TeamOutlined /> },
      { path: '/members/licences', label: '资质效期', icon: <FieldTimeOutlined /> },
      { path: '/members/kx', label: '控销授权', icon: <SafetyOutlined /> },
    ],
  },
  {
    area: 'catalog',
    label: CONSOLE_AREA_NAMES.catalog,
    items: [
      { path: '/catalog/goods', label: '商品管理', icon: <MedicineBoxOutlined /> },
      { path: '/catalog/reviews', label: '商品审核', icon: <AuditOutlined /> },
      { path: '/catalog/reference', label: '分类、品牌与店铺', icon: <ApartmentOutlined /> },
      { path: '/catalog/import', label: '批量导入', icon: <ImportOutlined /> },
    ],
  },
  {
    area: 'promotions',
    label: CONSOLE_AREA_NAMES.promotions,
    items: [
      { path: '/promotions/full-reductions', label: '满减活动', icon: <GiftOutlined /> },
      { path: '/promotions/coupons', label: '优惠券', icon: <TagsOutlined /> },
      { path: '/promotions/flash-sales', label: '秒杀与特价', icon: <ThunderboltOutlined /> },
      { path: '/promotions/gifts', label: '买赠与换购', icon: <GiftOutlined /> },
      { path: '/promotions/combinations', label: '组合套餐', icon: <AppstoreAddOutlined /> },
      { path: '/promotions/zones', label: '专区商品', icon: <AppstoreOutlined /> },
      { path: '/promotions/group-buys', label: '拼团活动', icon: <UsergroupAddOutlined /> },
      { path: '/promotions/activities', label: '活动页', icon: <FlagOutlined /> },
      { path: '/promotions/lottery', label: '抽奖活动', icon: <TrophyOutlined /> },
    ],
  },
  {
    area: 'orders',
    label: CONSOLE_AREA_NAMES.orders,
    items: [
      { path: '/orders', label: '订单管理', icon: <ShoppingCartOutlined /> },
      { path: '/orders/points', label: '积分订单', icon: <GiftOutlined /> },
      { path: '/orders/gsp', label: 'GSP销售记录', icon: <FileProtectOutlined /> },
      { path: '/orders/recalls', label: '药品召回', icon: <StopOutlined /> },
      { path: '/orders/trace', label: '追溯码', icon: <BarcodeOutlined /> },
    ],
  },
  {
    area: 'finance',
    label: CONSOLE_AREA_NAMES.finance,
    items: [
      { path: '/finance/approvals', label: '资金审批', icon: <AuditOutlined /> },
      { path: '/finance/refunds', label: '退款审核', icon: <RollbackOutlined /> },
      { path: '/finance/withdrawals', label: '提现审核', icon: <BankOutlined /> },
      { path: '/finance/settlement', label: '商家结算', icon: <AccountBookOutlined /> },
    ],
  },
  {
    area: 'service',
    label: CONSOLE_AREA_NAMES.service,
    items: [
      { path: '/service/merchants', label: '商家入驻', icon: <ShopOutlined /> },
      { path: '/service/feedback', label: '意见反馈', icon: <CommentOutlined /> },
      { path: '/service/wanted', label: '品种求购', icon: <FileSearchOutlined /> },
      { path: '/service/chat', label: '客服消息', icon: <WechatOutlined /> },
    ],
  },
  {
    area: 'content',
    label: CONSOLE_AREA_NAMES.content,
    items: [
      { path: '/content/posts', label: '公告资讯', icon: <NotificationOutlined /> },
      { path: '/content/help', label: '帮助中心', icon: <QuestionCircleOutlined /> },
      { path: '/content/banners', label: '广告管理', icon: <PictureOutlined /> },
      { path: '/content/videos', label: '视频管理', icon: <VideoCameraOutlined /> },
      { path: '/content/site', label: '站点设置', icon: <SettingOutlined /> },
    ],
  },
  {
    area: 'system',
    label: CONSOLE_AREA_NAMES.system,
    items: [
      { path: '/system/operators', label: '运营账号与角色', icon: <UserSwitchOutlined /> },
      { path: '/system/audit', label: '操作日志', icon: <AuditOutlined /> },
      { path: '/system/jobs', label: '任务队列', icon: <ScheduleOutlined /> },
      { path: '/system/sms', label: '短信发件箱', icon: <MessageOutlined /> },
    ],
  },
];

/** A merchant account's side menu (the merchant portal), by the merchant area each page belongs to. */
export interface MerchantNavGroup {
  area: MerchantArea;
  label: string;
  items: NavItem[];
}
export const MERCHANT_NAV: MerchantNavGroup[] = [
  { area: 'shop', label: MERCHANT_AREA_NAMES.shop, items: [{ path: '/merchant/shop', label: '店铺信息', icon: <ShopOutlined /> }] },
  { area: 'staff', label: MERCHANT_AREA_NAMES.staff, items: [{ path: '/merchant/staff', label: '员工管理', icon: <TeamOutlined /> }] },
  {
    area: 'goods',
    label: MERCHANT_AREA_NAMES.goods,
    items: [
      { path: '/merchant/goods', label: '商品管理', icon: <MedicineBoxOutlined /> },
      { path: '/merchant/goods-reviews', label: '商品审核记录', icon: <AuditOutlined /> },
      { path: '/merchant/first-camp', label: '首营资料', icon: <SafetyCertificateOutlined /> },
    ],
  },
  {
    area: 'promotions',
    label: MERCHANT_AREA_NAMES.promotions,
    items: [
      { path: '/merchant/promotions/full-reductions', label: '满减活动', icon: <GiftOutlined /> },
      { path: '/merchant/promotions/coupons', label: '店铺优惠券', icon: <TagsOutlined /> },
      { path: '/merchant/promotions/flash-sales', label: '秒杀', icon: <ThunderboltOutlined /> },
      { path: '/merchant/promotions/gifts', label: '买赠与换购', icon: <GiftOutlined /> },
      { path: '/merchant/promotions/combinations', label: '组合套餐', icon: <AppstoreAddOutlined /> },
    ],
  },
  {
    area: 'orders',
    label: MERCHANT_AREA_NAMES.orders,
    items: [
      { path: '/merchant/orders', label: '订单管理', icon: <ShoppingCartOutlined /> },
      { path: '/merchant/orders/recalls', label: '药品召回', icon: <StopOutlined /> },
      { path: '/merchant/orders/trace', label: '追溯码', icon: <BarcodeOutlined /> },
    ],
  },
  { area: 'service', label: MERCHANT_AREA_NAMES.service, items: [{ path: '/merchant/chat', label: '客服消息', icon: <MessageOutlined /> }] },
  { area: 'finance', label: MERCHANT_AREA_NAMES.finance, items: [{ path: '/merchant/statements', label: '对账单', icon: <AccountBookOutlined /> }] },
];

/**
 * The side menu of a signed-in account: a merchant's staff see their shop's menu only, by what their role may read of
 * it; the platform's operators the areas their role may read (审计 and 超级管理员 alone see 系统).
 */
export function menuOf(op: Pick<OperatorView, 'role' | 'shop'>): Array<NavGroup | MerchantNavGroup> {
  if (op.shop !== null) return MERCHANT_NAV.filter((g) => merchantMay(op.role, g.area, false));
  return NAV.filter((g) => operatorMay(op.role, g.area, false));
}

export const CONSOLE_ICON = <SafetyCertificateOutlined />;
