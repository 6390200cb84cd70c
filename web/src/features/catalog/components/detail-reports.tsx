import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Table } from 'antd';
import { FilePdfOutlined, FileImageOutlined } from '@ant-design/icons';
import type { QualityReportView } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { qualityReportsQuery } from '../api/goods';

/** The batches' inspection reports as a table, each opened in a new tab (image, drawn report or PDF). */
export function ReportTable({ list, showGoods }: { list: QualityReportView[]; showGoods?: boolean }) {
  return (
    <Table<QualityReportView>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={list}
      data-testid="report-table"
      columns={[
        ...(showGoods
          ? [
              {
                title: '商品',
                key: 'goods',
                width: 240,
                render: (_: unknown, r: QualityReportView) => (
                  <span>
                    {r.goods_name}
                    <br />
                    <small style={{ color: '#999' }}>
                      {r.spec} · {r.manufacturer}
                    </small>
                  </span>
                ),
              },
            ]
          : []),
        { title: '批号', dataIndex: 'batch_no', width: 130 },
        { title: '报告编号', dataIndex: 'report_no', width: 150 },
        { title: '检验单位', dataIndex: 'inspector', width: 170, ellipsis: true },
        { title: '检验日期', dataIndex: 'inspected_on', width: 110 },
        { title: '结论', dataIndex: 'conclusion', ellipsis: true },
        {
          title: '',
          key: 'open',
          width: 110,
          render: (_: unknown, r: QualityReportView) => (
            <a href={r.url} target="_blank" rel="noreferrer" data-testid="report-open">
              <Button size="small" icon={r.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}>
                查看报告
              </Button>
            </a>
          ),
        },
      ]}
    />
  );
}

/** 质检报告 tab: this goods' batches and their reports. */
export function DetailReports({ goodsId }: { goodsId: number }) {
  const { data, isPending } = useQuery(qualityReportsQuery({ goods_id: goodsId }));
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!data || data.total === 0) return <EmptyState text="暂无该商品的质检报告，可联系专属客服索取" />;
  return <ReportTable list={data.list} />;
}
