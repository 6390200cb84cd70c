import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { chinaMinute, WANTED_STATUS, WANTED_STATUS_NAMES } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { cancelWanted, WANTED_PAGE_SIZE, wantedListQuery, type WantedView } from '../api/wanted';
import styles from './wanted.module.css';

export const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'default' };
const FILTERS = [{ label: '全部', value: 'all' }, ...Object.entries(WANTED_STATUS_NAMES).map(([value, label]) => ({ label, value }))];

/** /pzqg: the member's wanted-variety requests with the platform's answers. */
export function WantedList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = statusParam !== null && statusParam in WANTED_STATUS_NAMES ? Number(statusParam) : undefined;
  const { data, isPending, isFetching } = useQuery(wantedListQuery(page, status));
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const go = (next: { page?: number; status?: number }) => {
    const p = new URLSearchParams();
    if (next.status !== undefined) p.set('status', String(next.status));
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const withdraw = async (id: number) => {
    try {
      await cancelWanted(id);
      message.success('已撤销');
      await queryClient.invalidateQueries({ queryKey: ['wanted'] });
    } catch {
      // The request client has shown why.
    }
  };

  const columns: TableColumnsType<WantedView> = [
    {
      title: '药品名称',
      key: 'name',
      render: (_, w) => (
        <Link to={`/pzqg/info?id=${w.id}`} className={styles.name}>
          {w.name}
        </Link>
      ),
    },
    { title: '规格', dataIndex: 'spec', width: 110, ellipsis: true, render: (v: string) => v || '—' },
    { title: '生产厂家', dataIndex: 'maker', width: 150, ellipsis: true, render: (v: string) => v || '—' },
    { title: '求购数量', key: 'quantity', width: 90, align: 'right', render: (_, w) => `${w.quantity}${w.unit}` },
    {
      title: '期望单价',
      dataIndex: 'expected_price',
      width: 90,
      align: 'right',
      render: (v: number | null) => (v === null ? '面议' : formatMoney(v)),
    },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, w) => <Tag color={STATUS_COLORS[w.status]}>{w.status_name}</Tag>,
    },
    { title: '提交时间', dataIndex: 'created_at', width: 140, render: (v: string) => chinaMinute(v) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, w) => (
        <span className={styles.ops}>
          <Link to={`/pzqg/info?id=${w.id}`}>查看</Link>
          {w.status === WANTED_STATUS.pending && (
            <Popconfirm title="确定撤销该求购吗？" okText="确定" cancelText="取消" onConfirm={() => withdraw(w.id)}>
              <Button type="link" size="small">
                撤销
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.card} data-testid="wanted-list">
      <div className={styles.head}>
        <h3 className={styles.title}>品种求购</h3>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/pzqg/add')} data-testid="wanted-add">
          发布求购
        </Button>
      </div>
      <p className={styles.intro}>平台上找不到需要的品种？发布求购，平台将为您联系商家寻找货源，有结果会通过「我的消息」通知您。</p>
      <Segmented
        className={styles.filter}
        value={status === undefined ? 'all' : String(status)}
        options={FILTERS}
        onChange={(v) => go({ status: v === 'all' ? undefined : Number(v) })}
      />
      {!isPending && (data?.list.length ?? 0) === 0 ? (
        <EmptyState text="暂无求购记录">
          <Button onClick={() => navigate('/pzqg/add')}>发布求购</Button>
        </EmptyState>
      ) : (
        <Table<WantedView>
          className={styles.table}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isFetching}
          pagination={{
            current: page,
            pageSize: WANTED_PAGE_SIZE,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (p) => go({ page: p, status }),
          }}
        />
      )}
    </section>
  );
}
