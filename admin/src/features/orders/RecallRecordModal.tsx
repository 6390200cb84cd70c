import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { RECALL_CLASS_TEXT, RECALL_DEADLINE_DAYS, RECALL_MAX_BATCHES, recallBody, recallPlatformBody, splitBatchNos } from '@yaocai/contract';
import { callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCatalogOptions } from '../../lib/reference-data';
import { checkWith } from '../../lib/schema-form';
import { fieldErrorsInto } from '../../lib/save-form';
import { RECALLS_KEY } from './recalls-api';
import { useOrdersScope, useRecallsApi } from './scope';

interface RecallFormValues {
  approval_no?: string;
  batch_nos?: string;
  class?: number;
  reason?: string;
  source?: string;
  shop_id?: number;
}

const CLASSES = [1, 2, 3].map((c) => ({ value: c, label: `${RECALL_CLASS_TEXT[c]}（${RECALL_DEADLINE_DAYS[c]}天内处理）` }));

/**
 * 登记召回: the MAH's notice as the console records it — the drug by 批准文号, its batches, class, reason and source.
 * Saving stops the goods at once, takes them out of every cart and tells each buyer who received the batches, so the
 * dialog says what it will do before and what it did after. The platform may record it for one shop or every shop.
 */
export function RecallRecordModal({ onClose }: { onClose: () => void }) {
  const { merchant } = useOrdersScope();
  const recalls = useRecallsApi();
  const { shops } = useCatalogOptions();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const batchText = (Form.useWatch('batch_nos', form) as string | undefined) ?? '';
  const batches = splitBatchNos(batchText).length;

  const submit = async () => {
    const values = form.getFieldsValue() as RecallFormValues;
    // The last attempt's refusals go: only what this one finds is marked.
    form.setFields(Object.keys(values).map((name) => ({ name, errors: [] })));
    const body = {
      approval_no: values.approval_no ?? '',
      batch_nos: values.batch_nos ?? '',
      class: values.class ?? '',
      reason: values.reason ?? '',
      source: values.source ?? '',
      ...(merchant ? {} : { shop_id: values.shop_id ?? 0 }),
    };
    const checked = checkWith(merchant ? recallBody : recallPlatformBody, body);
    // An unchosen class reads as "not a number" to the schema: say what to do instead.
    const fields = (checked.ok ? [] : checked.fields).map((f) => (f.name[0] === 'class' ? { ...f, errors: ['请选择召回级别'] } : f));
    if (fields.length) return form.setFields(fields);
    setBusy(true);
    try {
      const { data } = await callEnvelope(recalls.record, { body }, { onError: fieldErrorsInto(form) });
      feedback.message?.success(
        `召回已登记：停售${data.goods_stopped}个商品，移出购物车${data.cart_lines_removed}条，通知${data.buyers}家收货单位`,
        6,
      );
      await client.invalidateQueries({ queryKey: RECALLS_KEY });
      onClose();
    } catch {
      // Field refusals are shown beside their fields; others by the request client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="登记召回" okText="登记并通知" width={620} confirmLoading={busy} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="登记后立即停售这些批号的商品、将其移出所有购物车，并通知已收货的单位在期限内确认并上报在库数量。"
      />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ shop_id: 0 }}
        // A refusal is about the value it was given: editing the field takes its message away.
        onValuesChange={(changed: RecallFormValues) => form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))}
      >
        {merchant ? null : (
          <Form.Item name="shop_id" label="店铺" extra="全部店铺：所有销售过该批号的店铺">
            <Select
              showSearch
              optionFilterProp="label"
              options={[{ value: 0, label: '全部店铺' }, ...shops.map((s) => ({ value: s.id, label: s.short_name }))]}
            />
          </Form.Item>
        )}
        <Form.Item name="approval_no" label="批准文号" required>
          <Input placeholder="如：国药准字H20000001" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="batch_nos"
          label="召回批号"
          required
          extra={`多个批号以逗号、空格或换行分隔，最多${RECALL_MAX_BATCHES}个${batches ? `；已填写${batches}个` : ''}`}
        >
          <Input.TextArea rows={2} placeholder="如：240301, 240302" />
        </Form.Item>
        <Form.Item name="class" label="召回级别" required>
          <Radio.Group options={CLASSES} />
        </Form.Item>
        <Form.Item name="reason" label="召回原因" required>
          <Input.TextArea rows={2} maxLength={300} showCount placeholder="如：抽检不合格（含量测定）" />
        </Form.Item>
        <Form.Item name="source" label="召回来源" extra="上市许可持有人的召回通知（文号或名称）">
          <Input maxLength={200} placeholder="如：XX制药召回通知〔2026〕3号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
