import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { cancelOrder, receiveOrder, rebuyOrder } from '../api/orders';
import { afterSaleHref } from '../model/after-sale-links';
import { CANCEL_REASONS, type OrderAction } from '../model/order-status';
import { ordersText as t } from '../text';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

interface Target {
  id: number;
  submission_id?: number;
  /** The latest return/after-sales request (查看售后 opens it). */
  after_sale?: { id: number; kind: string } | null;
}

/**
 * The order buttons' behaviour, shared by the list and the detail: the ones that call the server confirm first
 * and refresh every order query afterwards; the others navigate. Returns the runner and the cancel dialog to render.
 */
export function useOrderActions() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  const [busy, setBusy] = useState(false);

  const refresh = () => qc.invalidateQueries({ queryKey: ['orders'] });

  const run = (action: OrderAction, o: Target) => {
    switch (action) {
      case 'pay':
        navigate(`/cart/step3/${o.id}?ids=${o.id}`);
        return;
      case 'logistics':
        navigate(`/order/wl/${o.id}`);
        return;
      // Applying happens on the order: its detail page opens the request form.
      case 'refund':
        navigate(`/order/info/${o.id}?apply=refund`);
        return;
      case 'return':
        navigate(`/order/info/${o.id}?apply=return`);
        return;
      case 'afterSales':
        navigate(`/order/info/${o.id}?apply=service`);
        return;
      case 'viewAfterSale':
        navigate(o.after_sale ? afterSaleHref(o.after_sale) : `/order/info/${o.id}#after-sales`);
        return;
      case 'cancel':
        setReason(CANCEL_REASONS[0]);
        setCancelling(o.id);
        return;
      case 'receive':
        modal.confirm({
          title: t.receiveTitle,
          content: t.receivePrompt,
          okText: t.ok,
          cancelText: t.cancel,
          onOk: async () => {
            try {
              await receiveOrder(o.id);
              message.success(t.received);
              await refresh();
            } catch {
              // the request client shows it
            }
          },
        });
        return;
      case 'rebuy':
        void rebuyOrder(o.id)
          .then((r) => {
            message.success(r.refused.length > 0 ? `${t.rebuyDone}（${r.refused.map((x) => x.reason).join('；')}）` : t.rebuyDone);
            void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
            navigate('/cart');
          })
          .catch(() => undefined);
        return;
    }
  };

  const confirmCancel = async () => {
    if (cancelling === null) return;
    setBusy(true);
    try {
      await cancelOrder(cancelling, reason);
      message.success(t.cancelled);
      setCancelling(null);
      await refresh();
    } catch {
      // the request client shows it
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      open={cancelling !== null}
      title={t.cancelTitle}
      okText={t.cancelTitle}
      cancelText={t.cancel}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void confirmCancel()}
      onCancel={() => setCancelling(null)}
      destroyOnHidden
    >
      <p>{t.cancelPrompt}</p>
      <Form layout="vertical">
        <Form.Item label={t.cancelReason}>
          <Select value={reason} onChange={setReason} options={CANCEL_REASONS.map((r) => ({ value: r, label: r }))} data-testid="cancel-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { run, dialog };
}
