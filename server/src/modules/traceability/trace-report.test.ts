import { describe, expect, it } from 'vitest';
import { RecordingTraceSink } from './recording-trace-sink.js';
import { buildShipmentReport, type TraceReportFacts } from './trace-report.js';

const facts: TraceReportFacts = {
  shipmentId: 42,
  orderNo: 'YC2026120700001',
  carrier: '顺丰速运',
  trackingNo: 'SF2026120701',
  // 08:30 UTC is 16:30 in China.
  shippedAt: '2026-12-07T08:30:05.123Z',
  shop: { id: 3, name: '华康医药', licenceNo: '粤AA0200001', businessLicenceNo: '91440300MA5F00001X' },
  buyer: { id: 9, company: '仁和大药房', businessLicenceNo: '12345' },
  lines: [
    {
      name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      manufacturer: '华北制药',
      approvalNo: '国药准字H13023964',
      ybCode: 'XJ01CAA001A001010100001',
      batchNo: 'B2401',
      expiryDate: '2027-06-30',
      codes: ['81000010000000010000', '81000010000000020000'],
    },
    { name: '未扫码', spec: '', manufacturer: '', approvalNo: '', ybCode: '', batchNo: '', expiryDate: '', codes: [] },
    {
      name: '进口药',
      spec: '10mg*7片',
      manufacturer: 'Maker',
      approvalNo: '国药准字HJ20170001',
      ybCode: '',
      batchNo: 'X1',
      expiryDate: '2027-01-31',
      codes: ['(01)06900000000014(10)X1(21)A1'],
    },
  ],
};

describe('the national trace report (docs/trace-report-format.md)', () => {
  it('documents a shipment: versioned, keyed by parcel and event, China time, both parties, lines with their boxes', () => {
    const r = buildShipmentReport(facts);
    expect(r).toMatchObject({
      format: 'yaocai.trace-report',
      version: 1,
      idempotency_key: 'shipment:42:出库',
      event: '出库',
      event_time: '2026-12-07T16:30:05+08:00',
      reporter: { shop_id: 3, name: '华康医药', credit_code: '91440300MA5F00001X', licence_no: '粤AA0200001' },
      // Not a 统一社会信用代码: the buyer is named by company and id only.
      counterpart: { member_id: 9, company: '仁和大药房', credit_code: null },
      document: { order_no: 'YC2026120700001', shipment_id: 42, carrier: '顺丰速运', tracking_no: 'SF2026120701' },
    });
    // A line shipped without codes is not reported; the 药品标识码 is the 码上放心 code's first 7 digits, a GTIN for GS1.
    expect(r.lines).toEqual([
      {
        product_code: '8100001',
        product_code_kind: 'msfx',
        approval_no: '国药准字H13023964',
        name: '阿莫西林胶囊',
        spec: '0.25g*24粒',
        manufacturer: '华北制药',
        yb_code: 'XJ01CAA001A001010100001',
        batch_no: 'B2401',
        expiry_date: '2027-06-30',
        quantity: 2,
        codes: ['81000010000000010000', '81000010000000020000'],
      },
      expect.objectContaining({ product_code: '06900000000014', product_code_kind: 'gs1', yb_code: '', quantity: 1 }),
    ]);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('has a test double that refuses the codes it is told, answers a repeat once, and fails like a lost connection', async () => {
    const sink = new RecordingTraceSink().refuse('81000010000000020000', '追溯码未激活');
    const report = buildShipmentReport(facts);
    const answer = { accepted: 2, rejected: [{ code: '81000010000000020000', reason: '追溯码未激活' }] };
    expect(await sink.send(report)).toEqual(answer);
    expect(await sink.send(report)).toEqual(answer);
    expect(sink.sent).toHaveLength(1);
    sink.unreachable();
    await expect(sink.send(report)).rejects.toThrow('追溯平台连接超时');
  });
});
