import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { chinaMinute } from '@yaocai/contract';
import { USER_BASE_QUERY_KEY } from '../../../lib/query-keys';
import { recallNoticesQuery, type RecallNoticeView, type RecallReturnResult } from '../api/recalls';
import { AcknowledgeDialog, FiledReturns, ReturnDialog } from './recall-dialogs';
import styles from './recalls.module.css';

const CLASS_COLOR: Record<string, string> = { 一级召回: 'red', 二级召回: 'orange', 三级召回: 'gold' };

function state(n: RecallNoticeView) {
  if (n.acknowledged_at === null) return n.overdue ? <Tag color="red">逾期未确认</Tag> : <Tag color="orange">待确认</Tag>;
  if (n.returned > 0) return <Tag color="blue">已申请退回 {n.returned} 盒</Tag>;
  return <Tag color="green">已确认</Tag>;
}

/**
 * /ypzh 药品召回: every recall of a batch the pharmacy received — what, why, by when — with 确认 (stock on hand)
 * and 召回退货. Those still to acknowledge come first; the header's banner stays until none is left.
 */
export function RecallNotices() {
  const client = useQueryClient();
  const { data, isPending } = useQuery(recallNoticesQuery);
  const [acking, setAcking] = useState<RecallNoticeView | null>(null);
  const [returning, setReturning] = useState<RecallNoticeView | null>(null);
  const [filed, setFiled] = useState<RecallReturnResult | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['recalls'] });
    // The header's count of notices to acknowledge.
    void client.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
  };

  return (
    <section className={styles.card} data-testid="recall-notices">
      <h3 className={styles.title}>药品召回</h3>
      <Alert
        type="warning"
        showIcon
        className={styles.intro}
        title="收到召回通知后，请立即停止销售和使用该批号药品，在处理期限内确认并上报在库数量，再将在库药品退回。"
      />
      {filed && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setFiled(null)}
          className={styles.intro}
          title="召回退货申请已提交"
          description={<FiledReturns result={filed} />}
        />
      )}
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data?.length ? (
        <Empty description="暂无药品召回通知" />
      ) : (
        data.map((n) => (
          <article key={n.id} className={n.acknowledged_at ? styles.notice : `${styles.notice} ${styles.open}`} data-testid="recall-notice-card">
            <header className={styles.head}>
              <Tag color={CLASS_COLOR[n.class_text]}>{n.class_text}</Tag>
              <strong className={styles.goods}>{n.goods_name}</strong>
              {state(n)}
              <span className={styles.actions}>
                <Button type={n.acknowledged_at ? 'default' : 'primary'} danger={!n.acknowledged_at} onClick={() => setAcking(n)}>
                  {n.acknowledged_at ? '更新在库数量' : '确认并上报在库数量'}
                </Button>
                {n.acknowledged_at && n.returnable > 0 && (
                  <Button type="primary" onClick={() => setReturning(n)}>
                    申请召回退货
                  </Button>
                )}
              </span>
            </header>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label="批准文号">{n.approval_no}</Descriptions.Item>
              <Descriptions.Item label="召回批号">{n.batch_nos.join('、')}</Descriptions.Item>
              <Descriptions.Item label="收货数量">{n.quantity} 盒</Descriptions.Item>
              <Descriptions.Item label="召回原因" span={2}>
                {n.reason}
              </Descriptions.Item>
              <Descriptions.Item label="处理期限">
                <span className={n.overdue ? styles.overdue : undefined}>{chinaMinute(n.deadline)}</span>
              </Descriptions.Item>
              {n.source && (
                <Descriptions.Item label="召回来源" span={2}>
                  {n.source}
                </Descriptions.Item>
              )}
              {n.acknowledged_at && (
                <Descriptions.Item label="确认时间">
                  {chinaMinute(n.acknowledged_at)}，在库 {n.on_hand} 盒，已退回 {n.returned} 盒
                </Descriptions.Item>
              )}
            </Descriptions>
          </article>
        ))
      )}
      {acking && (
        <AcknowledgeDialog
          notice={acking}
          onClose={() => setAcking(null)}
          onDone={() => {
            setAcking(null);
            refresh();
          }}
        />
      )}
      {returning && (
        <ReturnDialog
          notice={returning}
          onClose={() => setReturning(null)}
          onFiled={(r) => {
            setFiled(r);
            refresh();
          }}
        />
      )}
    </section>
  );
}
