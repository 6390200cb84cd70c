import { useQuery } from '@tanstack/react-query';
import { DotLoading, ErrorBlock, List } from 'antd-mobile';
import { PHONE_PAGES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack, useOpen } from '../../lib/navigation';
import { helpGroupsQuery } from './queries';
import { contentText as t } from './text';
import styles from './content.module.css';

/** /help on a phone: the help centre's groups with their articles (the desktop's overview), each opening its page. */
export function HelpIndex() {
  const back = useBack(PHONE_PAGES.member);
  const open = useOpen();
  const groups = useQuery(helpGroupsQuery);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.helpCentre}</NavBar>
      {groups.isError ? (
        <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />
      ) : !groups.data ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <div data-testid="phone-help-index">
          {groups.data.map((g) => (
            <List key={g.id} mode="card" header={g.name}>
              {g.articles.map((a) => (
                <List.Item key={a.id} onClick={() => open(a.url)}>
                  {a.title}
                </List.Item>
              ))}
            </List>
          ))}
        </div>
      )}
    </div>
  );
}
