import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Pagination, Skeleton, Tag } from 'antd';
import { GROUP_MEMBER_STATE, formatLeft, secondsLeft, groupBuyText as t } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { MINE_PAGE_SIZE, myGroupBuysQuery, type MyGroupBuyView } from '../api/groupbuy';
import styles from './groupbuy.module.css';

const STATE_COLOR: Record<number, string> = {
  [GROUP_MEMBER_STATE.waiting]: 'orange',
  [GROUP_MEMBER_STATE.ordered]: 'green',
  [GROUP_MEMBER_STATE.failed]: 'default',
  [GROUP_MEMBER_STATE.refused]: 'red',
};

function Row({ p, now }: { p: MyGroupBuyView; now: number }) {
  const waiting = p.state === GROUP_MEMBER_STATE.waiting;
  return (
    <div className={styles.mineRow} data-testid="my-groupbuy" data-state={p.state}>
      <div className={styles.mineGoods}>
        <img src={p.image} alt={p.name} className={styles.mineImage} />
        <div>
          <Link to={`/list/info-pt/${p.goods_id}`} className={styles.mineName}>
            {p.name}
          </Link>
          <div className={styles.muted}>
            {p.spec} · {p.manufacturer}
          </div>
          <div className={styles.muted}>{p.shop_name}</div>
        </div>
      </div>
      <div className={styles.mineCell}>{formatMoney(p.group_price)}</div>
      <div className={styles.mineCell}>
        ×{p.number}
        {p.unit}
      </div>
      <div className={styles.mineCell}>{formatMoney(p.amount)}</div>
      <div className={styles.mineCell}>
        <div>{t.mine.members(p.members, p.required)}</div>
        <Tag color={waiting ? 'orange' : p.group_state === 1 ? 'green' : 'default'}>{p.group_state_text}</Tag>
        {waiting && <div className={styles.left}>{`${t.left} ${formatLeft(secondsLeft(p.closes_at, now))}`}</div>}
      </div>
      <div className={styles.mineCell}>
        <Tag color={STATE_COLOR[p.state]} data-testid="my-groupbuy-state">
          {p.state_text}
        </Tag>
        {p.reason && <div className={styles.reason}>{p.reason}</div>}
      </div>
      <div className={styles.mineCell}>
        {p.order_id && (
          <>
            <Link to={`/order/info/${p.order_id}`} data-testid="my-groupbuy-order">
              {p.order_no}
            </Link>
            {p.order_status === 0 && (
              <Link to={`/cart/step3/${p.order_id}?ids=${p.order_id}`}>
                <Button size="small" type="primary" danger className={styles.payButton}>
                  {t.mine.pay}
                </Button>
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** 我的拼团: every group the member joined, with its progress, their state and the order placed once it formed. */
export function MyGroupBuys({
  page,
  onPage,
  loginHref,
  now,
}: {
  page: number;
  onPage: (page: number) => void;
  loginHref: string | null;
  now: number;
}) {
  const { data, isPending } = useQuery({ ...myGroupBuysQuery(page), enabled: !loginHref });
  if (loginHref)
    return (
      <EmptyState text={t.mine.loginFirst}>
        <Link to={loginHref}>
          <Button type="primary">登录</Button>
        </Link>
      </EmptyState>
    );
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data || data.list.length === 0) return <EmptyState />;
  return (
    <div data-testid="my-groupbuys">
      <div className={`${styles.mineRow} ${styles.mineHead}`}>
        <div className={styles.mineGoods}>{t.mine.goods}</div>
        <div className={styles.mineCell}>{t.mine.price}</div>
        <div className={styles.mineCell}>{t.mine.number}</div>
        <div className={styles.mineCell}>{t.mine.amount}</div>
        <div className={styles.mineCell}>{t.mine.progress}</div>
        <div className={styles.mineCell}>{t.mine.state}</div>
        <div className={styles.mineCell}>{t.mine.order}</div>
      </div>
      {data.list.map((p) => (
        <Row key={p.id} p={p} now={now || data.timestamp} />
      ))}
      {data.total > MINE_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination current={page} pageSize={MINE_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={onPage} />
        </div>
      )}
    </div>
  );
}
