import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin, Tag } from 'antd';
import { chinaMinute, WANTED_STATUS } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoodsTable } from '../../../components/ui/goods-table';
import { formatMoney } from '../../../lib/money';
import { wantedDetailQuery } from '../api/wanted';
import { STATUS_COLORS } from './wanted-list';
import styles from './wanted.module.css';

const when = (iso: string | null) => chinaMinute(iso) || '—';

/** /pzqg/info?id=: the request, the platform's answer and the goods it found, buyable from here. */
export function WantedInfo() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: w, isPending, isError } = useQuery({ ...wantedDetailQuery(id), enabled: valid });

  if (!valid || isError) {
    return (
      <section className={styles.card}>
        <EmptyState text="求购信息不存在">
          <Link to="/pzqg">返回求购列表</Link>
        </EmptyState>
      </section>
    );
  }
  if (isPending) return <Spin className={styles.loading} />;

  return (
    <section className={styles.card} data-testid="wanted-info">
      <div className={styles.head}>
        <h3 className={styles.title}>求购详情</h3>
        <Link to="/pzqg">返回求购列表</Link>
      </div>
      <Descriptions bordered size="small" column={2} className={styles.block}>
        <Descriptions.Item label="药品名称">{w.name}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[w.status]} data-testid="wanted-status">
            {w.status_name}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="规格">{w.spec || '—'}</Descriptions.Item>
        <Descriptions.Item label="生产厂家">{w.maker || '—'}</Descriptions.Item>
        <Descriptions.Item label="批准文号">{w.approval_no || '—'}</Descriptions.Item>
        <Descriptions.Item label="求购数量">
          {w.quantity}
          {w.unit}
        </Descriptions.Item>
        <Descriptions.Item label="期望单价">{w.expected_price === null ? '面议' : formatMoney(w.expected_price)}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{when(w.created_at)}</Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>
          {w.remark || '—'}
        </Descriptions.Item>
      </Descriptions>
      <h4 className={styles.subTitle}>平台答复</h4>
      {w.status === WANTED_STATUS.pending ? (
        <p className={styles.muted}>平台正在为您寻找货源，有结果将通过「我的消息」通知您。</p>
      ) : w.status === WANTED_STATUS.cancelled ? (
        <p className={styles.muted}>该求购已撤销。</p>
      ) : (
        <div className={styles.reply} data-testid="wanted-reply">
          {w.reply}
          <span className={styles.muted}> {when(w.replied_at)}</span>
        </div>
      )}
      {w.goods.length > 0 && (
        <>
          <h4 className={styles.subTitle}>为您找到的商品</h4>
          <GoodsTable goods={w.goods} compact />
        </>
      )}
    </section>
  );
}
