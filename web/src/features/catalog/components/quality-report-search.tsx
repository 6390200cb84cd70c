import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Pagination, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { qualityReportsQuery } from '../api/goods';
import { ReportTable } from './detail-reports';

/** 质检报告查询 (header): by goods name and/or batch number, each batch's report one click away. */
export function QualityReportSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [q, setQ] = useState<{ keyword: string; batch: string; page: number }>({ keyword: '', batch: '', page: 1 });
  const [form] = Form.useForm<{ keyword?: string; batch?: string }>();
  const { data, isFetching } = useQuery(qualityReportsQuery(q));
  const searched = Boolean(q.keyword || q.batch);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title="质检报告查询" destroyOnHidden>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => setQ({ keyword: (v.keyword ?? '').trim(), batch: (v.batch ?? '').trim(), page: 1 })}
        data-testid="report-search"
        style={{ marginBottom: 16 }}
      >
        <Space wrap>
          <Form.Item name="keyword" style={{ margin: 0 }}>
            <Input placeholder="商品名称，如 阿莫西林" allowClear style={{ width: 260 }} data-testid="report-keyword" maxLength={50} />
          </Form.Item>
          <Form.Item name="batch" style={{ margin: 0 }}>
            <Input placeholder="批号（包装上的 批号/LOT）" allowClear style={{ width: 220 }} data-testid="report-batch" maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={isFetching} data-testid="report-submit">
            查询
          </Button>
        </Space>
      </Form>
      {!searched ? (
        <EmptyState text="输入商品名称或批号，查询该批次的药品检验报告" />
      ) : data && data.total > 0 ? (
        <>
          <ReportTable list={data.list} showGoods />
          {data.total > data.page_size && (
            <Pagination
              style={{ marginTop: 12, textAlign: 'right' }}
              size="small"
              current={q.page}
              pageSize={data.page_size}
              total={data.total}
              onChange={(page) => setQ({ ...q, page })}
              showSizeChanger={false}
            />
          )}
        </>
      ) : (
        !isFetching && <EmptyState text="未找到该批次的质检报告，请核对批号或联系专属客服" />
      )}
    </Modal>
  );
}
