import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton, Table } from 'antd';
import { DocumentsTable } from '../../../components/ui/documents-table';
import { shopDocumentsQuery } from '../../../lib/first-camp';
import type { ShopInfo } from '@yaocai/contract';
import { firstCampQuery } from '../api/site-content';
import styles from './help-centre.module.css';

const columns = [
  { title: '商家', dataIndex: 'name', render: (name: string, s: ShopInfo) => <Link to={`/help/us/linkDetails?id=${s.id}`}>{name}</Link> },
  { title: '所在地', render: (_: unknown, s: ShopInfo) => `${s.province}${s.city === s.province ? '' : s.city}` },
  { title: '药品经营许可证', dataIndex: 'licence_no' },
  { title: 'GSP 证书', dataIndex: 'gsp_cert_no' },
];

/** /help/us/link: every merchant's first-camp documents, with the way to each one's detail. */
export function FirstCampList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(firstCampQuery(page));
  return (
    <section className={styles.section} data-testid="first-camp-list">
      <h3>入驻商家首营资料</h3>
      <Table<ShopInfo>
        rowKey="id"
        size="middle"
        loading={isPending}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={{
          current: page,
          total: data?.total ?? 0,
          pageSize: 10,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => setParams({ page: String(p) }),
        }}
      />
    </section>
  );
}

/** /help/us/linkDetails?id=: one merchant's first-camp documents (the files open once signed in: `loginHref` null). */
export function FirstCampDetail({ shop, loginHref }: { shop: ShopInfo; loginHref: string | null }) {
  const { data: documents, isPending } = useQuery(shopDocumentsQuery(shop.id));
  return (
    <section className={styles.section} data-testid="first-camp-detail">
      <h3>{shop.name} · 首营资料</h3>
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label="企业名称">{shop.name}</Descriptions.Item>
        <Descriptions.Item label="所在地">{`${shop.province}${shop.city === shop.province ? '' : shop.city}`}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{shop.business_licence_no}</Descriptions.Item>
        <Descriptions.Item label="药品经营许可证">{shop.licence_no}</Descriptions.Item>
        <Descriptions.Item label="GSP 证书">{shop.gsp_cert_no}</Descriptions.Item>
        <Descriptions.Item label="企业简介">{shop.description}</Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 20 }}>证照与协议</h3>
      {isPending ? <Skeleton active /> : <DocumentsTable list={documents ?? []} loginHref={loginHref} testId="first-camp-documents" />}
      <p className={styles.note}>
        以上资料由商家上传、平台已在入驻审核时核验企业证照；商品的注册批件与说明书见商品详情“首营资料”，需要盖章件可在订单详情中申请“索要首营资料”。
      </p>
    </section>
  );
}
