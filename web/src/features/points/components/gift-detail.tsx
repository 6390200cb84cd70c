import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Select, Skeleton } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { exchange, exchangeAddressesQuery, giftQuery } from '../api/points';
import styles from './points.module.css';

/** /jfsc/details?id=: one gift; members pick a quantity and a delivery address and exchange their points for it. */
export function GiftDetail({ id, loggedIn, loginHref }: { id: number; loggedIn: boolean; loginHref: string }) {
  const { data: g, isPending, isError } = useQuery({ ...giftQuery(id), enabled: id > 0 });
  const { data: addresses } = useQuery({ ...exchangeAddressesQuery, enabled: loggedIn });
  const [number, setNumber] = useState(1);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();

  if (id <= 0 || isError)
    return (
      <EmptyState text="积分商品不存在或已下架">
        <Link to="/jfsc">
          <Button>返回积分商城</Button>
        </Link>
      </EmptyState>
    );
  if (isPending || !g) return <Skeleton active />;

  const chosen = addressId ?? addresses?.list[0]?.id ?? null;
  const left = g.per_member_limit > 0 ? g.per_member_limit - g.exchanged : 99;
  const max = Math.max(0, Math.min(99, g.stock, left));
  const cost = g.points * number;
  const short = g.my_points !== null && g.my_points < cost;
  const reason = g.stock <= 0 ? '已兑完' : left <= 0 ? '已达兑换上限' : short ? '积分不足' : null;

  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await exchange({ goods_id: g.id, number, address_id: chosen });
      message.success('兑换成功');
      await qc.invalidateQueries({ queryKey: ['points'] });
      void navigate('/jfdd');
    } catch {
      // The request client already showed the server's message (积分不足, 库存不足 …).
      await qc.invalidateQueries({ queryKey: ['points', 'goods', 'detail', id] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} data-testid="gift-detail">
      <div className={styles.detail}>
        <img className={styles.detailImage} src={g.image} alt={g.name} />
        <div className={styles.detailBody}>
          <h2 className={styles.detailName}>{g.name}</h2>
          <div className={styles.priceRow}>
            <span className={styles.points}>
              {g.points}
              <small>积分</small>
            </span>
          </div>
          <p className={styles.desc}>{g.description}</p>
          <div className={styles.row}>
            <span className={styles.label}>库存</span>
            <span>{g.stock}</span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>兑换限制</span>
            <span>{g.per_member_limit > 0 ? `每人限兑 ${g.per_member_limit} 件（已兑 ${g.exchanged} 件）` : '不限'}</span>
          </div>
          {loggedIn ? (
            <>
              <div className={styles.row}>
                <span className={styles.label}>我的积分</span>
                <span data-testid="gift-my-points">{g.my_points ?? 0}</span>
              </div>
              <div className={styles.row}>
                <span className={styles.label}>兑换数量</span>
                <InputNumber
                  min={1}
                  max={Math.max(1, max)}
                  precision={0}
                  value={number}
                  onChange={(v) => setNumber(v ?? 1)}
                  data-testid="gift-number"
                />
                <span className={styles.orderMeta}>共需 {cost} 积分</span>
              </div>
              <div className={styles.row}>
                <span className={styles.label}>收货地址</span>
                {addresses && addresses.list.length === 0 ? (
                  <Link to="/addr">请先添加收货地址 ›</Link>
                ) : (
                  <Select
                    style={{ width: 420 }}
                    value={chosen ?? undefined}
                    onChange={setAddressId}
                    options={(addresses?.list ?? []).map((a) => ({ value: a.id, label: `${a.consignee} ${a.phone} ${a.full_address}` }))}
                    data-testid="gift-address"
                  />
                )}
              </div>
              <div>
                <Button type="primary" size="large" danger disabled={!!reason || !chosen} loading={busy} onClick={submit} data-testid="gift-exchange">
                  {reason ?? '立即兑换'}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Link to={loginHref}>
                <Button type="primary" size="large">
                  登录后兑换
                </Button>
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
