import type { HTMLAttributes } from 'react';
import styles from './page-container.module.css';

/** The fixed 1200 px content column, centred (the width Chinese B2B storefronts are designed for). */
export function PageContainer({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `${styles.container} ${className}` : styles.container} {...rest} />;
}
