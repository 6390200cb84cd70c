import type { ReactNode } from 'react';
import { Result } from 'antd';
import { operatorMay, type ConsoleArea } from '@yaocai/contract';
import { useOperator } from '../lib/session';

/** A page of an area the operator's role may not read shows 403 instead (the server refuses its calls anyway). */
export function AreaGate({ area, page }: { area: ConsoleArea; page: ReactNode }) {
  const { data: op } = useOperator();
  if (op && !operatorMay(op.role, area, false)) return <Result status="403" title="无权访问" subTitle="当前角色无权查看此页面，请联系超级管理员。" />;
  return page;
}
