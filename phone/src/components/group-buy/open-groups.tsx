import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { formatLeft, groupBuyText as t, progressPercent, secondsLeft, type GroupBuyView, type OpenGroupView } from '@yaocai/contract';
import styles from './group-buy.module.css';

interface Props {
  campaign: GroupBuyView;
  /** Server time, epoch seconds. */
  now: number;
  /** Where a guest signs in first; null when signed in. */
  loginHref: string | null;
  onJoin: (campaign: GroupBuyView, group: OpenGroupView | null) => void;
}

/** A campaign's open groups (who leads, how full, time left, 去参团) and 发起拼团 under them, as on the desktop. */
export function OpenGroups({ campaign: c, now, loginHref, onJoin }: Props) {
  const navigate = useNavigate();
  const mine = c.my_group_id;
  const login = () => navigate(loginHref!);
  return (
    <div className={styles.groups}>
      {c.open_groups.length === 0 && <div className={styles.noGroups}>{t.noOpenGroups}</div>}
      {c.open_groups.map((g) => (
        <div key={g.id} className={styles.group} data-testid="phone-groupbuy-group" data-group-id={g.id}>
          <div className={styles.groupBody}>
            <div className={styles.groupHead}>
              <span className={styles.leader}>{g.leader}</span>
              <span className={styles.missing}>{t.missing(g.missing)}</span>
            </div>
            <div className={styles.track} role="progressbar" aria-valuenow={progressPercent(g.members, g.required)} aria-label={t.missing(g.missing)}>
              <span style={{ width: `${progressPercent(g.members, g.required)}%` }} />
            </div>
            <div className={styles.left} data-testid="phone-groupbuy-left">
              {t.left} {formatLeft(secondsLeft(g.closes_at, now))}
            </div>
          </div>
          {loginHref ? (
            <Button size="small" fill="outline" color="danger" shape="rounded" onClick={login}>
              {t.loginToJoin}
            </Button>
          ) : (
            <Button size="small" color="danger" shape="rounded" disabled={mine !== null} onClick={() => onJoin(c, g)}>
              {mine === g.id ? '已参团' : t.join}
            </Button>
          )}
        </div>
      ))}
      {loginHref ? (
        <Button block color="danger" shape="rounded" onClick={login}>
          {t.loginToJoin}
        </Button>
      ) : mine !== null ? (
        <Button block shape="rounded" onClick={() => navigate('/ptzq?tab=mine')}>
          {t.waiting}
        </Button>
      ) : (
        <Button block color="danger" shape="rounded" onClick={() => onJoin(c, null)}>
          {t.open}
        </Button>
      )}
    </div>
  );
}
