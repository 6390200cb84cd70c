import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, DatePicker, Flex, Form, InputNumber, Popconfirm, Progress, Space, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  dailySpecialBody,
  fenToYuanInput,
  flashSaleBody,
  formatYuan,
  PROMOTION_STATE_NAMES,
  type AdminDailySpecial,
  type AdminFlashSale,
} from '@yaocai/contract';
import { GoodsSelect } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope } from '../../lib/api-client';
import { chinaDayItemProps, chinaFromNow } from '../../lib/china-time';
import { saveForm, useFormSave } from '../../lib/save-form';
import { useCanWrite } from '../../lib/session';
import { FlashApplications, FLASH_KEY as KEY } from './FlashApplications';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import { useRowAction } from '../../lib/row-action';
import { WindowFields } from './promotion-editor';
import { stateColumn, usePromotionEnd, windowColumn } from './promotion-list';
import { EditorDrawer } from '../../components/editor-drawer';
import { MerchantPromotions, usePromotionsApi, usePromotionsCanWrite, usePromotionsScope } from './scope';

/** 秒杀与特价: flash sales (own price, stock, per-member limit, window) and 每日特价 (a price for one day). */
export default function FlashSalesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'flash';
  return (
    <>
      <PageTitle title="秒杀与每日特价">秒杀价与特价须低于商品原价；秒杀库存单独计算、不超过商品现有库存，同一商品同一时段只能有一场秒杀。</PageTitle>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'flash', label: '秒杀', children: <FlashList /> },
            { key: 'applications', label: '商家秒杀申请', children: <FlashApplications /> },
            { key: 'specials', label: '每日特价', children: <Specials /> },
          ]}
        />
      </Card>
    </>
  );
}

/** A merchant's 秒杀: its goods' flash sales, and its applications (the platform approves each before it sells). */
export function MerchantFlashSalesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'flash';
  return (
    <MerchantPromotions>
      <PageTitle title="秒杀">秒杀由平台统一排期：提交申请后经平台审核通过才会开始；秒杀价须低于商品原价，秒杀库存不超过商品现有库存。</PageTitle>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'flash', label: '本店秒杀', children: <FlashList onApplied={() => setParams({ tab: 'applications' }, { replace: true })} /> },
            { key: 'applications', label: '秒杀申请', children: <FlashApplications /> },
          ]}
        />
      </Card>
    </MerchantPromotions>
  );
}

function FlashList({ onApplied }: { onApplied?: () => void }) {
  const canWrite = usePromotionsCanWrite();
  const { shop } = usePromotionsScope();
  const flashSales = usePromotionsApi(api.flashSalesConsole, api.flashSalesMerchant);
  const [state, setState] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ row: AdminFlashSale | null } | null>(null);
  const { data, isFetching } = usePagedQuery(KEY, flashSales.list, {
    ...(state === 'all' ? {} : { state }),
    page,
    page_size: PAGE_SIZE,
  });
  const { end } = usePromotionEnd(KEY, (id) => callEnvelope(flashSales.end, { params: { id } }));
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Tabs
          size="small"
          activeKey={state}
          onChange={(k) => {
            setState(k);
            setPage(1);
          }}
          items={[{ key: 'all', label: '全部' }, ...Object.entries(PROMOTION_STATE_NAMES).map(([key, label]) => ({ key, label }))]}
          style={{ flex: 1 }}
        />
        {canWrite ? (
          <Button type="primary" onClick={() => setEditing({ row: null })}>
            {shop ? '申请秒杀' : '新建秒杀'}
          </Button>
        ) : null}
      </Flex>
      <Table<AdminFlashSale>
        rowKey="id"
        size="middle"
        loading={isFetching && !data}
        dataSource={data?.list}
        pagination={tablePaging({ page, total: data?.total, onChange: setPage })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: '商品',
            key: 'goods',
            render: (_, f) => (
              <>
                <div>
                  {f.goods_name} {f.spec}
                </div>
                <Typography.Text type="secondary">{f.shop}</Typography.Text>
              </>
            ),
          },
          {
            title: '秒杀价 / 原价',
            key: 'price',
            width: 150,
            render: (_, f) => (
              <>
                <Typography.Text type="danger">{formatYuan(f.price)}</Typography.Text> /{' '}
                <Typography.Text delete>{formatYuan(f.base_price)}</Typography.Text>
              </>
            ),
          },
          {
            title: '已售 / 库存',
            key: 'sold',
            width: 150,
            render: (_, f) => (
              <>
                {f.sold} / {f.stock}
                <Progress percent={Math.round((f.sold / f.stock) * 100)} size="small" showInfo={false} />
              </>
            ),
          },
          { title: '每人限购', dataIndex: 'per_member_limit', width: 80 },
          windowColumn({ show: (at) => at }),
          stateColumn(),
          {
            title: '操作',
            key: 'op',
            width: 110,
            render: (_, f) =>
              canWrite && f.state !== 'ended' ? (
                <Space size={0}>
                  {shop ? null : (
                    <Button type="link" size="small" onClick={() => setEditing({ row: f })}>
                      编辑
                    </Button>
                  )}
                  <Popconfirm title="提前结束这场秒杀？" onConfirm={() => end(f)}>
                    <Button type="link" size="small" danger>
                      结束
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? <FlashDrawer row={editing.row} onClose={() => setEditing(null)} onApplied={onApplied} /> : null}
    </>
  );
}

/** The platform saves a flash sale; a merchant applies for one (the same form, sent to its applications). */
function FlashDrawer({ row, onClose, onApplied }: { row: AdminFlashSale | null; onClose: () => void; onApplied?: () => void }) {
  const [form] = Form.useForm();
  const { shop } = usePromotionsScope();
  const { busy, save } = useFormSave(KEY, () => {
    onClose();
    if (shop) onApplied?.();
  });
  const initial = row
    ? { ...row, price: Number(fenToYuanInput(row.price)) }
    : {
        stock: 100,
        per_member_limit: 5,
        starts_at: chinaFromNow(3_600_000, 'YYYY-MM-DD HH:00'),
        ends_at: chinaFromNow(3 * 3_600_000, 'YYYY-MM-DD HH:00'),
      };
  const submit = async () => {
    const v = form.getFieldsValue(true) as {
      goods_id?: number;
      price?: number;
      stock?: number;
      per_member_limit?: number;
      starts_at?: string;
      ends_at?: string;
    };
    const body = {
      goods_id: v.goods_id ?? '',
      price: v.price ?? '',
      stock: v.stock ?? '',
      per_member_limit: v.per_member_limit ?? '',
      starts_at: v.starts_at ?? '',
      ends_at: v.ends_at ?? '',
    };
    // A merchant applies (the platform approves it into a sale); the platform saves the sale itself.
    await (shop
      ? save(form, flashSaleBody, api.flashApplicationsMerchant.apply, { body })
      : row
        ? save(form, flashSaleBody, api.flashSalesConsole.update, { params: { id: row.id }, body })
        : save(form, flashSaleBody, api.flashSalesConsole.create, { body }));
  };
  return (
    <EditorDrawer
      title={row ? `编辑秒杀 · ID ${row.id}` : shop ? '申请秒杀（平台审核通过后开始）' : '新建秒杀'}
      width={620}
      busy={busy}
      onSave={submit}
      saveText={shop ? '提交审核' : '保存'}
      saveTestId="flash-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="goods_id" label="秒杀商品" required>
          <GoodsSelect
            known={row ? [{ value: row.goods_id, label: `${row.goods_name} ${row.spec}（¥${fenToYuanInput(row.base_price)}）` }] : []}
            testId="flash-goods"
          />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="price" label="秒杀价（元）" required>
            <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="stock" label="秒杀库存" required extra={row ? `已售${row.sold}件` : undefined}>
            <InputNumber min={1} max={1000000} precision={0} />
          </Form.Item>
          <Form.Item name="per_member_limit" label="每人限购" required>
            <InputNumber min={1} max={10000} precision={0} />
          </Form.Item>
        </Flex>
        <WindowFields />
      </Form>
    </EditorDrawer>
  );
}

function Specials() {
  const canWrite = useCanWrite('promotions');
  const { succeeded } = useRowAction(KEY);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  // The list shows the day the form is set to.
  const day = (Form.useWatch('day', form) as string | undefined) ?? chinaFromNow(86_400_000, 'YYYY-MM-DD');
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, 'specials', day],
    queryFn: ({ signal }) => call(api.dailySpecials.list, { query: { day } }, { signal }),
  });
  const add = async () => {
    const v = form.getFieldsValue(true) as { goods_id?: number; day?: string; price?: number };
    setBusy(true);
    const saved = await saveForm(form, dailySpecialBody, api.dailySpecials.create, {
      body: { goods_id: v.goods_id ?? '', day: v.day ?? '', price: v.price ?? '' },
    });
    setBusy(false);
    if (saved === null) return;
    form.resetFields(['goods_id', 'price']);
    await succeeded();
  };
  const remove = async (s: AdminDailySpecial) => succeeded((await callEnvelope(api.dailySpecials.remove, { params: { id: s.id } })).msg);
  return (
    <>
      <Form form={form} layout="inline" style={{ marginBottom: 12 }} initialValues={{ day: chinaFromNow(86_400_000, 'YYYY-MM-DD') }}>
        <Form.Item name="day" label="日期" {...chinaDayItemProps}>
          <DatePicker allowClear={false} />
        </Form.Item>
        {canWrite ? (
          <>
            <Form.Item name="goods_id" label="商品" style={{ width: 420 }}>
              <GoodsSelect testId="special-goods" />
            </Form.Item>
            <Form.Item name="price" label="特价（元）">
              <InputNumber min={0.01} precision={2} />
            </Form.Item>
            <Button type="primary" loading={busy} onClick={add}>
              添加特价
            </Button>
          </>
        ) : null}
      </Form>
      <Table<AdminDailySpecial>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '商品', key: 'goods', render: (_, s) => `${s.goods_name} ${s.spec}` },
          { title: '店铺', dataIndex: 'shop', width: 120 },
          {
            title: '特价 / 原价',
            key: 'price',
            width: 170,
            render: (_, s) => (
              <>
                <Typography.Text type="danger">{formatYuan(s.price)}</Typography.Text> /{' '}
                <Typography.Text delete>{formatYuan(s.base_price)}</Typography.Text>
              </>
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_, s) =>
              canWrite ? (
                <Popconfirm title="删除这条特价？" onConfirm={() => remove(s)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
}
