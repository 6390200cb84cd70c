import { Logo } from '../ui/logo';
import { PageContainer } from './page-container';
import styles from './step-header.module.css';

const STEPS = ['我的购物车', '确认订单', '支付订单', '支付完成'];

/** Checkout header for steps 1–3: logo, the page title and where the buyer is in the four steps. */
export function StepHeader({ step, title }: { step: number; title: string }) {
  return (
    <div className={styles.wrap} data-testid="step-header">
      <PageContainer className={styles.row}>
        <div className={styles.brand}>
          <Logo />
          <span className={styles.title}>{title}</span>
        </div>
        {/* Four fixed steps drawn with CSS (antd's Steps would load its library on the cart page's first paint). */}
        <ol className={styles.steps}>
          {STEPS.map((s, i) => {
            const state = i + 1 < step ? styles.done : i + 1 === step ? styles.current : '';
            return (
              <li key={s} className={`${styles.step} ${state}`} aria-current={i + 1 === step ? 'step' : undefined}>
                <span className={styles.dot}>{i + 1 < step ? '✓' : i + 1}</span>
                <span className={styles.label}>{s}</span>
              </li>
            );
          })}
        </ol>
      </PageContainer>
    </div>
  );
}
