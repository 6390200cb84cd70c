import { useState } from 'react';
import { Button, Card, ColorPicker, DatePicker, Drawer, Flex, Form, Input, Select, Space, Spin, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityBody, type AdminActivityView, type OutputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { GoodsSelect } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { PictureField } from '../../components/picture-field';
import { call } from '../../lib/api-client';
import { chinaFromNow, chinaMinuteItemProps, chinaTime } from '../../lib/china-time';
import { saveForm } from '../../lib/save-form';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'activities'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';
type Row = OutputOf<typeof api.activitiesConsole.list>[number];
const STATE = { not_started: ['未开始', 'blue'], running: ['进行中', 'green'], ended: ['已结束', 'default'] } as const;

interface FormValues {
  slug?: string;
  title?: string;
  subtitle?: string;
  banner?: string;
  color?: string;
  rules?: string;
  starts_at?: string;
  ends_at?: string;
  published?: boolean;
  sections: Array<{ kind: 'goods' | 'coupons'; title?: string; ids?: number[] }>;
}

/** 活动页: pages operators assemble from a banner and sections of goods and coupons (/yjh/{id}, /activity/{slug}). */
export default function ActivitiesPage() {
  const canWrite = useCanWrite('promotions');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(api.activitiesConsole.list, {}, { signal }) });
  return (
    <>
      <PageTitle title="活动页">横幅、商品版块和优惠券版块组成的活动页面；发布后在活动时间内对客户展示，链接为 /activity/活动地址。</PageTitle>
      <Card>
        <Flex justify="end" style={{ marginBottom: 12 }}>
          {canWrite ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="activity-new">
              新建活动
            </Button>
          ) : null}
        </Flex>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data}
          pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 个活动` }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 64 },
            {
              title: '活动',
              key: 'title',
              render: (_, a) => (
                <Flex gap={12} align="center">
                  <img src={a.banner} alt="" style={{ width: 120, height: 40, objectFit: 'cover', borderRadius: 4, background: a.color }} />
                  <div>
                    <div>{a.title}</div>
                    <Typography.Text type="secondary">{a.subtitle}</Typography.Text>
                  </div>
                </Flex>
              ),
            },
            {
              title: '链接',
              dataIndex: 'slug',
              width: 190,
              render: (slug: string) => (
                <Typography.Link href={`/activity/${slug}`} target="_blank">
                  /activity/{slug} <ExportOutlined />
                </Typography.Link>
              ),
            },
            { title: '版块', dataIndex: 'section_count', width: 60 },
            { title: '访问', dataIndex: 'taps', width: 70 },
            {
              title: '时间（北京时间）',
              key: 'window',
              width: 170,
              render: (_, a) => (
                <>
                  <div>{chinaTime(a.starts_at)}</div>
                  <div>至 {chinaTime(a.ends_at)}</div>
                </>
              ),
            },
            {
              title: '状态',
              key: 'state',
              width: 130,
              render: (_, a) => (
                <Space size={4}>
                  <Tag color={a.published ? 'green' : 'default'}>{a.published ? '已发布' : '草稿'}</Tag>
                  <Tag color={STATE[a.state][1]}>{STATE[a.state][0]}</Tag>
                </Space>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 80,
              render: (_, a) => (
                <Button type="link" size="small" onClick={() => setEditing(a.id)}>
                  {canWrite ? '编辑' : '查看'}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null ? <ActivityDrawer target={editing} canWrite={canWrite} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function ActivityDrawer({ target, canWrite, onClose }: { target: number | 'new'; canWrite: boolean; onClose: () => void }) {
  const editing = target !== 'new';
  const loaded = useQuery({
    queryKey: [...KEY, 'one', target],
    queryFn: () => call(api.activitiesConsole.get, { params: { id: target } }),
    enabled: editing,
  });
  if (editing && !loaded.data) {
    return (
      <Drawer open width={860} onClose={onClose} title={`活动 · ID ${target}`}>
        <Spin />
      </Drawer>
    );
  }
  return <ActivityForm view={loaded.data ?? null} canWrite={canWrite} onClose={onClose} />;
}

function ActivityForm({ view, canWrite, onClose }: { view: AdminActivityView | null; canWrite: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const coupons = useQuery({
    queryKey: [...KEY, 'coupons'],
    queryFn: ({ signal }) => call(api.couponsConsole.list, { query: { page_size: 100 } }, { signal }),
    staleTime: 60_000,
  });
  const couponOptions = [
    ...(view?.sections ?? []).filter((s) => s.kind === 'coupons').flatMap((s) => s.items.map((i) => ({ value: i.id, label: i.name }))),
    ...(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.shop_name}，${c.state === 'claiming' ? '领取中' : c.state}）` })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const [initial] = useState<FormValues>(() =>
    view
      ? {
          slug: view.slug,
          title: view.title,
          subtitle: view.subtitle,
          banner: view.banner.startsWith('/media/activity/') ? '' : view.banner,
          color: view.color,
          rules: view.rules,
          starts_at: chinaTime(view.starts_at, MINUTE),
          ends_at: chinaTime(view.ends_at, MINUTE),
          published: view.published === 1,
          sections: view.sections.map((s) => ({ kind: s.kind, title: s.title, ids: s.ids })),
        }
      : {
          color: '#e4393c',
          starts_at: chinaFromNow(0),
          ends_at: `${chinaFromNow(14 * 86_400_000, 'YYYY-MM-DD')} 23:59`,
          published: false,
          sections: [{ kind: 'goods', ids: [] }],
        },
  );
  const readOnly = !canWrite;
  const submit = async () => {
    const v = form.getFieldsValue(true) as FormValues;
    setBusy(true);
    const body = {
      slug: v.slug ?? '',
      title: v.title ?? '',
      subtitle: v.subtitle ?? '',
      banner: v.banner ?? '',
      color: typeof v.color === 'string' ? v.color : '#e4393c',
      rules: v.rules ?? '',
      starts_at: v.starts_at ?? '',
      ends_at: v.ends_at ?? '',
      published: v.published ? 1 : 0,
      sections: (v.sections ?? []).map((s) => ({ kind: s.kind, title: s.title ?? '', ids: s.ids ?? [] })),
    };
    const saved = await (view
      ? saveForm(form, activityBody, api.activitiesConsole.update, { params: { id: view.id }, body })
      : saveForm(form, activityBody, api.activitiesConsole.create, { body }));
    setBusy(false);
    if (saved === null) return;
    await client.invalidateQueries({ queryKey: KEY });
    onClose();
  };
  const goodsKnown = (view?.sections ?? []).filter((s) => s.kind === 'goods').flatMap((s) => s.items.map((i) => ({ value: i.id, label: i.name })));
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={view ? `活动 · ${view.title}` : '新建活动'}
      extra={
        readOnly ? null : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={busy} onClick={submit} data-testid="activity-save">
              保存
            </Button>
          </Space>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly}>
        <Flex gap={16}>
          <Form.Item name="title" label="活动名称" required style={{ flex: 1 }}>
            <Input maxLength={40} showCount placeholder="如：年终囤货节" />
          </Form.Item>
          <Form.Item name="slug" label="活动地址" required extra="小写字母、数字、下划线或连字符" style={{ width: 260 }}>
            <Input addonBefore="/activity/" placeholder="nianzhong" />
          </Form.Item>
        </Flex>
        <Form.Item name="subtitle" label="副标题">
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="banner" label="横幅图片" extra="不上传时显示按主题色生成的横幅">
          <PictureField disabled={readOnly} />
        </Form.Item>
        <Flex gap={16} align="start">
          <Form.Item
            name="color"
            label="主题色"
            getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString()}
            getValueProps={(v?: string) => ({ value: v })}
          >
            <ColorPicker disabledAlpha showText />
          </Form.Item>
          <Form.Item name="starts_at" label="开始时间（北京时间）" required {...chinaMinuteItemProps}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="ends_at" label="结束时间（北京时间）" required {...chinaMinuteItemProps}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="published" label="发布" valuePropName="checked">
            <Switch checkedChildren="已发布" unCheckedChildren="草稿" />
          </Form.Item>
        </Flex>
        <Form.Item name="rules" label="活动规则">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Typography.Text strong>版块</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          按顺序展示，最多 10 个；商品版块按客户价格展示，优惠券版块可直接领取。
        </Typography.Paragraph>
        <Form.List name="sections">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Card key={f.key} size="small" style={{ marginBottom: 8 }}>
                  <Flex gap={8} align="start">
                    <Form.Item name={[f.name, 'kind']} style={{ width: 120, marginBottom: 8 }}>
                      <Select
                        options={[
                          { value: 'goods', label: '商品版块' },
                          { value: 'coupons', label: '优惠券版块' },
                        ]}
                        onChange={() => form.setFieldValue(['sections', f.name, 'ids'], [])}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'title']} style={{ flex: 1, marginBottom: 8 }}>
                      <Input placeholder="版块标题，如：爆款直降" maxLength={30} aria-label={`版块${i + 1}标题`} />
                    </Form.Item>
                    {!readOnly ? <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除版块" /> : null}
                  </Flex>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['sections', f.name, 'kind']) === 'coupons' ? (
                        <Form.Item name={[f.name, 'ids']} style={{ marginBottom: 0 }}>
                          <Select
                            mode="multiple"
                            options={couponOptions}
                            placeholder="选择优惠券"
                            optionFilterProp="label"
                            data-testid={`activity-coupons-${i}`}
                          />
                        </Form.Item>
                      ) : (
                        <Form.Item name={[f.name, 'ids']} style={{ marginBottom: 0 }}>
                          <GoodsSelect multiple known={goodsKnown} testId={`activity-goods-${i}`} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                </Card>
              ))}
              {!readOnly && fields.length < 10 ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'goods', ids: [] })}>
                  添加版块
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
