import { List } from 'antd-mobile';
import { PHONE_PAGES, SELF_SERVICES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack, useOpen } from '../../lib/navigation';
import styles from './self-service.module.css';

/** /zzfw on a phone: the self-service index (the desktop's services), each opening its page. */
export function SelfServiceIndex() {
  const back = useBack(PHONE_PAGES.member);
  const open = useOpen();
  return (
    <div className={styles.plainPage}>
      <NavBar onBack={back}>自助服务</NavBar>
      <List mode="card" data-testid="phone-self-service">
        {SELF_SERVICES.map((s) => (
          <List.Item key={s.to} description={s.desc} onClick={() => open(s.to)}>
            {s.title}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
