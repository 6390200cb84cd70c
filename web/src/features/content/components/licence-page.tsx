import { Descriptions, Result } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SITE_LICENCE_HOLDER, SITE_LICENCE_NOTE, SITE_LICENCES } from '@yaocai/contract';
import { useCommonData } from '../api/common-data';
import { contentText as t } from '../text';
import styles from './help-centre.module.css';

/** /help/xrzn/hyzc?id=1|2: one of the site's licences, as the footer names it, with its number from site settings. */
export function LicencePage({ id }: { id: number }) {
  const config = useCommonData()?.config;
  const licence = SITE_LICENCES[id];
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
        <Descriptions.Item label="持证单位">{SITE_LICENCE_HOLDER}</Descriptions.Item>
        <Descriptions.Item label="核准范围">{licence.scope}</Descriptions.Item>
        <Descriptions.Item label="发证机关">{licence.issuer}</Descriptions.Item>
      </Descriptions>
      <p className={styles.note}>{SITE_LICENCE_NOTE}</p>
    </article>
  );
}
