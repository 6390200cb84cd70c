import { useNavigate } from 'react-router';
import { Alert, Modal } from 'antd';
import { fenToYuan, formatMoney } from '../../../lib/money';
import type { AfterSaleKind, OrderDetail } from '../api/orders';
import { afterSaleHref, type ApplyMode } from '../model/after-sale-links';
import { returnKindsFor, SERVICE_KINDS, STATUS } from '../model/order-status';
import { ordersText as t } from '../text';
import { AfterSaleForm } from './after-sale-form';
import styles from './orders.module.css';

/** Whether the order can take a request of this family now (the server checks the same and has the last word). */
function allowed(order: OrderDetail, mode: ApplyMode): boolean {
  if (mode === 'service') return order.status === STATUS.shipped || order.status === STATUS.completed;
  const paid = order.status === STATUS.paid || order.status === STATUS.shipped || order.status === STATUS.completed;
  return paid && order.refundable > 0;
}

/**
 * Applying stays on the order (/order/info/:id?apply=refund|return|service): the request form in a dialog; once filed,
 * the buyer lands on the request's own page.
 */
export function AfterSaleApply({
  order,
  mode,
  preset,
  onClose,
}: {
  order: OrderDetail;
  mode: ApplyMode;
  /** A request to start from (the receipt scan's 少发: kind, lines and quantities, description). */
  preset?: { kind: AfterSaleKind; reason: string; qty: Record<number, number>; description: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const kinds: readonly AfterSaleKind[] = mode === 'service' ? SERVICE_KINDS : returnKindsFor(order.status);
  const initial: AfterSaleKind | undefined =
    preset?.kind ?? (mode === 'refund' ? 'refund' : mode === 'return' && kinds.includes('return') ? 'return' : undefined);
  return (
    <Modal
      open
      width={820}
      title={mode === 'service' ? t.applyService : t.applyReturn}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="after-sale-apply"
    >
      <p className={styles.intro}>
        {t.orderNo}：{order.order_no}
        {'\u3000'}
        {order.shop_name}
        {'\u3000'}
        {t.payAmount}：{formatMoney(order.pay_amount)}
        {order.refunded_amount > 0 && `\u3000${t.refunded(fenToYuan(order.refunded_amount))}`}
      </p>
      {allowed(order, mode) ? (
        <AfterSaleForm
          order={order}
          kinds={kinds}
          initialKind={initial}
          initialQty={preset?.qty}
          initialReason={preset?.reason}
          initialDescription={preset?.description}
          onDone={(a) => navigate(afterSaleHref(a))}
        />
      ) : (
        <Alert type="info" showIcon title={t.notAllowed} />
      )}
    </Modal>
  );
}
