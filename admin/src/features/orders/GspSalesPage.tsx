import { Alert, Button, Card, DatePicker, Flex, Input, Select, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatYuan, GSP_RANGE_MAX_DAYS, type GspSaleRow } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { PageTitle } from '../../components/page-title';
import { usePagedQuery, tablePaging } from '../../lib/paged-query';
import { download } from '../../lib/api-client';
import { chinaPickerValue, chinaTime, pickedChinaDay } from '../../lib/china-time';
import { useCatalogOptions } from '../../lib/reference-data';
import { useUrlFilters } from '../../lib/url-filters';

/**
 * GSP 药品销售记录: every line of every paid order as it was sold (buyer, goods, 批准文号, 批号, 效期, quantity, price,
 * date), searched by date range, goods, batch or buyer and exported to Excel for inspection. Read only: the records are
 * never edited or deleted.
 */
export default function GspSalesPage() {
  const { params, set } = useUrlFilters();
  const { shops } = useCatalogOptions();
  const q = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    goods: params.get('goods') ?? undefined,
    batch_no: params.get('batch_no') ?? undefined,
    buyer: params.get('buyer') ?? undefined,
    shop_id: params.get('shop_id') ? Number(params.get('shop_id')) : undefined,
    page: Number(params.get('page') ?? 1),
    page_size: Number(params.get('page_size') ?? 20),
  };
  const { data, isFetching } = usePagedQuery(['console', 'gsp-sales'], api.gspRecords.sales, q);
  const { page: _p, page_size: _s, ...filters } = q;

  return (
    <>
      <PageTitle
        title="GSP销售记录"
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void download(api.gspRecords.salesExport, { query: filters })}>
            导出Excel
          </Button>
        }
      >
        已付款订单的每一行商品即一条销售记录，保存下单时的品名、规格、批准文号、批号与效期；记录只读，不能修改或删除。
      </PageTitle>
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <DatePicker.RangePicker
            allowClear={false}
            value={data ? [chinaPickerValue(data.from), chinaPickerValue(data.to)] : undefined}
            onChange={(v) => set({ from: pickedChinaDay(v?.[0]), to: pickedChinaDay(v?.[1]) })}
          />
          <Input.Search
            allowClear
            placeholder="通用名 / 商品名 / 批准文号"
            defaultValue={q.goods}
            style={{ width: 240 }}
            onSearch={(v) => set({ goods: v.trim() })}
          />
          <Input.Search
            allowClear
            placeholder="批号"
            defaultValue={q.batch_no}
            style={{ width: 160 }}
            onSearch={(v) => set({ batch_no: v.trim() })}
          />
          <Input.Search
            allowClear
            placeholder="购货单位 / 会员账号"
            defaultValue={q.buyer}
            style={{ width: 220 }}
            onSearch={(v) => set({ buyer: v.trim() })}
          />
          <Select
            allowClear
            placeholder="销售单位"
            style={{ width: 160 }}
            value={q.shop_id}
            options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
            onChange={(v) => set({ shop_id: v })}
          />
        </Flex>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`按北京时间的付款日期查询，单次最多 ${GSP_RANGE_MAX_DAYS} 天；导出包含全部法定栏目。`}
        />
        <Table<GspSaleRow>
          rowKey="id"
          size="small"
          loading={isFetching && !data}
          dataSource={data?.list}
          scroll={{ x: 1700 }}
          pagination={tablePaging({
            page: q.page,
            pageSize: q.page_size,
            total: data?.total,
            sizes: [10, 20, 50, 100],
            showTotal: (n) => `共 ${n.toLocaleString('zh-CN')} 条记录`,
            onChange: (page, page_size) => set({ page, page_size }),
          })}
          columns={[
            { title: '销售日期', dataIndex: 'sold_at', width: 140, fixed: 'left', render: (d: string) => chinaTime(d) },
            { title: '订单号', dataIndex: 'order_no', width: 190 },
            { title: '购货单位', dataIndex: 'buyer', width: 200, ellipsis: true },
            { title: '销售单位', dataIndex: 'shop', width: 180, ellipsis: true },
            { title: '通用名', dataIndex: 'generic_name', width: 150 },
            { title: '规格', dataIndex: 'spec', width: 130 },
            { title: '剂型', dataIndex: 'dosage_form', width: 80 },
            { title: '生产厂家', dataIndex: 'manufacturer', width: 200, ellipsis: true },
            { title: '批准文号', dataIndex: 'approval_no', width: 170 },
            { title: '批号', dataIndex: 'batch_no', width: 110 },
            { title: '有效期至', dataIndex: 'expiry_date', width: 110 },
            { title: '数量', key: 'number', width: 80, align: 'right', render: (_, r) => `${r.number}${r.unit}` },
            { title: '单价', dataIndex: 'price', width: 100, align: 'right', render: formatYuan },
            { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: formatYuan },
          ]}
        />
      </Card>
    </>
  );
}
