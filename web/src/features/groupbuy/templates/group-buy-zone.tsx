import { Tabs } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { groupBuyText as t } from '@yaocai/contract';
import { GroupBuyList } from '../components/group-buy-list';
import { MyGroupBuys } from '../components/my-group-buys';
import styles from '../components/groupbuy.module.css';

export type ZoneTab = 'zone' | 'mine';

interface Props {
  tab: ZoneTab;
  page: number;
  onChange: (tab: ZoneTab, page: number) => void;
  /** Where a guest signs in first; null when signed in. */
  loginHref: string | null;
  /** Server time in epoch seconds (0 until known): countdowns follow the server. */
  now: number;
}

/** /ptzq: the banner with the rules, then 正在拼团 and 我的拼团 (tab and page live in the URL). */
export function GroupBuyZone({ tab, page, onChange, loginHref, now }: Props) {
  return (
    <section data-testid="groupbuy-zone">
      <header className={styles.banner}>
        <div className={styles.bannerTitle}>
          <TeamOutlined /> {t.title}
        </div>
        <div className={styles.bannerSub}>{t.sub}</div>
        <ol className={styles.steps}>
          {t.rules.map((r, i) => (
            <li key={r}>
              <b>{i + 1}</b>
              {r}
            </li>
          ))}
        </ol>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(k) => onChange(k as ZoneTab, 1)}
        items={[
          {
            key: 'zone',
            label: t.tabs.zone,
            children: <GroupBuyList page={page} onPage={(p) => onChange('zone', p)} loginHref={loginHref} now={now} />,
          },
          {
            key: 'mine',
            label: <span data-testid="groupbuy-tab-mine">{t.tabs.mine}</span>,
            children: <MyGroupBuys page={page} onPage={(p) => onChange('mine', p)} loginHref={loginHref} now={now} />,
          },
        ]}
      />
    </section>
  );
}
