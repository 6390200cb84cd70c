import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { PHONE_PAGES, PREFERRED_RULES as r } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack } from '../../lib/navigation';
import styles from './zones.module.css';

/** /yx/rule on a phone (优选规则): the preferred zone's rules, the desktop's text, and the way back to the zone. */
export function PreferredRulePage() {
  const back = useBack(PHONE_PAGES.preferred);
  const navigate = useNavigate();
  return (
    <div>
      <NavBar onBack={back}>优选规则</NavBar>
      <article className={styles.rules} data-testid="phone-yx-rule">
        <h1>{r.title}</h1>
        <p>{r.intro}</p>
        {r.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            <ol>
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ol>
          </section>
        ))}
        <Button block color="primary" fill="outline" onClick={() => navigate(PHONE_PAGES.preferred)}>
          {r.back}
        </Button>
      </article>
    </div>
  );
}
