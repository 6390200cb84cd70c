import { addressesEndpoints } from './addresses.js';
import { cartEndpoints } from './cart.js';
import { checkoutEndpoints } from './checkout.js';

/**
 * Every endpoint of the API, by module (issue 45): the one declaration the server registers its routes from and the
 * apps' handle table (../endpoint-handles.ts) is checked against. Imports zod: the apps import it as a type only.
 */
export const endpoints = {
  addresses: addressesEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
};
export type Endpoints = typeof endpoints;
