import type { MerchantRole, OperatorRole } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../accounts/password.js';
import { operators } from './admin.tables.js';

/** The demo console accounts, one per role (README lists them). `admin` manages the others. */
export const DEMO_OPERATORS: ReadonlyArray<{ username: string; password: string; name: string; role: OperatorRole }> = [
  { username: 'admin', password: 'admin123456', name: '平台管理员', role: 'super' },
  { username: 'yunying', password: 'yunying123456', name: '运营专员', role: 'ops' },
  { username: 'kefu', password: 'kefu123456', name: '客服专员', role: 'service' },
  { username: 'caiwu', password: 'caiwu123456', name: '财务专员', role: 'finance' },
  { username: 'shenji', password: 'shenji123456', name: '审计专员', role: 'audit' },
];
/** The 超级管理员 of the demo (tests, CLI docs). */
export const DEMO_OPERATOR = DEMO_OPERATORS[0];

/** The demo merchants' accounts (merchant portal): each of three demo shops has its 店铺管理员, the first also staff. */
export const DEMO_MERCHANTS: ReadonlyArray<{ username: string; password: string; name: string; role: MerchantRole; shopId: number }> = [
  { username: 'huakang', password: 'huakang123456', name: '华康医药管理员', role: 'shop_admin', shopId: 1 },
  { username: 'huakang_sp', password: 'huakang123456', name: '华康商品专员', role: 'shop_goods', shopId: 1 },
  { username: 'guorui', password: 'guorui123456', name: '国瑞药业管理员', role: 'shop_admin', shopId: 2 },
  { username: 'baicaotang', password: 'baicaotang123456', name: '百草堂管理员', role: 'shop_admin', shopId: 3 },
];

export async function seedOperators(tx: Executor) {
  const rows = await Promise.all(
    [...DEMO_OPERATORS.map((o) => ({ ...o, shopId: null })), ...DEMO_MERCHANTS].map(async (o) => ({
      username: o.username,
      passwordHash: await hashPassword(o.password),
      name: o.name,
      role: o.role,
      shopId: o.shopId,
    })),
  );
  await tx.insert(operators).values(rows);
}
