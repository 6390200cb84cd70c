import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { quantityBounds, groupBuyText as t } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import { GROUP_BUY_QUERY_KEY, joinAddressesQuery, joinGroupBuy, type GroupBuyView, type OpenGroupView } from '../api/groupbuy';
import styles from './groupbuy.module.css';

interface Props {
  campaign: GroupBuyView;
  /** The group to join; null opens a new one. */
  group: OpenGroupView | null;
  onClose: () => void;
}

/**
 * The join dialog: quantity within the campaign's limits (in middle packs), the delivery address (default first) and
 * what the group price makes of it. Nothing is charged here; when this join forms the group, the member is offered to
 * pay the order it placed.
 */
export function JoinDialog({ campaign: c, group, onClose }: Props) {
  const bounds = quantityBounds(c.min_number, c.max_number, c.goods.middle_pack);
  const [number, setNumber] = useState(bounds?.min ?? c.min_number);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: addresses } = useQuery(joinAddressesQuery);
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const chosen = addressId ?? addresses?.list.find((a) => a.is_default === 1)?.id ?? addresses?.list[0]?.id ?? null;
  const unit = c.goods.bzdw;

  const submit = async () => {
    if (!chosen || !bounds) return;
    setBusy(true);
    try {
      const { msg, data } = await joinGroupBuy({ campaign_id: c.id, group_id: group?.id, number, address_id: chosen });
      await qc.invalidateQueries({ queryKey: GROUP_BUY_QUERY_KEY });
      onClose();
      const p = data.participation;
      if (data.formed && p.order_id) {
        modal.success({
          title: t.formedTitle,
          content: t.formedBody(p.order_no ?? ''),
          okText: t.payNow,
          closable: true,
          onOk: () => void navigate(`/cart/step3/${p.order_id}?ids=${p.order_id}`),
        });
      } else if (data.formed) {
        modal.warning({ title: msg, content: p.reason });
      } else {
        message.success(msg);
      }
    } catch {
      // The request client already showed the server's reason (库存不足, 超出经营范围 …); the zone may have changed.
      await qc.invalidateQueries({ queryKey: GROUP_BUY_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={group ? t.dialogJoin : t.dialogOpen}
      okText={group ? t.confirm : t.confirmOpen}
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: !chosen || !bounds, danger: true, 'data-testid': 'groupbuy-confirm' } as ButtonProps}
      width={560}
      destroyOnHidden
    >
      <div className={styles.dialog} data-testid="groupbuy-dialog">
        <div className={styles.dialogGoods}>
          <img src={c.goods.goods_image[0]} alt={c.goods.name} className={styles.dialogImage} />
          <div>
            <div className={styles.dialogName}>{c.goods.name}</div>
            <div className={styles.muted}>
              {c.goods.ypgg} · {c.goods.sccj}
            </div>
            <div className={styles.dialogPrice}>
              {t.groupPrice} <b>{c.group_price === null ? c.goods.price_tip : formatMoney(c.group_price)}</b>
              <span className={styles.badge}>{t.people(c.required_members)}</span>
            </div>
          </div>
        </div>
        {group && <div className={styles.dialogLeader}>{t.joinLeader(group.leader, group.missing)}</div>}
        <div className={styles.dialogRow}>
          <span className={styles.label}>{t.quantity}</span>
          {bounds ? (
            <InputNumber
              min={bounds.min}
              max={bounds.max}
              step={bounds.step}
              precision={0}
              value={number}
              onChange={(v) => setNumber(v ?? bounds.min)}
              data-testid="groupbuy-number"
            />
          ) : (
            <span className={styles.warn}>{t.noQuantity}</span>
          )}
          {bounds && <span>{unit}</span>}
          <span className={styles.muted}>{t.limits(c.min_number, c.max_number, unit)}</span>
        </div>
        <div className={styles.dialogRow}>
          <span className={styles.label}>{t.address}</span>
          {addresses && addresses.list.length === 0 ? (
            <Link to="/addr">{t.addAddress}</Link>
          ) : (
            <Select
              style={{ width: 400 }}
              value={chosen ?? undefined}
              onChange={setAddressId}
              options={(addresses?.list ?? []).map((a) => ({ value: a.id, label: `${a.consignee} ${a.phone} ${a.full_address}` }))}
              data-testid="groupbuy-address"
            />
          )}
        </div>
        <div className={styles.dialogRow}>
          <span className={styles.label}>{t.amount}</span>
          <span className={styles.amount} data-testid="groupbuy-amount">
            {c.group_price === null ? '—' : formatMoney(c.group_price * number)}
          </span>
        </div>
        <Alert type="info" showIcon title={t.notice} />
      </div>
    </Modal>
  );
}
