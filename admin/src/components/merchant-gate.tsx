import type { ReactNode } from 'react';
import { Result } from 'antd';
import { merchantMay, type MerchantArea } from '@yaocai/contract';
import { useOperator } from '../lib/session';

/** A merchant page shows 403 to an account whose role may not read that area of its shop (the server refuses anyway). */
export function MerchantGate({ area, page }: { area: MerchantArea; page: ReactNode }) {
  const { data: op } = useOperator();
  if (op && !merchantMay(op.role, area, false)) return <Result status="403" title="无权访问" subTitle="当前角色无权查看此页面，请联系店铺管理员。" />;
  return page;
}
