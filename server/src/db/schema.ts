// Every module's tables, gathered for drizzle-kit and the typed client. Modules own their table files.
export * from '../core/session/session.tables.js';
export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/content/content.tables.js';
export * from '../modules/catalog/catalog.tables.js';
export * from '../modules/cart/cart.tables.js';
export * from '../modules/search/search.tables.js';
export * from '../modules/promotions/promotions.tables.js';
export * from '../modules/messages/messages.tables.js';
export * from '../modules/addresses/addresses.tables.js';
export * from '../modules/sms/sms.tables.js';
export * from '../modules/uploads/uploads.tables.js';
export * from '../modules/admin/admin.tables.js';
export * from '../modules/coupons/coupons.tables.js';
export * from '../modules/orders/orders.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../core/jobs/jobs.tables.js';
export * from '../modules/invoices/invoices.tables.js';
