import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Dialog, Image, List, Stepper, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { Loaded } from '../../components/loaded';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import styles from './points.module.css';

/**
 * /jfsc/details?id= on a phone: one gift, what it costs and how many are left; a member picks the quantity and the
 * delivery address and exchanges points for it (asked once more, points cannot be given back), then sees /jfdd.
 */
export default function GiftDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const back = useBack(PHONE_PAGES.pointsMall);
  const gift = useQuery({
    queryKey: ['points', 'goods', 'detail', id],
    queryFn: () => call(api.points.goodsDetail, { params: { id } }, { silent: true }),
    enabled: valid,
    staleTime: 0,
  });
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>积分商品详情</NavBar>
      <Loaded query={gift} valid={valid} missing={{ title: '积分商品不存在或已下架', description: '去积分商城看看其他礼品' }}>
        {(g) => <Gift gift={g} />}
      </Loaded>
    </div>
  );
}

type GiftDetail = OutputOf<typeof api.points.goodsDetail>;

function Gift({ gift: g }: { gift: GiftDetail }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const signedIn = useUser().data?.show === 1;
  const addresses = useQuery({ queryKey: ['addresses'], queryFn: () => call(api.addresses.list), enabled: signedIn, staleTime: 0 });
  const [number, setNumber] = useState(1);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const address = addresses.data?.list.find((a) => a.id === addressId) ?? addresses.data?.list[0] ?? null;
  const left = g.per_member_limit > 0 ? g.per_member_limit - g.exchanged : 99;
  const max = Math.max(0, Math.min(99, g.stock, left));
  const cost = g.points * number;
  const short = g.my_points !== null && g.my_points < cost;
  const reason = g.stock <= 0 ? '已兑完' : left <= 0 ? '已达兑换上限' : short ? '积分不足' : !address ? '请先添加收货地址' : null;
  const exchange = useMutation({
    mutationFn: () => call(api.points.exchange, { body: { goods_id: g.id, number, address_id: address!.id } }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: '兑换成功' });
      await qc.invalidateQueries({ queryKey: ['points'] });
      navigate(PHONE_PAGES.pointsOrders, { replace: true });
    },
    // Refused (积分不足, 库存不足…: the request client said why): the gift as it now stands.
    onError: () => qc.invalidateQueries({ queryKey: ['points', 'goods', 'detail', g.id] }),
  });
  const confirm = async () => {
    const ok = await Dialog.confirm({
      title: '确认兑换',
      content: `确定使用 ${cost} 积分兑换「${g.name}」× ${number} 吗？`,
      confirmText: '确定兑换',
    });
    if (ok) exchange.mutate();
  };
  return (
    <>
      <div className={styles.hero} data-testid="phone-gift-detail">
        <Image src={g.image} alt={g.name} fit="contain" className={styles.heroImage} />
        <div className={styles.heroBody}>
          <div className={styles.points}>
            {g.points}
            <small>积分</small>
          </div>
          <h1 className={styles.heroName}>{g.name}</h1>
          {g.description && <p className={styles.desc}>{g.description}</p>}
        </div>
      </div>
      <List mode="card">
        <List.Item extra={g.stock}>库存</List.Item>
        <List.Item extra={g.per_member_limit > 0 ? `每人限兑 ${g.per_member_limit} 件（已兑 ${g.exchanged} 件）` : '不限'}>兑换限制</List.Item>
        {signedIn && (
          <>
            <List.Item extra={<span data-testid="phone-gift-my-points">{g.my_points ?? 0}</span>}>我的积分</List.Item>
            <List.Item
              extra={
                <Stepper
                  min={1}
                  max={Math.max(1, max)}
                  digits={0}
                  value={number}
                  onChange={(v) => setNumber(v || 1)}
                  className={styles.stepper}
                  style={{ '--height': '36px', '--input-width': '48px' }}
                />
              }
            >
              兑换数量
            </List.Item>
            <List.Item
              data-testid="phone-gift-address"
              onClick={() => (addresses.data && addresses.data.list.length > 1 ? setPicking(true) : location.assign('/addr'))}
              description={address ? address.full_address : undefined}
            >
              {address ? `${address.consignee} ${address.phone}` : '请先添加收货地址'}
            </List.Item>
          </>
        )}
      </List>
      <ActionSheet
        visible={picking}
        onClose={() => setPicking(false)}
        cancelText="取消"
        actions={(addresses.data?.list ?? []).map((a) => ({
          key: a.id,
          text: `${a.consignee} ${a.full_address}`,
          onClick: () => setAddressId(a.id),
        }))}
        onAction={() => setPicking(false)}
      />
      <footer className={styles.bar}>
        {signedIn ? (
          <>
            <span>
              共需 <strong className={styles.cost}>{cost}</strong> 积分
            </span>
            <Button color="danger" shape="rounded" disabled={!!reason} loading={exchange.isPending} onClick={() => void confirm()}>
              {reason ?? '立即兑换'}
            </Button>
          </>
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigate(`/login?redirect=${encodeURIComponent(`${PHONE_PAGES.pointsGift}?id=${g.id}`)}`)}
          >
            登录后兑换
          </Button>
        )}
      </footer>
    </>
  );
}
