import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { goodsInsertQuery } from '../api/goods';
import { INSERT_FIELDS } from '@yaocai/contract';
import styles from './detail-tabs.module.css';

/** 说明书: the insert field by field, headed as NMPA prints it; said plainly when none has been entered. */
export function DetailInsert({ goodsId }: { goodsId: number }) {
  const { data, isPending } = useQuery(goodsInsertQuery(goodsId));
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!data?.insert)
    return <Alert type="info" showIcon title="暂无电子说明书，请以药品包装内说明书为准" data-testid="insert-missing" className={styles.note} />;
  const insert = data.insert;
  return (
    <div className={styles.insert} data-testid="detail-insert">
      <h3 className={styles.insertTitle}>{data.generic_name}说明书</h3>
      <p className={styles.insertWarn}>请仔细阅读说明书并在医师或药师指导下使用</p>
      <dl className={styles.insertList}>
        <dt>【药品名称】</dt>
        <dd>通用名称：{data.generic_name}</dd>
        <dt>【规格】</dt>
        <dd>{data.spec}</dd>
        {INSERT_FIELDS.filter(([key]) => insert[key]).map(([key, label]) => (
          <div key={key} className={styles.insertRow}>
            <dt>【{label}】</dt>
            <dd>{insert[key]}</dd>
          </div>
        ))}
        <dt>【批准文号】</dt>
        <dd>{data.approval_no || '—'}</dd>
        <dt>【生产企业】</dt>
        <dd>{data.manufacturer}</dd>
      </dl>
    </div>
  );
}
