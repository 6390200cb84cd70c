import { Link } from 'react-router';
import { Button, Progress } from 'antd';
import { formatLeft, progressPercent, secondsLeft, groupBuyText as t } from '@yaocai/contract';
import type { GroupBuyView, OpenGroupView } from '../api/groupbuy';
import styles from './groupbuy.module.css';

interface Props {
  campaign: GroupBuyView;
  now: number;
  /** Where a guest signs in first; null when signed in. */
  loginHref: string | null;
  onJoin: (campaign: GroupBuyView, group: OpenGroupView | null) => void;
}

/** A campaign's open groups (who leads, how full, time left, 去参团) and the 发起拼团 button under them. */
export function OpenGroups({ campaign: c, now, loginHref, onJoin }: Props) {
  const mine = c.my_group_id;
  return (
    <div className={styles.groups}>
      {c.open_groups.length === 0 && <div className={styles.noGroups}>{t.noOpenGroups}</div>}
      {c.open_groups.map((g) => (
        <div key={g.id} className={styles.group} data-testid="groupbuy-open-group" data-group-id={g.id}>
          <div className={styles.groupHead}>
            <span className={styles.leader} title={g.leader}>
              {g.leader}
            </span>
            <span className={styles.missing}>{t.missing(g.missing)}</span>
          </div>
          <Progress percent={progressPercent(g.members, g.required)} size="small" showInfo={false} strokeColor="#e4393c" />
          <div className={styles.groupFoot}>
            <span className={styles.left} data-testid="groupbuy-group-left">
              {t.left} {formatLeft(secondsLeft(g.closes_at, now))}
            </span>
            {loginHref ? (
              <Link to={loginHref}>
                <Button size="small">{t.loginToJoin}</Button>
              </Link>
            ) : (
              <Button size="small" danger disabled={mine !== null} onClick={() => onJoin(c, g)} data-testid="groupbuy-join">
                {mine === g.id ? '已参团' : t.join}
              </Button>
            )}
          </div>
        </div>
      ))}
      {loginHref ? (
        <Link to={loginHref}>
          <Button type="primary" danger block>
            {t.loginToJoin}
          </Button>
        </Link>
      ) : mine !== null ? (
        <Link to="/ptzq?tab=mine">
          <Button block data-testid="groupbuy-waiting">
            {t.waiting}
          </Button>
        </Link>
      ) : (
        <Button type="primary" danger block onClick={() => onJoin(c, null)} data-testid="groupbuy-open">
          {t.open}
        </Button>
      )}
    </div>
  );
}
