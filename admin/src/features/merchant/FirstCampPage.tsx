import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { firstCampUploadBody, GOODS_DOCUMENT_KINDS, SHOP_DOCUMENT_KINDS, type FirstCampDocument, type FormFields } from '@yaocai/contract';
import { FilePreview } from '../../components/file-preview';
import { GoodsSelect, GoodsSourceProvider } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import * as api from '@yaocai/contract/api';
import { callEnvelope, fileHref, upload } from '../../lib/api-client';
import { chinaTime, pickedChinaDay } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { checkWith } from '../../lib/schema-form';
import { fieldErrorsInto } from '../../lib/save-form';
import { useMerchantCanWrite } from '../../lib/session';
import { useUrlFilters } from '../../lib/url-filters';

const KEY = ['console', 'merchant', 'first-camp'] as const;
type Scope = 'shop' | 'goods';
const KINDS: Record<Scope, Record<string, string>> = { shop: SHOP_DOCUMENT_KINDS, goods: GOODS_DOCUMENT_KINDS };

/**
 * 首营资料: the shop's licences and agreements, and its goods' documents, as buyers' GSP files need them. Buyers see the
 * lists on the shop's 首营资料 page and the goods detail, and open the files once signed in.
 */
export default function FirstCampPage() {
  const { params, set } = useUrlFilters();
  const scope: Scope = params.get('scope') === 'goods' ? 'goods' : 'shop';
  const page = Number(params.get('page') ?? 1);
  const canWrite = useMerchantCanWrite('goods');
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<FirstCampDocument | null>(null);
  const { data, isFetching } = usePagedQuery(KEY, api.firstCampMerchant.list, { scope, page, page_size: PAGE_SIZE });
  const remove = async (d: FirstCampDocument) => {
    const { msg } = await callEnvelope(api.firstCampMerchant.remove, { params: { id: d.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <PageTitle
        title="首营资料"
        extra={
          canWrite ? (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              上传资料
            </Button>
          ) : null
        }
      >
        买家首营建档所需的企业证照、协议与商品资料（图片或 PDF，单个不超过 10MB）；批次检验报告请在商品的质检报告中上传。证照到期前请及时更新。
      </PageTitle>
      <Card>
        <Tabs
          activeKey={scope}
          onChange={(k) => set({ scope: k === 'shop' ? undefined : k })}
          items={[
            { key: 'shop', label: '企业资料' },
            { key: 'goods', label: '商品资料' },
          ]}
        />
        <Table<FirstCampDocument>
          rowKey="id"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, onChange: (p) => set({ page: p }) })}
          columns={[
            { title: '资料类型', dataIndex: 'kind_text', width: 160 },
            ...(scope === 'goods' ? [{ title: '商品', dataIndex: 'goods_name', width: 240, ellipsis: true }] : []),
            { title: '资料名称', dataIndex: 'title', ellipsis: true },
            {
              title: '有效期至',
              key: 'valid',
              width: 150,
              render: (_, d) => (d.valid_until === null ? '长期' : d.expired ? <Tag color="red">{d.valid_until} 已过期</Tag> : d.valid_until),
            },
            { title: '上传时间', dataIndex: 'created_at', width: 160, render: (v: string) => chinaTime(v) },
            {
              title: '操作',
              key: 'op',
              width: 130,
              render: (_, d) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setViewing(d)}>
                    查看
                  </Button>
                  {canWrite ? (
                    <Popconfirm title="删除这份资料？买家将不再看到它。" onConfirm={() => remove(d)}>
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {uploading ? <UploadModal scope={scope} onClose={() => setUploading(false)} /> : null}
      {viewing ? (
        <Modal open title={viewing.title} footer={null} width={760} onCancel={() => setViewing(null)}>
          <FilePreview
            url={fileHref(api.firstCampMerchant.file, { params: { id: viewing.id } })}
            mime={viewing.mime}
            title={viewing.title}
            height={600}
          />
        </Modal>
      ) : null}
    </>
  );
}

/** One document: its kind (of the open tab), title, goods (a goods kind), validity, and the file — sent as multipart. */
function UploadModal({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = form.getFieldsValue(true) as { kind?: string; title?: string; goods_id?: number; valid_until?: Dayjs | null };
    const fields: FormFields = {
      kind: v.kind ?? '',
      title: v.title ?? '',
      goods_id: scope === 'goods' ? (v.goods_id ?? '') : '',
      valid_until: pickedChinaDay(v.valid_until) ?? '',
    };
    const checked = checkWith(firstCampUploadBody, fields);
    if (!checked.ok) return form.setFields(checked.fields);
    if (!file) return form.setFields([{ name: 'file', errors: ['请选择要上传的文件'] }]);
    // The fields first, then the file: the server reads them in that order.
    const fd = new FormData();
    for (const [k, val] of Object.entries(fields)) fd.append(k, String(val));
    fd.append('file', file);
    const onError = fieldErrorsInto(form);
    setBusy(true);
    try {
      const { msg } = await upload(api.firstCampMerchant.upload, fd, { onError });
      feedback.message?.success(msg);
      await client.invalidateQueries({ queryKey: KEY });
      onClose();
    } catch {
      // shown beside the fields or by the request client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={scope === 'shop' ? '上传企业资料' : '上传商品资料'}
      okText="上传"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="kind" label="资料类型" required>
          <Select options={Object.entries(KINDS[scope]).map(([value, label]) => ({ value, label }))} placeholder="选择资料类型" />
        </Form.Item>
        {scope === 'goods' ? (
          <Form.Item name="goods_id" label="所属商品" required>
            <GoodsSourceProvider value="/merchant/goods">
              <GoodsSelect testId="first-camp-goods" />
            </GoodsSourceProvider>
          </Form.Item>
        ) : null}
        <Form.Item name="title" label="资料名称" required>
          <Input maxLength={50} showCount placeholder="如：营业执照（副本）加盖公章" />
        </Form.Item>
        <Form.Item name="valid_until" label="有效期至" extra="不填表示长期有效">
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="file" label="文件" required extra="JPG、PNG、WebP 图片或 PDF，不超过 10MB">
          <Upload
            maxCount={1}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            beforeUpload={(f) => {
              setFile(f);
              form.setFields([{ name: 'file', errors: [] }]);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />} data-testid="first-camp-file">
              选择文件
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
