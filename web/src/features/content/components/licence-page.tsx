import { Descriptions, Result } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useCommonData } from '../api/common-data';
import { contentText as t } from '../text';
import styles from './help-centre.module.css';

/** The licences the footer links to (spec §2: /help/xrzn/hyzc?id= is also the licence page). */
const LICENCES: Record<number, { title: string; field: 'drug_info_licence' | 'business_licence'; issuer: string; scope: string }> = {
  1: { title: t.drugInfoLicence, field: 'drug_info_licence', issuer: '北京市药品监督管理局', scope: '经营性互联网药品信息服务' },
  2: {
    title: t.businessLicence,
    field: 'business_licence',
    issuer: '北京市朝阳区市场监督管理局',
    scope: '药品网络交易第三方平台服务；互联网信息服务；技术服务',
  },
};

/** /help/xrzn/hyzc?id=1|2: one of the site's licences, as the footer names it, with its number from site settings. */
export function LicencePage({ id }: { id: number }) {
  const config = useCommonData()?.config;
  const licence = LICENCES[id];
  if (!licence) return <Result status="404" title={t.articleMissing} />;
  return (
    <article data-testid="licence-page">
      <h1 className={styles.title}>
        <SafetyCertificateOutlined style={{ color: 'var(--yc-primary)', marginRight: 8 }} />
        {licence.title}
      </h1>
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label="证书名称">{licence.title}</Descriptions.Item>
        <Descriptions.Item label="证书编号">{config?.[licence.field] || '—'}</Descriptions.Item>
        <Descriptions.Item label="持证单位">药采（北京）医药科技有限公司</Descriptions.Item>
        <Descriptions.Item label="核准范围">{licence.scope}</Descriptions.Item>
        <Descriptions.Item label="发证机关">{licence.issuer}</Descriptions.Item>
      </Descriptions>
      <p className={styles.note}>以上信息与首页底部公示一致；如需核验，可登录发证机关官网按证书编号查询。</p>
    </article>
  );
}
