import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Tag } from 'antd';
import * as api from '@yaocai/contract/api';
import { chinaMinute, COLD_CHAIN_RANGE, type OrderDetail } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

type Parcel = OrderDetail['shipments'][number];
const range = `${COLD_CHAIN_RANGE.min}～${COLD_CHAIN_RANGE.max}℃`;

/**
 * 冷链: a parcel holding cold-chain goods shows its transport temperature record — the range, a warning when a reading
 * left 2–8℃, every reading on demand — or that the shop has not uploaded it yet (receipt waits for it).
 */
export function ColdChainRecord({ parcel }: { parcel: Parcel }) {
  const [open, setOpen] = useState(false);
  if (!parcel.cold_chain) return null;
  const t = parcel.temperature;
  return (
    <div style={{ marginTop: 4 }} data-testid="cold-chain-record">
      <Tag color="blue">冷链</Tag>
      {t ? (
        <>
          <span style={{ color: t.excursion ? '#cf1322' : undefined }}>
            运输温度 {t.min}～{t.max}℃（{t.count}条{t.excursion ? `，有超出${range}的记录` : ''}）
          </span>
          <Button type="link" size="small" onClick={() => setOpen(true)}>
            查看温度记录
          </Button>
        </>
      ) : (
        <span style={{ color: '#d46b08' }}>商家尚未上传运输温度记录，上传后方可确认收货</span>
      )}
      {open && <TemperatureDialog shipmentId={parcel.id} onClose={() => setOpen(false)} />}
    </div>
  );
}

function TemperatureDialog({ shipmentId, onClose }: { shipmentId: number; onClose: () => void }) {
  const { data } = useQuery({
    queryKey: ['orders', 'temperature', shipmentId],
    queryFn: () => call(api.trace.temperature, { params: { id: shipmentId } }),
  });
  return (
    <Modal open title="运输温度记录" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} width={560}>
      {data && (
        <>
          <Alert
            type={data.excursion ? 'error' : 'success'}
            showIcon
            style={{ marginBottom: 12 }}
            title={
              data.excursion
                ? `有读数超出${range}（最低${data.min}℃，最高${data.max}℃），请核实药品质量后再确认收货`
                : `全程${range}以内（最低${data.min}℃，最高${data.max}℃）`
            }
            description={`记录 ${chinaMinute(data.first_at)} 至 ${chinaMinute(data.last_at)}，共${data.count}条；上传于 ${chinaMinute(data.recorded_at)}`}
          />
          <Table
            rowKey="at"
            size="small"
            dataSource={data.readings}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: '时间', dataIndex: 'at', render: (v: string) => chinaMinute(v) },
              {
                title: '温度（℃）',
                dataIndex: 'celsius',
                align: 'right',
                render: (v: number) => (v < COLD_CHAIN_RANGE.min || v > COLD_CHAIN_RANGE.max ? <span style={{ color: '#cf1322' }}>{v}</span> : v),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
