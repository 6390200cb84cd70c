import { Card, Tabs } from 'antd';
import { PageTitle } from '../../components/page-title';
import { useUrlFilters } from '../../lib/url-filters';
import { MERCHANT_ORDERS, OrdersScopeProvider, useOrdersCanWrite, useOrdersScope } from './scope';
import { TraceAlerts } from './trace-alerts';
import { TraceLookup } from './trace-lookup';
import { TracePacking } from './trace-packing';
import { TraceReports } from './trace-reports';

/**
 * 追溯码: a code's history (what, which batch, whose, which order and parcel, received or not), the packing relation
 * that lets a carton's code stand for its boxes, and on the platform the 回流药 warnings and the reports to the national
 * platforms. The tab and the code looked up live in the URL, so a warning's code opens its history and Back returns.
 * Read-only roles do not get the import tab (the server refuses them anyway).
 */
export function TraceBoard() {
  const { merchant } = useOrdersScope();
  const canImport = useOrdersCanWrite();
  const { params, set } = useUrlFilters();
  const tabs = [
    { key: 'lookup', label: '追溯码查询', children: <TraceLookup /> },
    ...(canImport ? [{ key: 'packing', label: '包装关系导入', children: <TracePacking /> }] : []),
    ...(merchant
      ? []
      : [
          { key: 'alerts', label: '回流药预警', children: <TraceAlerts /> },
          { key: 'reports', label: '追溯码上报', children: <TraceReports /> },
        ]),
  ];
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.key === asked) ? (asked as string) : 'lookup';

  return (
    <>
      <PageTitle title="药品追溯码">
        {merchant
          ? '查询本店铺药品追溯码的流向（商品、批号、发货与验收）；登记了包装关系的箱码，发货时扫描即代表箱内各盒。'
          : '扫描或粘贴追溯码查询流向（商品、批号、店铺、发货与验收）；登记各店铺的包装关系（大码—中码—小码）；查看回流药预警和向国家药品追溯平台的上报。'}
      </PageTitle>
      <Card>
        <Tabs activeKey={tab} onChange={(k) => set({ tab: k === 'lookup' ? null : k })} items={tabs} />
      </Card>
    </>
  );
}

export default function TracePage() {
  return <TraceBoard />;
}

/** The merchant portal's page: the same tabs over the shop's own codes (/admin/api/merchant/trace…), no warnings. */
export function MerchantTracePage() {
  return (
    <OrdersScopeProvider value={MERCHANT_ORDERS}>
      <TraceBoard />
    </OrdersScopeProvider>
  );
}
