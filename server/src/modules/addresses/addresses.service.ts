import type { AddressBody, AddressView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { regionError } from '../../shared/region.js';
import type { AddressesRepository, AddressRow } from './addresses.repository.js';

export const MAX_ADDRESSES = 20;

const view = (r: AddressRow): AddressView => ({
  id: r.id,
  consignee: r.consignee,
  phone: r.phone,
  province: r.province,
  city: r.city,
  district: r.district,
  address: r.address,
  full_address: `${r.province}${r.city === r.province ? '' : r.city}${r.district}${r.address}`,
  is_default: r.isDefault ? 1 : 0,
});

/** /addr: the member's delivery addresses (at most 20, one default, region from the division data). */
export class AddressesService {
  constructor(private readonly repo: AddressesRepository) {}

  async list(memberId: number) {
    return { list: (await this.repo.list(memberId)).map(view), max: MAX_ADDRESSES };
  }

  async get(memberId: number, id: number): Promise<Result<AddressView>> {
    return this.found(await this.repo.find(memberId, id));
  }

  /** `get` in two halves, for a caller that reads the address along with its own reads in one trip. */
  lookup(memberId: number, id: number) {
    return this.repo.findRows(memberId, id);
  }

  found(row: AddressRow | null | undefined): Result<AddressView> {
    return row ? success(view(row)) : failure('not_found', '收货地址不存在');
  }

  /** The default address (or the first), for checkout. */
  async defaultOf(memberId: number): Promise<AddressView | null> {
    const [first] = await this.repo.list(memberId);
    return first ? view(first) : null;
  }

  async create(memberId: number, body: AddressBody): Promise<Result<AddressView>> {
    const bad = regionError(body);
    if (bad) return failure('invalid', bad.message, bad.field);
    const existing = await this.repo.count(memberId);
    if (existing >= MAX_ADDRESSES) return failure('conflict', `收货地址最多保存${MAX_ADDRESSES}个，请先删除不用的地址`);
    const { is_default, ...fields } = body;
    return success(view(await this.repo.insert(memberId, fields, is_default === 1 || existing === 0)));
  }

  async update(memberId: number, id: number, body: AddressBody): Promise<Result<AddressView>> {
    const bad = regionError(body);
    if (bad) return failure('invalid', bad.message, bad.field);
    const { is_default, ...fields } = body;
    const row = await this.repo.update(memberId, id, fields, is_default === 1);
    return row ? success(view(row)) : failure('not_found', '收货地址不存在');
  }

  async setDefault(memberId: number, id: number): Promise<Result<null>> {
    return (await this.repo.setDefault(memberId, id)) ? success(null) : failure('not_found', '收货地址不存在');
  }

  async delete(memberId: number, id: number): Promise<Result<null>> {
    return (await this.repo.delete(memberId, id)) ? success(null) : failure('not_found', '收货地址不存在');
  }
}
