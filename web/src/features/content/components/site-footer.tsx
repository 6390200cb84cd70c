import { Link } from 'react-router';
import type { SiteConfig } from '@yaocai/contract';
import { SafetyCertificateOutlined, FileProtectOutlined, CarOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { PageContainer } from '../../../components/layout/page-container';
import { SmartLink } from '../../../components/ui/smart-link';
import { useCommonData } from '../api/common-data';
import { useGlobalLinks, useHelpGroups } from '../api/site-content';
import { contentText } from '../text';
import styles from './site-footer.module.css';

/** Spec §9: the footer shows the first 4 help groups. */
const HELP_GROUPS_SHOWN = 4;

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, text: '正品保障' },
  { icon: <FileProtectOutlined />, text: '资质齐全' },
  { icon: <CarOutlined />, text: '极速配送' },
  { icon: <CustomerServiceOutlined />, text: '专属客服' },
];

function Qr({ src, label }: { src: string; label: string }) {
  if (!src) return null;
  return (
    <figure className={styles.qr}>
      <img src={src} alt={label} width={100} height={100} loading="lazy" />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function Licences({ config }: { config: SiteConfig }) {
  // The two licences open their page (/help/xrzn/hyzc?id=); the filing numbers are text.
  const items: Array<[string, string, string?]> = [
    [contentText.drugInfoLicence, config.drug_info_licence, '/help/xrzn/hyzc?id=1'],
    [contentText.businessLicence, config.business_licence, '/help/xrzn/hyzc?id=2'],
    [contentText.icp, config.icp_no],
    [contentText.police, config.police_no],
  ];
  return (
    <p className={styles.licences}>
      {items
        .filter(([, value]) => value)
        .map(([label, value, href]) => (
          <span key={label}>
            {href ? (
              <Link to={href}>
                {label}：{value}
              </Link>
            ) : (
              `${label}：${value}`
            )}
          </span>
        ))}
    </p>
  );
}

export function SiteFooter() {
  const config = useCommonData()?.config;
  const groups = useHelpGroups().slice(0, HELP_GROUPS_SHOWN);
  const links = useGlobalLinks();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.promises}>
        <PageContainer className={styles.promiseRow}>
          {PROMISES.map((p) => (
            <span key={p.text} className={styles.promise}>
              {p.icon}
              {p.text}
            </span>
          ))}
        </PageContainer>
      </div>
      <PageContainer className={styles.main}>
        <div className={styles.groups}>
          {groups.map((g) => (
            <dl key={g.id} className={styles.group} data-testid="footer-help-group">
              <dt>{g.name}</dt>
              {g.articles.map((a) => (
                <dd key={a.id}>
                  <SmartLink href={a.url}>{a.title}</SmartLink>
                </dd>
              ))}
            </dl>
          ))}
        </div>
        <div className={styles.qrs}>
          <Qr src={config?.mini_program_qr ?? ''} label={contentText.miniProgram} />
          <Qr src={config?.app_qr ?? ''} label={contentText.appDownload} />
        </div>
      </PageContainer>
      <div className={styles.bottom}>
        <PageContainer>
          {links.length > 0 && (
            <div className={styles.links}>
              {links.map((l) => (
                <SmartLink key={`${l.url}-${l.name}`} href={l.url} title={l.name}>
                  {l.image ? <img src={l.image} alt={l.name} height={36} loading="lazy" /> : l.name}
                </SmartLink>
              ))}
            </div>
          )}
          <p className={styles.notice}>{contentText.footerNotice}</p>
          {config && <Licences config={config} />}
          {config?.copyright && <p className={styles.copyright}>{config.copyright}</p>}
        </PageContainer>
      </div>
    </footer>
  );
}
