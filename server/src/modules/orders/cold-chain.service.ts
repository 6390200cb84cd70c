import { readTemperatures, temperatureExcursion, type TemperatureView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { ColdChainRepository } from './cold-chain.repository.js';

/** Who reads or writes a parcel's record: the platform (every shop), a merchant (its shop) or the buyer (its parcels). */
export type ParcelViewer = { shopId?: number } | { memberId: number };

/**
 * 冷链 (issue 47): the shipper records the logger's readings of a parcel holding cold-chain goods; the platform, the shop
 * and the buyer read them, the buyer before confirming receipt — which waits for the record (OrdersService.receive).
 */
export class ColdChainService {
  constructor(private readonly repo: ColdChainRepository) {}

  async record(shipmentId: number, text: string, shopId: number | undefined, operatorId: number | null): Promise<Result<TemperatureView>> {
    const parcel = await this.visible(shipmentId, { shopId });
    if (!parcel.ok) return parcel;
    if (!parcel.value.cold_chain) return failure('conflict', '该发货不含冷链商品，无需上传温度记录');
    // The body's schema has read every line; read again here for the values.
    const { readings } = readTemperatures(text);
    await this.repo.save(shipmentId, readings, operatorId);
    return this.view(shipmentId, { shopId });
  }

  async view(shipmentId: number, viewer: ParcelViewer): Promise<Result<TemperatureView>> {
    const parcel = await this.visible(shipmentId, viewer);
    if (!parcel.ok) return parcel;
    const r = await this.repo.find(shipmentId);
    if (!r) return failure('not_found', '该发货尚未上传温度记录');
    return success({
      shipment_id: shipmentId,
      readings: r.readings,
      count: r.readings.length,
      min: r.min,
      max: r.max,
      excursion: temperatureExcursion(r.min, r.max),
      first_at: r.readings[0]?.at ?? r.recorded_at,
      last_at: r.readings.at(-1)?.at ?? r.recorded_at,
      recorded_at: r.recorded_at,
    });
  }

  private async visible(shipmentId: number, viewer: ParcelViewer) {
    const s = await this.repo.shipment(shipmentId);
    const mine = s && ('memberId' in viewer ? s.member_id === viewer.memberId : viewer.shopId === undefined || s.shop_id === viewer.shopId);
    return mine ? success(s) : failure('not_found', '发货记录不存在');
  }
}
