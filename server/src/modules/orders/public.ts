import { readModel } from '../../db/read-model.js';
import { afterSales, orderItems, orderRefunds, orders, shipments } from './orders.tables.js';

// What other modules may read of orders: typed read models (joinable subqueries of the published columns) and
// functions. Their tables may only name orders' tables to declare a foreign key.

/** An order as other modules name, bill, invoice and settle it. */
export const orderFacts = readModel
  .select({
    id: orders.id,
    orderNo: orders.orderNo,
    memberId: orders.memberId,
    shopId: orders.shopId,
    status: orders.status,
    payAmount: orders.payAmount,
    paidAmount: orders.paidAmount,
    refundedAmount: orders.refundedAmount,
    shippingFee: orders.shippingFee,
    invoice: orders.invoice,
    paidAt: orders.paidAt,
    createdAt: orders.createdAt,
  })
  .from(orders)
  .as('order_facts');

/** An order's lines: what was bought and what it came to after 满减 and coupons. */
export const orderLineFacts = readModel
  .select({
    id: orderItems.id,
    orderId: orderItems.orderId,
    goodsId: orderItems.goodsId,
    name: orderItems.name,
    genericName: orderItems.genericName,
    spec: orderItems.spec,
    unit: orderItems.unit,
    manufacturer: orderItems.manufacturer,
    approvalNo: orderItems.approvalNo,
    ybCode: orderItems.ybCode,
    batchNo: orderItems.batchNo,
    expiryDate: orderItems.expiryDate,
    number: orderItems.number,
    shippedNumber: orderItems.shippedNumber,
    amount: orderItems.amount,
    manjianAmount: orderItems.manjianAmount,
    couponAmount: orderItems.couponAmount,
  })
  .from(orderItems)
  .as('order_line_facts');

/** The parcels sent for orders: carrier, tracking number, which lines and how many, when. */
export const shipmentFacts = readModel
  .select({
    id: shipments.id,
    orderId: shipments.orderId,
    carrier: shipments.carrier,
    trackingNo: shipments.trackingNo,
    items: shipments.items,
    createdAt: shipments.createdAt,
  })
  .from(shipments)
  .as('shipment_facts');

/** After-sales requests as other modules follow them (a recall return's requests: refused or not). */
export const afterSaleFacts = readModel
  .select({ id: afterSales.id, orderId: afterSales.orderId, kind: afterSales.kind, status: afterSales.status })
  .from(afterSales)
  .as('after_sale_facts');

/** The refunds of orders, when and how much. */
export const orderRefundFacts = readModel
  .select({ id: orderRefunds.id, orderId: orderRefunds.orderId, amount: orderRefunds.amount, createdAt: orderRefunds.createdAt })
  .from(orderRefunds)
  .as('order_refund_facts');

export { setOrderInvoice } from './order-invoice.repository.js';
