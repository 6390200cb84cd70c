import { z } from 'zod';
import { dateField } from './member-fields.js';

/** The longest range the dashboard draws in one go (a year of days). */
export const DASHBOARD_MAX_DAYS = 366;

/** GET /admin/api/dashboard?from&to: China days, both included; the last 30 days when absent. */
export const dashboardQuery = z.object({ from: dateField('开始日期').optional(), to: dateField('结束日期').optional() });

/** One China day. Paid figures count orders by the moment they were paid (成交), in fen. */
export const dashboardDay = z.object({
  day: z.string(),
  /** 成交额: what the orders paid that day were to pay (pay_amount), in fen. */
  gmv: z.number(),
  orders: z.number(),
  paying_members: z.number(),
  /** 客单价: gmv ÷ orders, rounded to the fen (0 without orders). */
  average_order: z.number(),
  new_members: z.number(),
});

export const dashboardView = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(dashboardDay),
  totals: z.object({ gmv: z.number(), orders: z.number(), paying_members: z.number(), average_order: z.number(), new_members: z.number() }),
  /** Orders placed in the range by their state now (contract ORDER_STATUS). */
  orders_by_status: z.array(z.object({ status: z.number(), count: z.number() })),
  /** Members waiting for review now (not bound to the range). */
  pending_members: z.number(),
  top_goods: z.array(z.object({ goods_id: z.number(), name: z.string(), spec: z.string(), quantity: z.number(), amount: z.number() })),
  top_shops: z.array(z.object({ shop_id: z.number(), name: z.string(), orders: z.number(), gmv: z.number() })),
});
export type DashboardView = z.infer<typeof dashboardView>;
