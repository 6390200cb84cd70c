import { Alert, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { COLD_CHAIN_RANGE, readTemperatures, temperatureExcursion, type AdminOrderDetail } from '@yaocai/contract';
import { callEnvelope } from '../../lib/api-client';
import { useSubmit, type ActionProps } from './order-actions';
import { useTraceApi } from './scope';

type Parcel = AdminOrderDetail['shipments'][number];
const range = `${COLD_CHAIN_RANGE.min}～${COLD_CHAIN_RANGE.max}℃`;

/** A cold-chain parcel's line in the drawer: its record's range, or that it is due (the buyer cannot receive without). */
export function ColdChainStatus({ parcel, canWrite, onUpload }: { parcel: Parcel; canWrite: boolean; onUpload: () => void }) {
  if (!parcel.cold_chain) return null;
  const t = parcel.temperature;
  return (
    <div data-testid="cold-chain-status">
      <Tag color="blue">冷链</Tag>
      {t ? (
        <Typography.Text type={t.excursion ? 'danger' : undefined}>
          运输温度 {t.min}～{t.max}℃，{t.count}条{t.excursion ? `（超出${range}）` : ''}
        </Typography.Text>
      ) : (
        <Typography.Text type="warning">待上传温度记录（买家收货前必须上传）</Typography.Text>
      )}
      {canWrite && (
        <Button type="link" size="small" onClick={onUpload}>
          {t ? '更新温度记录' : '上传温度记录'}
        </Button>
      )}
    </div>
  );
}

/**
 * 上传温度记录: the logger's export (CSV/TXT read in the browser) or readings typed one per line, `时间,温度`; the dialog
 * reads them as the server will — count, range, lines it cannot read — before they are sent.
 */
export function ColdChainUploadModal({ parcel, ...props }: ActionProps & { parcel: Parcel }) {
  const [form] = Form.useForm();
  const { busy, run } = useSubmit(form, props);
  const trace = useTraceApi();
  const text: string = Form.useWatch('readings', form) ?? '';
  const read = readTemperatures(text);
  const min = Math.min(...read.readings.map((r) => r.celsius));
  const max = Math.max(...read.readings.map((r) => r.celsius));
  const loadFile = async (file: File) => form.setFieldValue('readings', await file.text());
  return (
    <Modal
      open
      title={`上传温度记录 · ${parcel.carrier} ${parcel.tracking_no}`}
      okText="上传"
      confirmLoading={busy}
      onCancel={props.onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((v: { readings: string }) =>
            run((onError) => callEnvelope(trace.recordTemperature, { params: { id: parcel.id }, body: v }, { onError })),
          )
      }
      width={620}
      destroyOnHidden
    >
      <p>导入温度记录仪导出的 CSV/TXT 文件，或每行录入一条“时间,温度”，如 2026-12-07 09:00,4.5。</p>
      <input
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        aria-label="温度记录文件"
        onChange={(e) => e.target.files?.[0] && void loadFile(e.target.files[0])}
      />
      <Form form={form} layout="vertical" style={{ marginTop: 12 }}>
        <Form.Item name="readings" label="温度记录" rules={[{ required: true, message: '请填写温度记录' }]}>
          <Input.TextArea rows={8} spellCheck={false} placeholder={'2026-12-07 09:00,4.5\n2026-12-07 09:30,5.1'} />
        </Form.Item>
      </Form>
      {read.bad.length > 0 ? (
        <Alert type="error" showIcon title={`第${read.bad.slice(0, 5).join('、')}行无法识别`} />
      ) : read.readings.length > 0 ? (
        <Alert
          type={temperatureExcursion(min, max) ? 'warning' : 'success'}
          showIcon
          title={`共${read.readings.length}条，最低${min}℃，最高${max}℃${temperatureExcursion(min, max) ? `，有读数超出${range}` : ''}`}
        />
      ) : null}
    </Modal>
  );
}
