import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Space, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  FOOTER_LINKS_MAX,
  footerLinksBody,
  HOT_WORDS_MAX,
  hotWordsBody,
  MAIN_NAV_MAX,
  navBody,
  siteSettingsBody,
  type adminFooterLink,
  type adminHotWord,
  type adminNavItem,
  type EndpointHandle,
  type SiteSettingsView,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope, type ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { checkWith, fieldsFromServer } from '../../lib/schema-form';
import { useCanWrite } from '../../lib/session';
import { PictureField } from '../../components/picture-field';

const KEY = ['console', 'site'] as const;

const site = api.siteConsole;

/** PUTs a whole section (settings, nav, words, links) after the server's schema passed; refusals beside their fields. */
async function saveSection<B>(
  form: ReturnType<typeof Form.useForm>[0],
  schema: z.ZodTypeAny,
  endpoint: EndpointHandle<'PUT', string, { body?: B }>,
  body: B,
) {
  const checked = checkWith(schema, body);
  if (!checked.ok) {
    form.setFields(checked.fields);
    feedback.message?.error(checked.fields[0]?.errors[0] ?? '请检查填写内容');
    return false;
  }
  const onError = (e: ApiError) => {
    if (e.status !== 422) return false;
    form.setFields(fieldsFromServer(e.fieldErrors));
    return false;
  };
  try {
    const { msg } = await callEnvelope(endpoint, { body }, { onError });
    feedback.message?.success(msg);
    return true;
  } catch {
    return false;
  }
}

/** 站点设置: what the header and footer print, the main nav, the hot words under the search box and the footer links. */
export default function SitePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'settings';
  return (
    <>
      <PageTitle title="站点设置">保存后前台页头、页脚即时更新（其他服务进程30秒内）。</PageTitle>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'settings', label: '基本信息', children: <SettingsForm /> },
            { key: 'nav', label: '主导航', children: <NavForm /> },
            { key: 'hot', label: '热搜词', children: <HotWordsForm /> },
            { key: 'links', label: '页脚链接', children: <LinksForm /> },
          ]}
        />
      </Card>
    </>
  );
}

function useSection<T>(name: string, endpoint: EndpointHandle<'GET', string, Record<never, never>, T>) {
  return useQuery({ queryKey: [...KEY, name], queryFn: ({ signal }) => call(endpoint, {}, { signal }) });
}

function SaveBar({ busy, onSave, canWrite }: { busy: boolean; onSave: () => void; canWrite: boolean }) {
  if (!canWrite) return null;
  return (
    <Button type="primary" loading={busy} onClick={onSave} data-testid="site-save">
      保存
    </Button>
  );
}

function SettingsForm() {
  const canWrite = useCanWrite('content');
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { data } = useSection('settings', site.settings);
  if (!data) return <Spin />;
  const save = async () => {
    setBusy(true);
    const ok = await saveSection(form, siteSettingsBody, site.saveSettings, form.getFieldsValue(true) as z.input<typeof siteSettingsBody>);
    setBusy(false);
    if (ok) await client.invalidateQueries({ queryKey: KEY });
  };
  const text = (name: keyof SiteSettingsView, label: string, extra?: ReactNode, required = true) => (
    <Form.Item label={label} name={name} required={required} extra={extra}>
      <Input />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" initialValues={data} disabled={!canWrite} style={{ maxWidth: 760 }}>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>{text('site_name', '网站名称')}</div>
        <div style={{ flex: 1 }}>{text('hot_line', '客服热线', '页头与页脚显示，如 400-886-0123')}</div>
      </Flex>
      <Typography.Title level={5}>资质与备案（页脚）</Typography.Title>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>{text('drug_info_licence', '互联网药品信息服务资格证书编号')}</div>
        <div style={{ flex: 1 }}>{text('business_licence', '营业执照统一社会信用代码')}</div>
      </Flex>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>{text('icp_no', 'ICP备案号')}</div>
        <div style={{ flex: 1 }}>{text('police_no', '公安备案号', undefined, false)}</div>
      </Flex>
      {text('copyright', '版权信息')}
      <Typography.Title level={5}>链接与二维码</Typography.Title>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>{text('wxkf', '在线客服链接', undefined, false)}</div>
        <div style={{ flex: 1 }}>{text('einvoice_query_url', '电子发票查询链接')}</div>
      </Flex>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>{text('quality_inspection_url', '质检报告查询链接', undefined, false)}</div>
        <div style={{ flex: 1 }}>{text('main_site_url', '主站链接')}</div>
      </Flex>
      <Form.Item label="小程序码" name="mini_program_qr">
        <PictureField disabled={!canWrite} height={72} />
      </Form.Item>
      <Form.Item label="App下载码" name="app_qr">
        <PictureField disabled={!canWrite} height={72} />
      </Form.Item>
      <Typography.Title level={5}>积分规则</Typography.Title>
      <Form.Item label="每消费1元赠送积分" name="points_per_yuan" required extra="按订单实付金额计，退款时扣回；0 为不赠送。">
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
      <Typography.Title level={5}>药品追溯</Typography.Title>
      <Form.Item
        label="发货须扫描药品追溯码"
        name="trace_codes_required"
        getValueProps={(v) => ({ checked: v === 1 || v === '1' })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
        extra="开启后，商家与平台发货时每个药品订单行（有批准文号的）须逐盒扫描追溯码，数量与发货数量一致；中药饮片、器械不受限。"
      >
        <Switch />
      </Form.Item>
      <SaveBar busy={busy} onSave={save} canWrite={canWrite} />
    </Form>
  );
}

/** Up, down and remove for one row of an ordered list. */
function RowTools({
  index,
  count,
  move,
  remove,
  disabled,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (i: number) => void;
  disabled: boolean;
}) {
  // A role that may not change the site sees the rows only.
  if (disabled) return null;
  return (
    <Space size={0}>
      <Button type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label="上移" />
      <Button type="text" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label="下移" />
      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(index)} aria-label="删除" />
    </Space>
  );
}

type NavRow = z.infer<typeof adminNavItem>;

function NavForm() {
  const canWrite = useCanWrite('content');
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { data } = useSection('nav', site.nav);
  if (!data) return <Spin />;
  const save = async () => {
    const items = ((form.getFieldValue('items') as Array<Partial<NavRow>>) ?? []).map((i) => ({
      id: i.id ?? '',
      name: i.name ?? '',
      url: i.url ?? '',
      is_open: i.is_open === false ? 0 : 1,
    }));
    setBusy(true);
    const ok = await saveSection(form, navBody, site.saveNav, { items });
    setBusy(false);
    if (ok) await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Form form={form} initialValues={{ items: data }} disabled={!canWrite} style={{ maxWidth: 860 }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`顺序即前台页头的展示顺序，最多${MAIN_NAV_MAX}个；删除一项会连同其下拉子项一起删除。`}
      />
      <Form.List name="items">
        {(fields, { add, move, remove }) => (
          <>
            {fields.map((f, i) => (
              <Flex key={f.key} gap={8} align="baseline">
                <Typography.Text type="secondary" style={{ width: 24 }}>
                  {i + 1}
                </Typography.Text>
                <Form.Item name={[f.name, 'name']} style={{ width: 160 }}>
                  <Input placeholder="导航名称" maxLength={8} />
                </Form.Item>
                <Form.Item name={[f.name, 'url']} style={{ flex: 1 }}>
                  <Input placeholder="/yx" />
                </Form.Item>
                <Form.Item name={[f.name, 'is_open']} valuePropName="checked">
                  <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
                </Form.Item>
                <span style={{ width: 80 }}>
                  {(form.getFieldValue(['items', f.name, 'children']) as number | undefined) ? (
                    <Tag>{form.getFieldValue(['items', f.name, 'children'])}个子项</Tag>
                  ) : null}
                </span>
                <RowTools index={i} count={fields.length} move={move} remove={remove} disabled={!canWrite} />
              </Flex>
            ))}
            {canWrite ? (
              <Space>
                <Button icon={<PlusOutlined />} disabled={fields.length >= MAIN_NAV_MAX} onClick={() => add({ name: '', url: '', is_open: true })}>
                  添加导航
                </Button>
                <SaveBar busy={busy} onSave={save} canWrite={canWrite} />
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </Form>
  );
}

type HotWord = z.infer<typeof adminHotWord>;

function HotWordsForm() {
  const canWrite = useCanWrite('content');
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { data } = useSection('hot', site.hotWords);
  if (!data) return <Spin />;
  const save = async () => {
    const words = ((form.getFieldValue('words') as Array<Partial<HotWord>>) ?? []).map((w) => ({
      name: w.name ?? '',
      ...(w.url ? { url: w.url } : {}),
    }));
    setBusy(true);
    const ok = await saveSection(form, hotWordsBody, site.saveHotWords, { words });
    setBusy(false);
    if (ok) await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Form form={form} initialValues={{ words: data }} disabled={!canWrite} style={{ maxWidth: 860 }}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`搜索框下方的热搜词，最多${HOT_WORDS_MAX}个；链接留空即搜索该词。`} />
      <Form.List name="words">
        {(fields, { add, move, remove }) => (
          <>
            {fields.map((f, i) => (
              <Flex key={f.key} gap={8} align="baseline">
                <Typography.Text type="secondary" style={{ width: 24 }}>
                  {i + 1}
                </Typography.Text>
                <Form.Item name={[f.name, 'name']} style={{ width: 200 }}>
                  <Input placeholder="热搜词" maxLength={12} />
                </Form.Item>
                <Form.Item name={[f.name, 'url']} style={{ flex: 1 }}>
                  <Input placeholder="留空：/search?keywords=热搜词" />
                </Form.Item>
                <RowTools index={i} count={fields.length} move={move} remove={remove} disabled={!canWrite} />
              </Flex>
            ))}
            {canWrite ? (
              <Space>
                <Button icon={<PlusOutlined />} disabled={fields.length >= HOT_WORDS_MAX} onClick={() => add({ name: '', url: '' })}>
                  添加热搜词
                </Button>
                <SaveBar busy={busy} onSave={save} canWrite={canWrite} />
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </Form>
  );
}

type FooterLink = z.infer<typeof adminFooterLink>;

function LinksForm() {
  const canWrite = useCanWrite('content');
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { data } = useSection('links', site.links);
  if (!data) return <Spin />;
  const save = async () => {
    const links = ((form.getFieldValue('links') as Array<Partial<FooterLink>>) ?? []).map((l) => ({
      name: l.name ?? '',
      url: l.url ?? '',
      image: l.image ?? '',
    }));
    setBusy(true);
    const ok = await saveSection(form, footerLinksBody, site.saveLinks, { links });
    setBusy(false);
    if (ok) await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <Form form={form} initialValues={{ links: data }} disabled={!canWrite} style={{ maxWidth: 980 }}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`页脚上方的图标链接（商家入驻、网站资质等），最多${FOOTER_LINKS_MAX}个。`} />
      <Form.List name="links">
        {(fields, { add, move, remove }) => (
          <>
            {fields.map((f, i) => (
              <Flex key={f.key} gap={8} align="center" style={{ marginBottom: 8 }}>
                <Typography.Text type="secondary" style={{ width: 24 }}>
                  {i + 1}
                </Typography.Text>
                <Form.Item name={[f.name, 'name']} style={{ width: 140, marginBottom: 0 }}>
                  <Input placeholder="名称" maxLength={12} />
                </Form.Item>
                <Form.Item name={[f.name, 'url']} style={{ width: 200, marginBottom: 0 }}>
                  <Input placeholder="/help/us/sjrz" />
                </Form.Item>
                <Form.Item name={[f.name, 'image']} style={{ flex: 1, marginBottom: 0 }}>
                  <PictureField disabled={!canWrite} height={40} />
                </Form.Item>
                <RowTools index={i} count={fields.length} move={move} remove={remove} disabled={!canWrite} />
              </Flex>
            ))}
            {canWrite ? (
              <Space>
                <Button icon={<PlusOutlined />} disabled={fields.length >= FOOTER_LINKS_MAX} onClick={() => add({ name: '', url: '', image: '' })}>
                  添加链接
                </Button>
                <SaveBar busy={busy} onSave={save} canWrite={canWrite} />
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </Form>
  );
}
