import type { ReactNode } from 'react';
import styles from './orders.module.css';

/** A goods column cell of the order and after-sales tables: the picture, the name line, then its detail lines. */
export function LineGoodsCell({ image, name, title, children }: { image: string; name: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.goodsCell}>
      <img src={image} alt={name} />
      <div>
        <div>{title}</div>
        {children}
      </div>
    </div>
  );
}
