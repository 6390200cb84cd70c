import { Link } from 'react-router';
import { Form, Input, InputNumber, Radio } from 'antd';
import { RECALL_REFUND_TO } from '@yaocai/contract';
import { FormModal } from '../../../components/ui/form-modal';
import { formatMoney } from '../../../lib/money';
import styles from './recalls.module.css';
import { acknowledgeRecall, returnRecalled, type RecallNoticeView, type RecallReturnResult } from '../api/recalls';

/** 确认召回: the pharmacy confirms it has stopped selling the batch and reports how many boxes it still holds. */
export function AcknowledgeDialog({ notice, onClose, onDone }: { notice: RecallNoticeView; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ on_hand: number }>();
  return (
    <FormModal
      title="确认召回通知"
      okText="确认并上报"
      onClose={onClose}
      onDone={onDone}
      submit={async () => {
        const { on_hand } = await form.validateFields();
        await acknowledgeRecall(notice.id, on_hand);
      }}
    >
      <p>
        确认已停止销售和使用「{notice.goods_name}」批号 {notice.batch_nos.join('、')}，并上报仍在库（未售出）的数量。您单位共收到 {notice.quantity}{' '}
        盒。
      </p>
      <Form form={form} layout="vertical" initialValues={{ on_hand: notice.on_hand ?? notice.quantity }}>
        <Form.Item
          name="on_hand"
          label="在库数量（盒）"
          rules={[
            { required: true, message: '请填写在库数量' },
            {
              type: 'number',
              min: Math.max(notice.returned, 0),
              max: notice.quantity,
              message: `在库数量应在${notice.returned}到${notice.quantity}之间`,
            },
          ]}
        >
          <InputNumber min={0} max={notice.quantity} precision={0} style={{ width: 200 }} aria-label="在库数量" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** 召回退货: the boxes on hand go back; each order's share becomes a request the shop approves, then the money follows. */
export function ReturnDialog({
  notice,
  onClose,
  onFiled,
}: {
  notice: RecallNoticeView;
  onClose: () => void;
  onFiled: (r: RecallReturnResult) => void;
}) {
  const [form] = Form.useForm<{ number: number; refund_to: 'original' | 'wallet'; description: string }>();
  return (
    <FormModal
      title="申请召回退货"
      okText="提交退货申请"
      onClose={onClose}
      submit={async () => {
        const v = await form.validateFields();
        onFiled(await returnRecalled(notice.id, { number: v.number, refund_to: v.refund_to, description: v.description ?? '' }));
      }}
    >
      <p>将在库的召回批号商品退回商家，按原订单逐单生成“召回退货”申请，商家收货审核后按实付单价退款。本通知还可退回 {notice.returnable} 盒。</p>
      <Form form={form} layout="vertical" initialValues={{ number: notice.returnable, refund_to: 'original' }}>
        <Form.Item
          name="number"
          label="退货数量（盒）"
          rules={[
            { required: true, message: '请填写退货数量' },
            { type: 'number', min: 1, max: notice.returnable, message: `退货数量应在1到${notice.returnable}之间` },
          ]}
        >
          <InputNumber min={1} max={notice.returnable} precision={0} style={{ width: 200 }} aria-label="退货数量" />
        </Form.Item>
        <Form.Item name="refund_to" label="退款方式">
          <Radio.Group options={Object.entries(RECALL_REFUND_TO).map(([value, label]) => ({ value, label }))} optionType="default" />
        </Form.Item>
        <Form.Item name="description" label="说明（选填）" rules={[{ max: 300, message: '说明最多300字' }]}>
          <Input.TextArea rows={2} maxLength={300} placeholder="如：原包装未拆封，已随单寄回" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** What a return filed: one request per order, each with its amount and a link to follow it. */
export function FiledReturns({ result }: { result: RecallReturnResult }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {result.after_sales.map((a) => (
        <li key={a.id}>
          订单 {a.order_no}：退回 {a.number} 盒，申请退款 {formatMoney(a.refund_amount)}，
          <Link to={`/order/returnInfo/${a.id}`} className={styles.link}>
            查看进度
          </Link>
        </li>
      ))}
    </ul>
  );
}
