import type { UserState } from '@yaocai/contract';
import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { shellText as t } from '../shell-text';
import styles from './service-block.module.css';

interface Props {
  /** The member's representative (user.admin), or the site's default service for guests. */
  rep: UserState['admin'] | undefined;
  hotLine: string | undefined;
}

/** Customer-service representative and complaint hotline (spec §1). "专属客服" only for a non-default rep. */
export function ServiceBlock({ rep, hotLine }: Props) {
  return (
    <span className={styles.block} data-testid="service-block">
      {rep && (rep.name || rep.phone) && (
        <span className={styles.item}>
          <CustomerServiceOutlined />
          {rep.is_default === 0 ? t.dedicatedService : t.service}：{rep.name} {rep.phone}
        </span>
      )}
      {hotLine && (
        <span className={styles.item}>
          <PhoneOutlined />
          {t.hotline}：{hotLine}
        </span>
      )}
    </span>
  );
}
