import { Link } from 'react-router';
import { PREFERRED_RULES as r } from '@yaocai/contract';
import styles from './route-pages.module.css';

/** /yx/rule: the preferred-zone rules, shown without header, footer or side bar (route flag BARE). */
export function YxRuleRoute() {
  return (
    <article className={styles.rules} data-testid="yx-rule">
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
      <p>
        <Link to="/yx">{r.back}</Link>
      </p>
    </article>
  );
}
