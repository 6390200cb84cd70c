import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin, Tabs } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { CouponOption } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import type { CouponChoice } from '../api/cart';
import { cartCouponsQuery } from '../api/coupons';
import { toggleCoupon } from '../model/cart-view';
import { cartText as t } from '../text';
import { CouponTicket } from '../../../components/ui/coupon-ticket';
import styles from './coupon-picker.module.css';

interface Props {
  open: boolean;
  /** Member coupon ids now applied to the cart (the server's choice or the buyer's). */
  applied: number[];
  onClose: () => void;
  onChoose: (choice: CouponChoice) => void;
}

function reasonOf(c: CouponOption): string | null {
  if (c.reason) return c.reason;
  return c.shortfall > 0 ? `还差${formatMoney(c.shortfall)}可用` : null;
}

/** 选择优惠券: held coupons usable with the current selection (one per source) and the ones that are not, with why. */
export function CouponPicker({ open, applied, onClose, onChoose }: Props) {
  const { data, isPending } = useQuery({ ...cartCouponsQuery(), enabled: open });
  const [chosen, setChosen] = useState<number[]>(applied);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from what the cart applies now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(applied);
  }
  const usable = data?.usable ?? [];
  const unusable = data?.unusable ?? [];
  const saving = usable.filter((c) => c.member_coupon_id !== null && chosen.includes(c.member_coupon_id)).reduce((a, c) => a + c.discount, 0);

  const usableList =
    usable.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noUsable} />
    ) : (
      <div className={styles.list}>
        {usable.map((c) => {
          const on = c.member_coupon_id !== null && chosen.includes(c.member_coupon_id);
          return (
            <div
              key={c.member_coupon_id ?? c.id}
              role="button"
              tabIndex={0}
              className={styles.pick}
              onClick={() => setChosen((cur) => toggleCoupon(cur, usable, c))}
              onKeyDown={(e) => e.key === 'Enter' && setChosen((cur) => toggleCoupon(cur, usable, c))}
              data-testid="coupon-option"
            >
              <CouponTicket
                coupon={c}
                selected={on}
                extra={<span className={styles.discount}>本单可减 {formatMoney(c.discount)}</span>}
                action={<CheckCircleFilled className={on ? styles.checkOn : styles.checkOff} />}
              />
            </div>
          );
        })}
      </div>
    );
  const unusableList =
    unusable.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" />
    ) : (
      <div className={styles.list}>
        {unusable.map((c) => (
          <CouponTicket
            key={c.member_coupon_id ?? c.id}
            coupon={c}
            muted
            extra={reasonOf(c) && <span className={styles.reason}>{reasonOf(c)}</span>}
          />
        ))}
      </div>
    );

  return (
    <Modal
      open={open}
      title={t.chooseCoupon}
      width={560}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className={styles.footer}>
          <span className={styles.summary}>
            已选 {chosen.length} 张，可减 <strong>{formatMoney(saving)}</strong>
          </span>
          <Button onClick={() => onChoose('auto')}>{t.autoCoupon}</Button>
          <Button onClick={() => onChoose([])}>{t.noCoupon}</Button>
          <Button type="primary" danger onClick={() => onChoose(chosen)}>
            {t.ok}
          </Button>
        </div>
      }
    >
      {isPending ? (
        <Spin className={styles.spin} />
      ) : (
        <Tabs
          items={[
            { key: 'usable', label: `${t.usable}(${usable.length})`, children: usableList },
            { key: 'unusable', label: `${t.unusable}(${unusable.length})`, children: unusableList },
          ]}
        />
      )}
    </Modal>
  );
}
