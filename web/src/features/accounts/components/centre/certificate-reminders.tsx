import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd';
import { zizhiQuery } from '../../api/profile';
import { centreText as t } from '../../text';
import styles from './centre.module.css';

const EXPIRY_COLOR: Record<string, string> = { valid: 'success', expiring: 'orange', expired: 'red' };
const ORDER: Record<string, number> = { expired: 0, expiring: 1, valid: 2 };
const SHOWN = 4;

/** /user: the licences that expire first — an expired one stops ordering, so it leads, in red. */
export function CertificateReminders() {
  const { data, isPending } = useQuery(zizhiQuery);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const certs = (data?.items ?? [])
    .flatMap((i) => (i.current && i.current.expires_on ? [{ name: i.name, cert: i.current }] : []))
    .sort((a, b) => ORDER[a.cert.expiry_state]! - ORDER[b.cert.expiry_state]! || a.cert.days_left - b.cert.days_left);
  const missing = (data?.items ?? []).filter((i) => i.required && !i.current).length;
  return (
    <div data-testid="certificate-reminders">
      {certs.length === 0 && missing === 0 && <p className={styles.muted}>{t.noCertificates}</p>}
      {missing > 0 && <p className={styles.reasonText}>{t.missingCertificates(missing)}</p>}
      <ul className={styles.certList}>
        {certs.slice(0, SHOWN).map(({ name, cert }) => (
          <li key={cert.id} className={styles.certRow} data-state={cert.expiry_state}>
            <span className={styles.certName} title={name}>
              {name}
            </span>
            <span className={styles.certDate}>{cert.expires_on}</span>
            <Tag color={EXPIRY_COLOR[cert.expiry_state]} className={styles.certTag}>
              {cert.expiry_state === 'valid' ? t.expiryText.valid : t.daysLeft(cert.days_left)}
            </Tag>
          </li>
        ))}
      </ul>
      <Link to="/zzzj" className={styles.moreLink}>
        {certs.some((c) => c.cert.expiry_state !== 'valid') ? t.toZzzj : t.manageCertificates}
      </Link>
    </div>
  );
}
