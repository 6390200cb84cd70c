import { InputNumber } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { clampQuantity, type QuantityRule } from '@yaocai/contract';
import styles from './quantity-stepper.module.css';

interface Props {
  value: number;
  onChange: (n: number) => void;
  rule: QuantityRule;
  size?: 'small' | 'middle';
  disabled?: boolean;
}

/** − [n] + in steps of the middle pack, never below the minimum order nor above the stock. */
export function QuantityStepper({ value, onChange, rule, size = 'middle', disabled }: Props) {
  const set = (n: number) => onChange(clampQuantity(n, rule));
  const atMin = value <= rule.min;
  const atMax = rule.max > 0 && value + rule.step > rule.max;
  return (
    <span className={size === 'small' ? `${styles.stepper} ${styles.small}` : styles.stepper} data-testid="quantity-stepper">
      <button type="button" className={styles.btn} disabled={disabled || atMin} onClick={() => set(value - rule.step)} aria-label="减少">
        <MinusOutlined />
      </button>
      <InputNumber
        className={styles.input}
        size={size}
        controls={false}
        value={value}
        disabled={disabled}
        onBlur={(e) => set(Number(e.target.value))}
        onPressEnter={(e) => set(Number((e.target as HTMLInputElement).value))}
        variant="borderless"
        aria-label="购买数量"
      />
      <button type="button" className={styles.btn} disabled={disabled || atMax} onClick={() => set(value + rule.step)} aria-label="增加">
        <PlusOutlined />
      </button>
    </span>
  );
}
