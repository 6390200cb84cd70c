import { Card, Descriptions, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MerchantShopView } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { get } from '../../lib/api-client';
import { chinaFromNow } from '../../lib/china-time';

/** A licence's validity as the platform checked it at onboarding: the date, and whether it is still valid today. */
function Validity({ date, endless }: { date: string | null; endless?: boolean }) {
  if (!date) return endless ? <Tag color="green">长期</Tag> : <Tag>未登记</Tag>;
  const lapsed = date < chinaFromNow(0, 'YYYY-MM-DD');
  return (
    <>
      {date} {lapsed ? <Tag color="red">已过期</Tag> : <Tag color="green">有效</Tag>}
    </>
  );
}

/** 店铺信息: the shop this account works in, with the licences the platform checked when it approved the shop. */
export default function ShopPage() {
  const { data: shop, isPending } = useQuery({
    queryKey: ['console', 'merchant', 'shop'],
    queryFn: ({ signal }) => get<MerchantShopView>('/merchant/shop', undefined, { signal }),
  });
  return (
    <>
      <PageTitle title="店铺信息">入驻审核时平台核验的企业与证照信息；证照到期前请及时更新首营资料。</PageTitle>
      <Card loading={isPending}>
        {shop ? (
          <Descriptions column={2} bordered size="middle">
            <Descriptions.Item label="店铺简称">{shop.short_name}</Descriptions.Item>
            <Descriptions.Item label="企业名称">{shop.name}</Descriptions.Item>
            <Descriptions.Item label="所在地区">
              {shop.province} {shop.city}
            </Descriptions.Item>
            <Descriptions.Item label="店铺编号">{shop.id}</Descriptions.Item>
            <Descriptions.Item label="药品经营许可证">{shop.licence_no}</Descriptions.Item>
            <Descriptions.Item label="有效期至">
              <Validity date={shop.licence_expires} />
            </Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{shop.business_licence_no}</Descriptions.Item>
            <Descriptions.Item label="营业执照有效期至">
              <Validity date={shop.business_licence_expires} endless />
            </Descriptions.Item>
            <Descriptions.Item label="GSP证书">{shop.gsp_cert_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="GSP证书有效期至">{shop.gsp_cert_no ? <Validity date={shop.gsp_expires} /> : '—'}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
    </>
  );
}
