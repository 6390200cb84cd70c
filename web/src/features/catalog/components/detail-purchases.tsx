import { useState } from 'react';
import { chinaMinute } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton, Table } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { purchaseRecordsQuery } from '../api/goods';
import styles from './detail-tabs.module.css';

/** 采购记录: who bought this goods lately (buyers masked), with the last 30 days in one line. */
export function DetailPurchases({ goodsId }: { goodsId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(purchaseRecordsQuery(goodsId, page));
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data || data.total === 0) return <EmptyState text="暂无采购记录" />;
  return (
    <div data-testid="detail-purchases">
      <p className={styles.summary}>
        近30天共 <b>{data.buyers_30d}</b> 家单位采购 <b>{data.units_30d}</b> {data.list[0]?.unit}
      </p>
      <Table
        rowKey={(r) => `${r.buyer}-${r.created_at}-${r.number}`}
        size="small"
        pagination={false}
        dataSource={data.list}
        columns={[
          { title: '采购单位', dataIndex: 'buyer' },
          { title: '采购数量', key: 'n', width: 160, render: (_, r) => `${r.number}${r.unit}` },
          { title: '采购时间', dataIndex: 'created_at', width: 200, render: (v: string) => chinaMinute(v) },
        ]}
      />
      {data.total > data.page_size && (
        <Pagination
          className={styles.pager}
          size="small"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
