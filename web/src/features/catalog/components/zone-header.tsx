import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Zone, ZoneKey } from '../model/zones';
import { catalogText as t } from '../text';
import styles from './zone-header.module.css';

const NOTICES: Partial<Record<ZoneKey, string>> = {
  yx: t.yxNotice,
  kxzq: t.kxNotice,
  myzq: t.myzqNotice,
  welfare: t.welfareNotice,
};

/** A zone's band above its list: its name, what the zone means, and the action it needs (控销 → 申请授权). */
export function ZoneHeader({ zone, title, extra }: { zone: Pick<Zone, 'key' | 'title'>; title?: string; extra?: ReactNode }) {
  const heading = title || zone.title;
  if (!heading) return null;
  const notice = NOTICES[zone.key];
  return (
    <div className={`${styles.band} ${styles[zone.key] ?? ''}`} data-testid="zone-header">
      <h1 className={styles.title}>{heading}</h1>
      {notice && <p className={styles.notice}>{notice}</p>}
      <div className={styles.actions}>
        {zone.key === 'kxzq' && (
          <Link to="/kxdl">
            <Button type="primary" icon={<SafetyCertificateOutlined />} data-testid="kx-apply">
              {t.kxApply}
            </Button>
          </Link>
        )}
        {zone.key === 'yx' && (
          <Link to="/yx/rule" className={styles.link}>
            {t.yxRule} &gt;
          </Link>
        )}
        {extra}
      </div>
    </div>
  );
}
