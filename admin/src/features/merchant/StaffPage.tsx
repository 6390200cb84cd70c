import { merchantMay, MERCHANT_ROLES, type MerchantRole } from '@yaocai/contract';
import { AccountsManager, type AccountsScope } from '../../components/accounts-manager';
import { useOperator } from '../../lib/session';

const ROLE_HINT: Record<MerchantRole, string> = {
  shop_admin: '本店全部功能，管理员工账号',
  shop_goods: '商品、批次与库存、价格，店铺营销活动',
  shop_orders: '订单发货与售后',
  shop_service: '回复买家咨询',
  shop_finance: '结算对账单，查看订单',
};

/** 员工管理 (店铺管理员): the shop's own accounts; each role works only in its areas of this shop. */
export default function StaffPage() {
  const { data: op } = useOperator();
  const scope: AccountsScope = {
    title: '员工管理',
    intro: `${op?.shop?.name ?? '本店'}的后台账号：角色决定员工可使用的功能，员工只能看到和处理本店的数据。`,
    url: '/merchant/staff',
    roles: MERCHANT_ROLES.map((role) => ({ role, hint: ROLE_HINT[role] })),
    defaultRole: 'shop_goods',
    adminRole: 'shop_admin',
    canWrite: !!op && merchantMay(op.role, 'staff', true),
    totpReset: false,
    noun: '员工账号',
  };
  return <AccountsManager scope={scope} />;
}
