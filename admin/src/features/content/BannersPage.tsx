import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, DatePicker, Flex, Form, Image, Input, InputNumber, Popconfirm, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AD_POSITION_NAMES,
  adBody,
  BANNER_SLOT_NAMES,
  BANNER_STATES,
  bannerBody,
  type AdminAdView,
  type AdminBannerView,
  type AdPosition,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useFormSave } from '../../lib/save-form';
import { EditorDrawer } from '../../components/editor-drawer';
import { useCanWrite } from '../../lib/session';
import { PictureField } from '../../components/picture-field';
import { chinaMinuteItemProps } from '../../lib/china-time';

const KEY = ['console', 'site', 'banners'] as const;
const STATE_COLOR = { showing: 'green', scheduled: 'blue', ended: 'default' } as const;
const slotOptions = Object.entries(BANNER_SLOT_NAMES).map(([value, label]) => ({ value: Number(value), label: `${label}（${value}）` }));
const positionOptions = Object.entries(AD_POSITION_NAMES).map(([value, label]) => ({ value, label }));

type Editing<T> = { row: T | null } | null;

/** 广告管理: banners by slot (with a showing window) and the ads by position, each with its picture. */
const site = api.siteConsole;

export default function BannersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ads' ? 'ads' : 'banners';
  return (
    <>
      <PageTitle title="广告管理">广告图按广告位展示，可设定展示时段；保存后前台即时生效（其他服务进程30秒内）。</PageTitle>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          items={[
            { key: 'banners', label: '广告图', children: <BannerList /> },
            { key: 'ads', label: '广告位', children: <AdList /> },
          ]}
        />
      </Card>
    </>
  );
}

function BannerList() {
  const canWrite = useCanWrite('content');
  const client = useQueryClient();
  const [slot, setSlot] = useState<number | undefined>(1);
  const [editing, setEditing] = useState<Editing<AdminBannerView>>(null);
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, slot],
    queryFn: ({ signal }) => call(site.banners, { query: slot ? { slot } : {} }, { signal }),
  });
  const remove = async (b: AdminBannerView) => {
    const { msg } = await callEnvelope(site.removeBanner, { params: { id: b.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部广告位"
          style={{ width: 220 }}
          value={slot}
          options={slotOptions}
          onChange={setSlot}
          data-testid="banner-slot"
        />
        {canWrite ? (
          <Button type="primary" onClick={() => setEditing({ row: null })}>
            新建广告图
          </Button>
        ) : null}
      </Flex>
      <Table<AdminBannerView>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: '图片',
            dataIndex: 'image',
            width: 170,
            render: (src: string) => <Image src={src} height={48} style={{ maxWidth: 150, objectFit: 'contain' }} />,
          },
          {
            title: '标题 / 链接',
            key: 'name',
            render: (_, b) => (
              <>
                <div>{b.name}</div>
                <Typography.Text type="secondary" copyable>
                  {b.url}
                </Typography.Text>
              </>
            ),
          },
          { title: '广告位', dataIndex: 'slot', width: 120, render: (s: number) => BANNER_SLOT_NAMES[s] ?? s },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '展示时段（北京时间）',
            key: 'window',
            width: 200,
            render: (_, b) => (b.starts_at || b.ends_at ? `${b.starts_at ?? '不限'} ~ ${b.ends_at ?? '不限'}` : '长期'),
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (s: AdminBannerView['state']) => <Tag color={STATE_COLOR[s]}>{BANNER_STATES[s]}</Tag>,
          },
          {
            title: '操作',
            key: 'op',
            width: 130,
            render: (_, b) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row: b })}>
                  {canWrite ? '编辑' : '查看'}
                </Button>
                {canWrite ? (
                  <Popconfirm title={`删除广告图「${b.name}」？`} onConfirm={() => remove(b)}>
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
      <BannerDrawer
        key={editing?.row?.id ?? (editing ? 'new' : 'none')}
        editing={editing}
        slot={slot}
        canWrite={canWrite}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function BannerDrawer({
  editing,
  slot,
  canWrite,
  onClose,
}: {
  editing: Editing<AdminBannerView>;
  slot?: number;
  canWrite: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const row = editing?.row ?? null;
  const submit = async () => {
    const v = form.getFieldsValue(true) as {
      slot?: number;
      name?: string;
      image?: string;
      url?: string;
      sort?: number;
      starts_at?: string;
      ends_at?: string;
    };
    const body = {
      slot: v.slot ?? '',
      name: v.name ?? '',
      image: v.image ?? '',
      url: v.url ?? '',
      sort: v.sort ?? 0,
      starts_at: v.starts_at ?? '',
      ends_at: v.ends_at ?? '',
    };
    await (row ? save(form, bannerBody, site.updateBanner, { params: { id: row.id }, body }) : save(form, bannerBody, site.createBanner, { body }));
  };
  return (
    <EditorDrawer
      open={editing !== null}
      title={row ? `编辑广告图 · ID ${row.id}` : '新建广告图'}
      width={640}
      readOnly={!canWrite}
      busy={busy}
      onSave={submit}
      saveTestId="banner-save"
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        disabled={!canWrite}
        initialValues={row ? { ...row, starts_at: row.starts_at ?? undefined, ends_at: row.ends_at ?? undefined } : { slot: slot ?? 1, sort: 0 }}
      >
        <Form.Item label="广告位" name="slot" required>
          <Select showSearch optionFilterProp="label" options={slotOptions} />
        </Form.Item>
        <Form.Item label="标题" name="name" required extra="图片的替代文字，也用于识别广告。">
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item label="图片" name="image" required>
          <PictureField disabled={!canWrite} />
        </Form.Item>
        <Form.Item label="链接" name="url" required extra="站内路径（如 /yx、/search?keywords=阿莫西林）或 http(s) 地址。">
          <Input />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item label="开始时间" name="starts_at" {...chinaMinuteItemProps}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="不限" />
          </Form.Item>
          <Form.Item label="结束时间" name="ends_at" {...chinaMinuteItemProps}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="不限" />
          </Form.Item>
          <Form.Item label="排序" name="sort" extra="小的在前">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Flex>
      </Form>
    </EditorDrawer>
  );
}

function AdList() {
  const canWrite = useCanWrite('content');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing<AdminAdView>>(null);
  const { data, isFetching } = useQuery({ queryKey: [...KEY, 'ads'], queryFn: ({ signal }) => call(site.ads, {}, { signal }) });
  const remove = async (a: AdminAdView) => {
    const { msg } = await callEnvelope(site.removeAd, { params: { id: a.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      {canWrite ? (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({ row: null })}>
          新建广告
        </Button>
      ) : null}
      <Table<AdminAdView>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '位置', dataIndex: 'position', width: 120, render: (p: keyof typeof AD_POSITION_NAMES) => AD_POSITION_NAMES[p] ?? p },
          {
            title: '图片',
            dataIndex: 'image',
            width: 200,
            render: (src: string) => <Image src={src} height={48} style={{ maxWidth: 180, objectFit: 'contain' }} />,
          },
          { title: '名称', dataIndex: 'name', render: (n: string, a) => (a.position === 'search' ? `${n}（搜索含该词时展示）` : n) },
          { title: '链接', dataIndex: 'url', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '操作',
            key: 'op',
            width: 130,
            render: (_, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row: a })}>
                  {canWrite ? '编辑' : '查看'}
                </Button>
                {canWrite ? (
                  <Popconfirm title={`删除广告「${a.name}」？`} onConfirm={() => remove(a)}>
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
      <AdDrawer key={editing?.row?.id ?? (editing ? 'new' : 'none')} editing={editing} canWrite={canWrite} onClose={() => setEditing(null)} />
    </>
  );
}

function AdDrawer({ editing, canWrite, onClose }: { editing: Editing<AdminAdView>; canWrite: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const row = editing?.row ?? null;
  const submit = async () => {
    // An unset 位置 is refused by the schema with the same message as an unknown one.
    const v = form.getFieldsValue(true) as { position: AdPosition; name?: string; image?: string; url?: string; sort?: number };
    const body = { position: v.position, name: v.name ?? '', image: v.image ?? '', url: v.url ?? '', sort: v.sort ?? 0 };
    await (row ? save(form, adBody, site.updateAd, { params: { id: row.id }, body }) : save(form, adBody, site.createAd, { body }));
  };
  return (
    <EditorDrawer
      open={editing !== null}
      title={row ? `编辑广告 · ID ${row.id}` : '新建广告'}
      width={640}
      readOnly={!canWrite}
      busy={busy}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" disabled={!canWrite} initialValues={row ?? { position: 'top_right', sort: 0 }}>
        <Form.Item label="位置" name="position" required>
          <Select options={positionOptions} />
        </Form.Item>
        <Form.Item label="名称" name="name" required extra="“搜索结果旁”的广告在搜索词包含于名称时展示。">
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item label="图片" name="image" required>
          <PictureField disabled={!canWrite} />
        </Form.Item>
        <Form.Item label="链接" name="url" required>
          <Input />
        </Form.Item>
        <Form.Item label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </EditorDrawer>
  );
}
