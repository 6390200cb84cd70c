import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Tag, Typography } from 'antd';
import type { z } from 'zod';
import { formatYuan, WANTED_STATUS, WANTED_STATUS_NAMES, wantedReplyBody, type adminWantedView, type WantedStatus } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { GoodsSelect } from '../../components/goods-select';
import { ReviewQueue } from '../../components/review-queue';
import { chinaTime } from '../../lib/china-time';
import { useFormSave } from '../../lib/save-form';
import { useCanWrite } from '../../lib/session';

type Wanted = z.infer<typeof adminWantedView>;
const KEY = ['console', 'wanted'] as const;
const TABS = [
  { key: '0', label: '待处理' },
  { key: '1', label: '已找到货源' },
  { key: '2', label: '暂无货源' },
  { key: '3', label: '已撤销' },
  { key: 'all', label: '全部' },
];
const STATUS_COLOR: Record<WantedStatus, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'default' };

/**
 * 品种求购: varieties members asked for in /pzqg. The answer links the goods found (the member sees them priced for
 * itself at /pzqg/info) or says none can be supplied; either reaches the member's message centre.
 */
export default function WantedPage() {
  const canWrite = useCanWrite('service');
  const [answering, setAnswering] = useState<Wanted | null>(null);
  return (
    <ReviewQueue<Wanted>
      title="品种求购"
      intro="会员登记的求购品种：找到货源时关联商品答复，会员可在求购详情中直接下单；暂无货源也需答复。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.wantedConsole.list}
      columns={[
        { title: '登记时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
        { title: '会员', dataIndex: 'company', width: 180 },
        {
          title: '求购品种',
          key: 'goods',
          render: (_, w) => (
            <>
              <div>
                {w.name} {w.spec}
              </div>
              <Typography.Text type="secondary">{[w.maker, w.approval_no].filter(Boolean).join(' · ') || '厂家不限'}</Typography.Text>
            </>
          ),
        },
        { title: '数量', key: 'qty', width: 90, render: (_, w) => `${w.quantity}${w.unit}` },
        { title: '期望单价', dataIndex: 'expected_price', width: 100, render: (p: number | null) => (p === null ? '面议' : formatYuan(p)) },
        { title: '备注', dataIndex: 'remark', ellipsis: true, width: 160 },
        {
          title: '处理结果',
          key: 'status',
          width: 220,
          render: (_, w) => (
            <>
              <Tag color={STATUS_COLOR[w.status as WantedStatus]}>{w.status_name}</Tag>
              {w.goods_count ? <Tag>{w.goods_count}个商品</Tag> : null}
              {w.reply ? <div style={{ color: '#666', fontSize: 12 }}>{w.reply}</div> : null}
            </>
          ),
        },
        {
          title: '操作',
          key: 'op',
          width: 80,
          render: (_, w) =>
            canWrite && w.status === WANTED_STATUS.pending ? (
              <Button type="link" size="small" onClick={() => setAnswering(w)}>
                答复
              </Button>
            ) : null,
        },
      ]}
    >
      {answering ? <AnswerModal wanted={answering} onClose={() => setAnswering(null)} /> : null}
    </ReviewQueue>
  );
}

function AnswerModal({ wanted, onClose }: { wanted: Wanted; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const found = Form.useWatch('status', form) === WANTED_STATUS.supplied;
  const submit = async () => {
    const v = form.getFieldsValue(true) as { status: number; reply?: string; goods_ids?: number[] };
    await save(form, wantedReplyBody, api.wantedConsole.reply, {
      params: { id: wanted.id },
      body: {
        status: v.status,
        reply: v.reply ?? '',
        goods_ids: v.status === WANTED_STATUS.supplied ? (v.goods_ids ?? []) : [],
      },
    });
  };
  return (
    <Modal
      open
      width={640}
      title={`答复求购：${wanted.name} ${wanted.spec}`}
      okText="发送答复"
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ status: WANTED_STATUS.supplied, reply: '', goods_ids: [] }}>
        <Form.Item name="status" label="处理结果" required>
          <Radio.Group
            options={[
              { value: WANTED_STATUS.supplied, label: WANTED_STATUS_NAMES[1] },
              { value: WANTED_STATUS.unavailable, label: WANTED_STATUS_NAMES[2] },
            ]}
          />
        </Form.Item>
        {found ? (
          <Form.Item name="goods_ids" label="关联商品" required extra="会员在求购详情中看到这些商品及其价格，可直接加入采购单。">
            <GoodsSelect multiple testId="wanted-goods" />
          </Form.Item>
        ) : null}
        <Form.Item name="reply" label="答复内容" required>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={found ? '如：已为您找到2个厂家的货源，欢迎采购' : '如：该品种暂无合作厂家供货'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
