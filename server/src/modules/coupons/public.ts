import { readModel } from '../../db/read-model.js';
import { coupons } from './coupons.tables.js';

// What other modules may read of coupons: typed read models (joinable subqueries of the published columns) and
// functions. Their tables may only name coupons' tables to declare a foreign key.

/** Coupons by name. */
export const couponNames = readModel.select({ id: coupons.id, name: coupons.name }).from(coupons).as('coupon_names');
