import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Col, Empty, Flex, Form, Input, Row, Select, Table, Tag, Typography, Upload } from 'antd';
import { FileTextOutlined, ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { TRACE_PACKING_MAX_LINES } from '@yaocai/contract';
import { callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCatalogOptions } from '../../lib/reference-data';
import { fieldErrorsInto } from '../../lib/save-form';
import { previewLines, readPackingFile, readPackingLines, type PackingLine } from './packing-lines';
import { useOrdersScope, useTraceApi } from './scope';
import { TRACE_KEY } from './trace-api';

/** The common 码上放心 code goes unmarked; the others say what they were read as. */
const KIND_TEXT = { msfx: null, gs1: 'GS1', other: '其他企业码' } as const;
const PLACEHOLDER = '例如：\n83000010000000012345,81000010000000012345\n81000010000000012345,80000010000000012345';
const MONO = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12 };
const code = (c: NonNullable<PackingLine['parent']>) => (
  <Flex gap={6} align="center" wrap>
    <Typography.Text style={MONO}>{c.code}</Typography.Text>
    {KIND_TEXT[c.kind] ? <Tag style={{ marginInlineEnd: 0 }}>{KIND_TEXT[c.kind]}</Tag> : null}
  </Flex>
);

/** The first lines as the server will read them, and the first bad lines further down: a bad line is fixed before sending. */
export function PackingPreview({ lines }: { lines: PackingLine[] }) {
  return (
    <Table<PackingLine>
      size="small"
      rowKey="no"
      pagination={false}
      dataSource={previewLines(lines)}
      data-testid="packing-preview"
      columns={[
        { title: '行', dataIndex: 'no', width: 50 },
        {
          title: '父码（箱码）',
          key: 'parent',
          width: 180,
          onCell: (l) => ({ colSpan: l.error ? 2 : 1 }),
          render: (_, l) => (l.parent ? code(l.parent) : <Typography.Text style={MONO}>{l.raw}</Typography.Text>),
        },
        { title: '子码', key: 'child', onCell: (l) => ({ colSpan: l.error ? 0 : 1 }), render: (_, l) => (l.child ? code(l.child) : null) },
        {
          title: '读取结果',
          key: 'result',
          width: 210,
          render: (_, l) => (l.error ? <Typography.Text type="danger">{l.error}</Typography.Text> : <Tag color="success">可导入</Tag>),
        },
      ]}
    />
  );
}

/** The platform imports for a shop (its own 自营 stock, or on a merchant's behalf): the shop the codes belong to. */
function ShopItem() {
  const { shops } = useCatalogOptions();
  return (
    <Form.Item name="shop_id" label="店铺" rules={[{ required: true, message: '请选择包装关系所属的店铺' }]}>
      <Select
        showSearch
        optionFilterProp="label"
        placeholder="选择店铺"
        style={{ width: 320 }}
        options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
      />
    </Form.Item>
  );
}

/**
 * 包装关系导入: the lines `父码,子码` (a 大码 and its 中码, a 中码 and its 小码) pasted, or read from a .txt/.csv file
 * in the browser, are read line by line as they are typed; the import goes when every line reads. The server checks
 * the rest (a code packed twice, another shop's code, a code that has shipped) and names the line.
 */
export function TracePacking() {
  const { merchant } = useOrdersScope();
  const trace = useTraceApi();
  const client = useQueryClient();
  const [form] = Form.useForm<{ shop_id?: number; text?: string }>();
  const text = Form.useWatch('text', form) ?? '';
  // A file of thousands of lines is read again as the operator types: behind the keystrokes, not in their way.
  const deferred = useDeferredValue(text);
  const lines = useMemo(() => readPackingLines(deferred), [deferred]);
  const bad = lines.filter((l) => l.error);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ parents: number; children: number } | null>(null);

  const readFile = async (file: File) => {
    const { text: read, header } = await readPackingFile(file);
    form.setFields([{ name: 'text', value: read, errors: [] }]);
    feedback.message?.info(`已读取 ${file.name}${header ? `（已跳过表头“${header.slice(0, 20)}”）` : ''}`);
  };

  const submit = async (v: { shop_id?: number; text?: string }) => {
    setBusy(true);
    setDone(null);
    const body = { text: v.text ?? '', ...(merchant ? {} : { shop_id: v.shop_id ?? 0 }) };
    try {
      const { data, msg } = await callEnvelope(
        trace.importPacking,
        { body },
        {
          // A code packed elsewhere or shipped (409) is about the lines, as a line that does not read (422) is.
          onError: (e) => (e.status === 409 ? (form.setFields([{ name: 'text', errors: [e.message] }]), true) : fieldErrorsInto(form)(e)),
        },
      );
      feedback.message?.success(msg || '包装关系已导入');
      setDone(data);
      form.setFields([{ name: 'text', value: '', errors: [] }]);
      await client.invalidateQueries({ queryKey: TRACE_KEY });
    } catch {
      // Shown beside the field or by the request client.
    } finally {
      setBusy(false);
    }
  };

  const tooMany = lines.length > TRACE_PACKING_MAX_LINES;
  const count = lines.length ? `共 ${lines.length} 行${bad.length ? `，${bad.length} 行有误` : '，全部可读取'}` : '尚未填写';

  return (
    <Flex vertical gap={12}>
      {done ? (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setDone(null)}
          title={`导入完成：${done.parents} 个箱码、${done.children} 个子码的包装关系已登记，发货时扫描箱码即代表箱内各盒。`}
          data-testid="packing-result"
        />
      ) : null}
      <Alert type="info" showIcon title="每行一对“父码,子码”：大码与其中的中码，或中码与其中的小码（逗号、分号或制表符分隔）。" />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Flex gap={16} align="flex-end">
          {merchant ? null : <ShopItem />}
          <Form.Item extra={`可粘贴药企提供的关联关系，或读取 .txt / .csv 文件（UTF-8 或 GBK），一次最多 ${TRACE_PACKING_MAX_LINES} 行`}>
            <Upload accept=".txt,.csv" showUploadList={false} beforeUpload={(f) => (void readFile(f), Upload.LIST_IGNORE)}>
              <Button icon={<FileTextOutlined />}>读取文件</Button>
            </Upload>
          </Form.Item>
        </Flex>
        <Row gutter={16}>
          <Col xs={24} xl={9}>
            <Form.Item
              name="text"
              label="包装关系"
              extra={<span data-testid="packing-count">{count}</span>}
              rules={[{ required: true, whitespace: true, message: '请填写包装关系，每行“父码,子码”' }]}
            >
              <Input.TextArea rows={10} style={MONO} placeholder={PLACEHOLDER} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={15}>
            <Form.Item label="读取结果（前几行与有误的行）">
              {lines.length ? (
                <PackingPreview lines={lines} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="填写或读取包装关系后，这里逐行显示读取结果" />
              )}
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" icon={<ImportOutlined />} loading={busy} disabled={bad.length > 0 || tooMany}>
            导入包装关系
          </Button>
          {bad.length ? (
            <Typography.Text type="danger">
              请先改正有误的行（第{' '}
              {bad
                .slice(0, 5)
                .map((l) => l.no)
                .join('、')}{' '}
              行）
            </Typography.Text>
          ) : null}
          {tooMany ? <Typography.Text type="danger">超过 {TRACE_PACKING_MAX_LINES} 行，请分批导入</Typography.Text> : null}
        </Flex>
      </Form>
    </Flex>
  );
}
