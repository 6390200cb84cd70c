import { failure, success, type Result } from '../../core/http/errors.js';
import type { MemberViewer } from '../../shared/viewer.js';
import type { AccountsService } from './accounts.service.js';
import type { StoreRow, StoresRepository } from './stores.repository.js';

const MAX_STORES = 20;

/**
 * /ddgl multi-store: a master account links store accounts (proving it knows their password), switches the session
 * between them, and copies cart lines to them. The master is the account the session first signed in as.
 */
export class StoresService {
  constructor(
    private readonly repo: StoresRepository,
    private readonly accounts: () => AccountsService,
    /**
     * The cart owns the lines copied between linked stores (handed in by the composition root: the cart's tables point
     * at members, so accounts does not import the cart).
     */
    private readonly cart: () => { copyLines(memberId: number, ids: number[], targets: number[]): Promise<number> },
  ) {}

  /** Whether `id` is the master itself or one of its linked stores. */
  async inGroup(masterId: number, id: number): Promise<boolean> {
    return id === masterId || this.repo.isLinked(masterId, id);
  }

  async list(masterId: number, currentId: number) {
    const [master, linked] = await Promise.all([this.repo.member(masterId), this.repo.linked(masterId)]);
    const view = (s: StoreRow, isMaster: boolean) => ({
      id: s.id,
      username: s.username,
      company: s.company,
      is_passed: s.reviewStatus === 'approved' ? 1 : 0,
      is_current: s.id === currentId ? 1 : 0,
      is_master: isMaster ? 1 : 0,
    });
    return { master_id: masterId, current_id: currentId, list: [...(master ? [view(master, true)] : []), ...linked.map((s) => view(s, false))] };
  }

  async link(masterId: number, currentId: number, username: string, password: string, ip: string): Promise<Result<null>> {
    if (currentId !== masterId) return failure('conflict', '请切换回主账号后再关联门店');
    const checked = await this.accounts().verifyLogin(username, password, ip);
    if (!checked.ok) return checked.kind === 'invalid' ? failure('invalid', '门店账号或密码错误', 'password') : checked;
    const store = checked.value;
    if (store.id === masterId) return failure('invalid', '不能关联当前登录的账号', 'username');
    if ((await this.repo.countLinks(masterId)) >= MAX_STORES) return failure('conflict', `最多关联${MAX_STORES}个门店`);
    if (!(await this.repo.link(masterId, store.id))) return failure('conflict', '该门店已关联');
    return success(null);
  }

  async unlink(masterId: number, currentId: number, storeId: number): Promise<Result<null>> {
    if (currentId !== masterId) return failure('conflict', '请切换回主账号后再解除关联');
    return (await this.repo.unlink(masterId, storeId)) ? success(null) : failure('not_found', '门店不存在或未关联');
  }

  async canSwitch(masterId: number, targetId: number): Promise<Result<null>> {
    return (await this.inGroup(masterId, targetId)) ? success(null) : failure('not_found', '门店不存在或未关联');
  }

  /** POST /api/cart/copy: only the member's own lines, only to other stores of its group. */
  async copyCart(viewer: MemberViewer, masterId: number, ids: number[], targets: number[]): Promise<Result<{ copied: number; stores: number }>> {
    // Copying puts goods on the way to orders: the signed e-contract first (459 → /dzht, spec §8).
    if (!viewer.contractSigned) return failure('contract_required', '请先签署电子合同');
    const memberId = viewer.memberId;
    const unique = [...new Set(targets)];
    for (const id of unique) {
      if (id === memberId) return failure('invalid', '不能复制到当前门店', 'other_user_ids');
      if (!(await this.inGroup(masterId, id))) return failure('not_found', '门店不存在或未关联');
    }
    const wanted = [...new Set(ids)];
    const copied = await this.cart().copyLines(memberId, wanted, unique);
    if (copied === 0 || copied !== wanted.length) return failure('not_found', '购物车中没有这些商品');
    return success({ copied, stores: unique.length });
  }
}
