import { useSearchParams } from 'react-router';
import { chinaDateTime } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { drawRecordsQuery, RECORDS_PAGE_SIZE, type DrawRecord } from '../api/lottery';
import styles from './lottery.module.css';

const KIND: Record<string, [string, string]> = {
  coupon: ['优惠券', 'red'],
  points: ['积分', 'gold'],
  goods: ['实物', 'green'],
  none: ['未中奖', 'default'],
};

/** Member centre: the member's draws and what each one gave (where to find it: /yhq, points, /jfdd). */
export function DrawRecords() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(drawRecordsQuery(page));
  return (
    <section className={styles.records} data-testid="draw-records">
      <h3 className={styles.recordsTitle}>抽奖记录</h3>
      <Table<DrawRecord>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '暂无抽奖记录' }}
        pagination={{
          current: page,
          pageSize: RECORDS_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => setParams(p > 1 ? { page: String(p) } : {}),
        }}
        columns={[
          { title: '活动', dataIndex: 'activity_name' },
          {
            title: '奖品',
            dataIndex: 'name',
            render: (v: string, r) => (
              <>
                {v} <Tag color={KIND[r.kind]?.[1]}>{KIND[r.kind]?.[0]}</Tag>
              </>
            ),
          },
          { title: '说明', dataIndex: 'remarks' },
          { title: '抽奖时间', dataIndex: 'created_at', render: (v: string) => chinaDateTime(v) },
        ]}
      />
    </section>
  );
}
