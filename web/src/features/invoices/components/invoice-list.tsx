import { useState } from 'react';
import { chinaDay } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { formatMoney } from '../../../lib/money';
import { fileHref } from '../../../lib/api-client';
import { invoicesQuery, type InvoiceView } from '../api/invoices';
import styles from './invoices.module.css';

/** The member's e-invoices with the PDF to download. */
export function InvoiceList() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(invoicesQuery(page));
  return (
    <Table<InvoiceView>
      rowKey="id"
      size="middle"
      loading={isFetching}
      dataSource={data?.list ?? []}
      locale={{ emptyText: '暂无电子发票，订单完成后将自动开具' }}
      pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      data-testid="invoice-list"
      columns={[
        { title: '发票号码', dataIndex: 'invoice_no', width: 190 },
        { title: '订单号', dataIndex: 'order_no', width: 180, render: (v: string, i) => <Link to={`/order/info/${i.order_id}`}>{v}</Link> },
        { title: '发票类型', dataIndex: 'type_text', width: 150, ellipsis: true },
        { title: '发票抬头', dataIndex: 'title', ellipsis: true },
        {
          title: '价税合计',
          dataIndex: 'amount',
          width: 110,
          align: 'right',
          render: (v: number, i) => (
            <>
              {formatMoney(v)}
              <div className={styles.tax}>税额 {formatMoney(i.tax_amount)}</div>
            </>
          ),
        },
        { title: '开票日期', dataIndex: 'issued_at', width: 100, render: (v: string) => chinaDay(v) || '—' },
        { title: '状态', dataIndex: 'status_text', width: 80, render: (v: string, i) => <Tag color={i.status === 1 ? 'green' : 'orange'}>{v}</Tag> },
        {
          title: '操作',
          key: 'pdf',
          width: 80,
          render: (_, i) =>
            i.issued_at ? (
              <a href={fileHref(api.invoices.pdf, { params: { id: i.id } })} target="_blank" rel="noreferrer" data-testid="invoice-pdf">
                下载PDF
              </a>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
