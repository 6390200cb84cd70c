import { Steps } from 'antd';
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
        <Steps className={styles.steps} size="small" current={step - 1} items={STEPS.map((s) => ({ title: s }))} />
      </PageContainer>
    </div>
  );
}
