import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, Dialog, Image, List, NoticeBar, Popup, Stepper, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { groupBuyText as t, quantityBounds, type GroupBuyView, type OpenGroupView } from '@yaocai/contract';
import { callEnvelope, call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { USER_KEY } from '../../lib/query-client';
import { GROUP_BUY_KEY } from './keys';
import styles from './group-buy.module.css';

interface Props {
  campaign: GroupBuyView;
  /** The group to join; null opens a new one. */
  group: OpenGroupView | null;
  onClose: () => void;
}

/**
 * 参加拼团 / 发起拼团 as a bottom sheet: the quantity within the campaign's limits (in middle packs), the delivery
 * address (default first) and what the group price makes of it. Nothing is charged here; when this join forms the
 * group, the member is offered to pay the order it placed (the desktop's dialog, the same call and messages).
 */
export default function JoinSheet({ campaign: c, group, onClose }: Props) {
  const bounds = quantityBounds(c.min_number, c.max_number, c.goods.middle_pack);
  const [number, setNumber] = useState(bounds?.min ?? c.min_number);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const addresses = useQuery({ queryKey: ['addresses'], queryFn: () => call(api.addresses.list), staleTime: 0 });
  const list = addresses.data?.list ?? [];
  const chosen = list.find((a) => a.id === addressId) ?? list.find((a) => a.is_default === 1) ?? list[0] ?? null;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: () => callEnvelope(api.groupbuy.join, { body: { campaign_id: c.id, group_id: group?.id, number, address_id: chosen!.id } }),
    onSuccess: async ({ msg, data }) => {
      onClose();
      const p = data.participation;
      if (data.formed && p.order_id) {
        void qc.invalidateQueries({ queryKey: ['orders'] });
        const pay = await Dialog.confirm({
          title: t.formedTitle,
          content: t.formedBody(p.order_no ?? ''),
          confirmText: t.payNow,
          cancelText: t.later,
        });
        if (pay) navigate(`/cart/step3/${p.order_id}?ids=${p.order_id}`);
      } else if (data.formed) Dialog.alert({ title: msg, content: p.reason, confirmText: '知道了' });
      else Toast.show({ icon: 'success', content: msg });
    },
    // Joined or refused (库存不足, 超出经营范围 …: the request client said why), the zone may have changed.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: GROUP_BUY_KEY }), qc.invalidateQueries({ queryKey: USER_KEY })]),
  });
  const unit = c.goods.bzdw;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div data-testid="phone-groupbuy-sheet">
        <div className={styles.sheetTitle}>{group ? t.dialogJoin : t.dialogOpen}</div>
        <div className={styles.sheetGoods}>
          <Image src={c.goods.goods_image[0] ?? ''} width={72} height={72} fit="contain" alt={c.goods.name} />
          <div>
            <div className={styles.sheetName}>{c.goods.name}</div>
            <div className={styles.muted}>
              {c.goods.ypgg} · {c.goods.sccj}
            </div>
            <div>
              {t.groupPrice} <span className="yc-price">{c.group_price === null ? c.goods.price_tip : yuan(c.group_price)}</span>
              <span className={styles.badge}>{t.people(c.required_members)}</span>
            </div>
          </div>
        </div>
        {group && <div className={styles.leaderLine}>{t.joinLeader(group.leader, group.missing)}</div>}
        <List>
          <List.Item
            description={t.limits(c.min_number, c.max_number, unit)}
            extra={
              bounds ? (
                <Stepper
                  aria-label={t.quantity}
                  min={bounds.min}
                  max={bounds.max}
                  step={bounds.step}
                  digits={0}
                  value={number}
                  onChange={(v) => setNumber(Math.min(bounds.max, Math.max(bounds.min, v || bounds.min)))}
                  style={{ '--height': '44px', '--button-width': '44px', '--input-width': '52px' }}
                />
              ) : (
                <span className={styles.warn}>{t.noQuantity}</span>
              )
            }
          >
            {t.quantity}
          </List.Item>
          <List.Item
            data-testid="phone-groupbuy-address"
            onClick={() => (list.length > 1 ? setPicking(true) : list.length === 0 ? navigate('/addr') : undefined)}
            arrow={list.length !== 1}
            description={chosen?.full_address}
          >
            {chosen ? `${t.address}：${chosen.consignee} ${chosen.phone}` : addresses.isPending ? t.address : t.addAddress}
          </List.Item>
          <List.Item extra={<span className={`yc-price ${styles.amount}`}>{c.group_price === null ? '—' : yuan(c.group_price * number)}</span>}>
            {t.amount}
          </List.Item>
        </List>
        <NoticeBar content={t.notice} color="info" wrap />
        <div className={styles.sheetFoot}>
          <Button block color="danger" shape="rounded" disabled={!chosen || !bounds} loading={join.isPending} onClick={() => join.mutate()}>
            {group ? t.confirm : t.confirmOpen}
          </Button>
        </div>
      </div>
      <ActionSheet
        visible={picking}
        onClose={() => setPicking(false)}
        cancelText="取消"
        actions={list.map((a) => ({ key: a.id, text: `${a.consignee} ${a.full_address}`, onClick: () => setAddressId(a.id) }))}
        onAction={() => setPicking(false)}
      />
    </Popup>
  );
}
