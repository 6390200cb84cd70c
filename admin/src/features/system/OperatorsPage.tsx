import { OPERATOR_ROLES } from '@yaocai/contract';
import { AccountsManager, type AccountsScope } from '../../components/accounts-manager';
import { useCanWrite } from '../../lib/session';

const ROLE_HINT: Record<(typeof OPERATOR_ROLES)[number], string> = {
  super: '全部功能，管理运营账号',
  ops: '商品、营销、内容、订单（不含退款）、服务',
  service: '会员、订单与售后（不含退款）、服务',
  finance: '资金：余额调整、账期额度、退款、提现、商家结算与佣金',
  audit: '只读，可查看全部数据与日志',
};

/** 运营账号与角色: who may use the platform's console and what each may change (merchants' staff are their shops'). */
export default function OperatorsPage() {
  const scope: AccountsScope = {
    title: '运营账号与角色',
    intro: '角色决定可修改的范围；所有角色都可查看数据，审计角色不能做任何修改。',
    url: '/operators',
    roles: OPERATOR_ROLES.map((role) => ({ role, hint: ROLE_HINT[role] })),
    defaultRole: 'ops',
    adminRole: 'super',
    canWrite: useCanWrite('system'),
    totpReset: true,
    noun: '运营账号',
  };
  return <AccountsManager scope={scope} />;
}
