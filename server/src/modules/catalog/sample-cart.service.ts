import type { SampleCartRepository, SampleGoodsFacts } from './sample-cart.repository.js';

export type { SampleGoodsFacts } from './sample-cart.repository.js';

/** The goods facts console previews price sample carts with (promotions and coupons), by goods id. */
export class SampleCartService {
  constructor(private readonly repo: SampleCartRepository) {}

  async facts(ids: number[]): Promise<Map<number, SampleGoodsFacts>> {
    return new Map((await this.repo.facts([...new Set(ids)])).map((g) => [g.id, g]));
  }
}
