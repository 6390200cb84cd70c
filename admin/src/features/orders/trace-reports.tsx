import { Alert, Button, Flex, Segmented, Table, Tag, Tooltip, Typography } from 'antd';
import { TRACE_REPORT_STATUS_NAMES, type TraceReportRow, type TraceReportsQuery } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { download } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { pageOf, useUrlFilters } from '../../lib/url-filters';
import { useTraceReports } from './trace-api';

const STATUS_COLOR: Record<TraceReportRow['status'], string> = { pending: 'default', sent: 'success', failed: 'error' };
const STATUSES = ['all', 'pending', 'failed', 'sent'] as const;

/**
 * 追溯码上报 (the platform's): each parcel shipped with codes is reported to the national 药品追溯 platforms from an
 * outbox (docs/trace-report-format.md) — its status, the platform's answer (codes refused, with the reason) and the
 * report's JSON to download. Without a configured interface reports stay 待上报 and are uploaded by hand.
 */
export function TraceReports() {
  const { params, set } = useUrlFilters();
  const asked = params.get('status');
  const status: TraceReportsQuery['status'] = STATUSES.find((s) => s === asked) ?? 'all';
  const page = pageOf(params);
  const { data, isFetching } = useTraceReports(status, page);
  const counts = data?.counts;
  const label = (s: (typeof STATUSES)[number]) => (s === 'all' ? '全部' : `${TRACE_REPORT_STATUS_NAMES[s]}${counts ? ` ${counts[s]}` : ''}`);
  return (
    <Flex vertical gap={12}>
      {data && !data.configured && (
        <Alert
          type="info"
          showIcon
          title="未配置国家药品追溯平台接口：发货的追溯码上报保留为“待上报”，可逐条下载报文（JSON）后在平台手工上报；配置接口后将自动补报。"
        />
      )}
      <Segmented
        value={status}
        onChange={(v) => set({ status: v === 'all' ? null : v })}
        options={STATUSES.map((s) => ({ value: s, label: label(s) }))}
      />
      <Table<TraceReportRow>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.list}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (n) => `共 ${n} 条上报`,
          onChange: (p) => set({ page: p === 1 ? null : p }),
        }}
        locale={{ emptyText: '暂无追溯码上报' }}
        scroll={{ x: 1000 }}
        columns={[
          { title: '发货时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
          { title: '订单号', dataIndex: 'order_no', width: 190 },
          { title: '发货店铺', dataIndex: 'shop_name', width: 150, ellipsis: true },
          { title: '业务', dataIndex: 'event', width: 70 },
          { title: '盒数', dataIndex: 'boxes', width: 70, align: 'right' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 130,
            render: (s: TraceReportRow['status'], r) => (
              <Tooltip title={r.status === 'failed' ? `第${r.attempts}次上报失败：${r.last_error ?? ''}` : undefined}>
                <Tag color={STATUS_COLOR[s]}>{TRACE_REPORT_STATUS_NAMES[s]}</Tag>
              </Tooltip>
            ),
          },
          {
            title: '平台应答',
            key: 'answer',
            render: (_: unknown, r) =>
              r.accepted === null ? (
                '—'
              ) : (
                <Typography.Text type={r.rejected.length > 0 ? 'warning' : undefined}>
                  接收 {r.accepted} 盒
                  {r.rejected.length > 0 &&
                    `，拒收 ${r.rejected.length} 盒：${r.rejected
                      .slice(0, 3)
                      .map((x) => `${x.code}（${x.reason}）`)
                      .join('、')}${r.rejected.length > 3 ? '等' : ''}`}
                </Typography.Text>
              ),
          },
          {
            title: '报文',
            key: 'file',
            width: 80,
            render: (_: unknown, r) => (
              <Button type="link" size="small" onClick={() => void download(api.traceConsole.report, { params: { id: r.id } }, 'trace-report.json')}>
                下载
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
