import { CODE } from '@yaocai/contract';

/** The success body of every endpoint (spec §8): `{ code: 10000, msg, data }`. */
export function ok<T>(data: T, msg = 'success') {
  return { code: CODE.ok, msg, data };
}
