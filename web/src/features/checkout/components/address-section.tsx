import { Link } from 'react-router';
import { Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AddressView } from '@yaocai/contract';
import { checkoutText as t } from '../text';
import styles from './checkout.module.css';

interface Props {
  addresses: AddressView[];
  selected: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
}

/** The delivery addresses as cards; the chosen one is ringed in green. 新增 opens the address form. */
export function AddressSection({ addresses, selected, onSelect, onAdd }: Props) {
  return (
    <section className={styles.card} data-testid="checkout-address">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t.address}</h3>
        <Link to="/addr">{t.manageAddress}</Link>
      </div>
      <div className={styles.addresses}>
        {addresses.map((a) => (
          <button
            key={a.id}
            type="button"
            className={a.id === selected ? `${styles.address} ${styles.addressOn}` : styles.address}
            onClick={() => onSelect(a.id)}
            data-testid="address-card"
            aria-pressed={a.id === selected}
          >
            <div className={styles.addressWho}>
              {a.consignee}
              <span>{a.phone}</span>
              {a.is_default === 1 && (
                <Tag color="green" className={styles.defaultTag}>
                  {t.defaultTag}
                </Tag>
              )}
            </div>
            <div>{a.full_address}</div>
          </button>
        ))}
        <button type="button" className={styles.addressAdd} onClick={onAdd} data-testid="address-add">
          <PlusOutlined />
          {t.addAddress}
        </button>
      </div>
      {addresses.length === 0 && <p className={styles.note}>{t.noAddress}</p>}
    </section>
  );
}
