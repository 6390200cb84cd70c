import { useState } from 'react';
import { Alert, Button, DatePicker, Drawer, Empty, Form, Input, InputNumber, Modal, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatYuan, type GoodsBatchesView, type GoodsBatchView } from '@yaocai/contract';
import { callEnvelope, call, type ApiError } from '../../lib/api-client';
import { chinaDayItemProps } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { GOODS_KEY, goodsApi, type GoodsScope } from './api';

const STATE_COLOR: Record<string, string> = { 可售: 'green', 近效期: 'orange', 已过期锁定: 'red', 已售完: 'default' };

type Row = { batch_no: string; expiry_date?: string; number: number };

/** The saved state of a listed batch (近效期 in orange); nothing for a row not saved yet. */
function BatchState({ batchNo, batches }: { batchNo?: string; batches: GoodsBatchView[] }) {
  const b = batches.find((x) => x.batch_no === batchNo);
  return b ? <Tag color={STATE_COLOR[b.state]}>{b.state}</Tag> : null;
}

/** 近效期特价 on a near-expiry batch: a price below the supply price for up to its unsold units, until it expires. */
function ClearanceModal(props: {
  goodsId: number;
  batch: GoodsBatchView | null;
  scope: GoodsScope;
  onClose: () => void;
  onSaved: (v: GoodsBatchesView) => void;
}) {
  const [form] = Form.useForm<{ price: string; number: number; per_member_limit?: number }>();
  const [saving, setSaving] = useState(false);
  const b = props.batch;
  const save = async (v: { price: string; number: number; per_member_limit?: number }) => {
    if (!b) return;
    setSaving(true);
    try {
      const res = await callEnvelope(goodsApi(props.scope).startClearance, {
        params: { id: props.goodsId, batch_id: b.id },
        body: { price: String(v.price), number: v.number, per_member_limit: v.per_member_limit ?? 0 },
      });
      feedback.message?.success(res.msg);
      props.onSaved(res.data);
      props.onClose();
    } catch (e) {
      feedback.message?.error((e as ApiError).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={b !== null}
      title={b ? `近效期特价：批号 ${b.batch_no}（有效期至 ${b.expiry_date}）` : ''}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="开始特价"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        特价至该批次有效期止；买家按特价购买的订单优先从该批次出库，其他订单不占用特价数量。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ number: b?.number }}>
        <Form.Item name="price" label="特价（元）" rules={[{ required: true, message: '请填写特价' }]}>
          <Input inputMode="decimal" placeholder="低于供货价" />
        </Form.Item>
        <Form.Item
          name="number"
          label="特价数量"
          rules={[{ required: true, message: '请填写特价数量' }]}
          extra={b ? `该批次未售 ${b.number}` : undefined}
        >
          <InputNumber min={1} max={b?.number} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="per_member_limit" label="每人限购" extra="不填或0为不限">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One warehouse's batches: the list (read-only roles), or its editable unlocked batches and the locked ones below. */
function WarehouseBatches(props: {
  goodsId: number;
  ckId: number;
  stock: number;
  batches: GoodsBatchView[];
  canWrite: boolean;
  scope: GoodsScope;
  onSaved: (v: GoodsBatchesView) => void;
}) {
  const { batches, canWrite } = props;
  const [form] = Form.useForm<{ rows: Row[] }>();
  const [saving, setSaving] = useState(false);
  const live = batches.filter((b) => !b.locked && b.number > 0);
  const near = live.filter((b) => b.state === '近效期' || b.clearance);
  const [pricing, setPricing] = useState<GoodsBatchView | null>(null);
  const others = batches.filter((b) => b.locked || b.number === 0);
  const columns = [
    { title: '批号', dataIndex: 'batch_no' },
    { title: '有效期至', dataIndex: 'expiry_date', width: 120 },
    { title: '未售数量', dataIndex: 'number', width: 100, align: 'right' as const },
    { title: '状态', dataIndex: 'state', width: 110, render: (s: string) => <Tag color={STATE_COLOR[s]}>{s}</Tag> },
  ];
  const save = async (v: { rows: Row[] }) => {
    setSaving(true);
    try {
      const res = await callEnvelope(goodsApi(props.scope).saveBatches, {
        params: { id: props.goodsId },
        body: {
          ck_id: props.ckId,
          batches: v.rows.map((r) => ({ batch_no: r.batch_no.trim(), expiry_date: r.expiry_date ?? '', number: r.number })),
        },
      });
      feedback.message?.success(res.msg);
      props.onSaved(res.data);
    } catch (e) {
      feedback.message?.error((e as ApiError).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text type="secondary">
        可售库存 {props.stock}（未售批次数量减去待付款订单占用）。付款时按有效期先到期先出库；过期批次次日自动锁定，不再销售。
      </Typography.Text>
      {canWrite ? (
        <Form
          form={form}
          layout="inline"
          onFinish={save}
          initialValues={{ rows: live.map((b) => ({ batch_no: b.batch_no, expiry_date: b.expiry_date, number: b.number })) }}
        >
          <Form.List name="rows">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.length > 0 ? (
                  <Space style={{ color: 'rgba(0,0,0,.45)', fontSize: 12 }}>
                    <span style={{ width: 160, display: 'inline-block' }}>批号</span>
                    <span style={{ width: 150, display: 'inline-block', marginLeft: 16 }}>有效期至</span>
                    <span style={{ width: 120, display: 'inline-block', marginLeft: 16 }}>未售数量</span>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">该仓库暂无可售批次</Typography.Text>
                )}
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" data-testid="batch-row">
                    <Form.Item name={[f.name, 'batch_no']} rules={[{ required: true, message: '请填写批号' }]}>
                      <Input placeholder="批号" maxLength={40} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'expiry_date']} rules={[{ required: true, message: '请选择有效期至' }]} {...chinaDayItemProps}>
                      <DatePicker placeholder="有效期至" style={{ width: 150 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'number']} rules={[{ required: true, message: '请填写数量' }]}>
                      <InputNumber placeholder="数量" min={0} max={100000000} precision={0} style={{ width: 120 }} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label="删除批次" onClick={() => remove(f.name)} />
                    <BatchState batchNo={form.getFieldValue(['rows', f.name, 'batch_no']) as string | undefined} batches={live} />
                  </Space>
                ))}
                <Space>
                  <Button icon={<PlusOutlined />} onClick={() => add({ batch_no: '' })}>
                    添加批次
                  </Button>
                  <Button type="primary" htmlType="submit" loading={saving}>
                    保存批次
                  </Button>
                </Space>
              </Space>
            )}
          </Form.List>
        </Form>
      ) : (
        <Table rowKey="id" size="small" pagination={false} dataSource={live} columns={columns} locale={{ emptyText: '暂无可售批次' }} />
      )}
      {near.length > 0 ? (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={near}
          title={() => '近效期批次（可设置近效期特价）'}
          columns={[
            { title: '批号', dataIndex: 'batch_no' },
            { title: '有效期至', dataIndex: 'expiry_date', width: 110 },
            { title: '未售', dataIndex: 'number', width: 70, align: 'right' as const },
            {
              title: '近效期特价',
              key: 'clearance',
              render: (_: unknown, b: GoodsBatchView) =>
                b.clearance ? (
                  <span data-testid="batch-clearance">
                    {formatYuan(b.clearance.price)} · 已售 {b.clearance.sold}/{b.clearance.stock} · 至 {b.clearance.ends_at}
                  </span>
                ) : canWrite ? (
                  <Button size="small" onClick={() => setPricing(b)}>
                    设置特价
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : null}
      <ClearanceModal goodsId={props.goodsId} batch={pricing} scope={props.scope} onClose={() => setPricing(null)} onSaved={props.onSaved} />
      {others.length > 0 ? (
        <Table rowKey="id" size="small" pagination={false} dataSource={others} columns={columns} title={() => '已售完与已过期批次'} />
      ) : null}
    </Space>
  );
}

/** 批次管理 of one goods (?batches=12 keeps it open across a reload): each warehouse's batches, FEFO. */
export function BatchesDrawer({
  goodsId,
  canWrite,
  scope,
  onClose,
}: {
  goodsId: number | null;
  canWrite: boolean;
  scope: GoodsScope;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const key = [...GOODS_KEY, scope.base, 'batches', goodsId];
  const { data, error, isLoading } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(goodsApi(scope).batches, { params: { id: goodsId! } }, { signal }),
    enabled: goodsId !== null,
  });
  const saved = (v: GoodsBatchesView) => {
    client.setQueryData(key, v);
    void client.invalidateQueries({ queryKey: [...GOODS_KEY, scope.base, 'list'] });
  };
  return (
    <Drawer open={goodsId !== null} onClose={onClose} width={760} title={data ? `批次管理：${data.name}` : '批次管理'} destroyOnHidden>
      {isLoading ? <Spin /> : null}
      {error ? <Alert type="error" showIcon message={(error as ApiError).message} /> : null}
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={`买家看到的批号：${data.batch_no}，有效期至 ${data.expiry_date}（最先到期的可售批次）`} />
          {data.warehouses.length === 0 ? (
            <Empty description="店铺还没有仓库" />
          ) : (
            <Tabs
              items={data.warehouses.map((w) => ({
                key: String(w.ck_id),
                label: `${w.name}（${w.stock}）`,
                children: (
                  <WarehouseBatches
                    key={JSON.stringify(data.batches.filter((b) => b.ck_id === w.ck_id))}
                    goodsId={data.goods_id}
                    ckId={w.ck_id}
                    stock={w.stock}
                    batches={data.batches.filter((b) => b.ck_id === w.ck_id)}
                    canWrite={canWrite}
                    scope={scope}
                    onSaved={saved}
                  />
                ),
              }))}
            />
          )}
        </Space>
      ) : null}
    </Drawer>
  );
}
